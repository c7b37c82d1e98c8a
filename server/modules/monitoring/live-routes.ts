import type { OpenAPIHono } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { MONITORING_ROUTES } from '@/lib/api/routes';
import {
  LIVE_ALARM_EVENT,
  LIVE_END_EVENT,
  LIVE_HEARTBEAT_S,
  LIVE_READINGS_EVENT,
  LIVE_RECONNECT_EVENT,
  LIVE_RETRY_MS,
  liveQuerySchema,
  liveReadingsSchema,
  type LiveEndReason,
} from '@/lib/schemas/monitoring-live';
import type { AppEnv } from '@/server/http/context';
import { errorResponses } from '@/server/http/openapi';
import { requestHeader } from '@/server/http/request-headers';
import { ACCESS_KEY_NOTE, callerOf } from '@/server/modules/projects/public';
import { liveEvent, type LiveEvent } from './live-hub';
import { LIVE_RECHECK_MS, MAX_LIVE_STREAMS, MAX_LIVE_STREAMS_PER_REACTOR, MAX_LIVE_STREAMS_PER_USER } from './live-limits';
import type { LiveService } from './live-service';
import type { MonitoringRecords } from './record-guards';
import type { MonitoringRoute } from './route-declarer';

/**
 * Most events a stream holds back for a reader who does not read them: beyond, the stream ends with a reconnect event
 * and the reader catches up from its Last-Event-ID, rather than the server keeping what it cannot send.
 */
const MAX_QUEUED_EVENTS = 1_000;

/** `/monitoring/livemonitoring`: the reactor's readings as Server-Sent Events, from whichever instance stored them. */
export function registerLiveRoutes(app: OpenAPIHono<AppEnv>, route: MonitoringRoute, live: LiveService, records: MonitoringRecords): void {
  app.openapi(
    route({
      operationId: 'followReactor',
      access: 'project-read',
      record: records.reactor('query'),
      method: 'get',
      path: MONITORING_ROUTES.liveMonitoring,
      summary: 'Follow a reactor’s readings live (Server-Sent Events)',
      description:
        `A \`text/event-stream\`: one \`${LIVE_READINGS_EVENT}\` event per batch stored, whichever instance stored it (PostgreSQL ` +
        'LISTEN/NOTIFY), its id the time it was stored. A reconnection with Last-Event-ID (the browser sends it) or `last_event_id` ' +
        `first gets what was stored since, so the chart has no gap. A comment every ${LIVE_HEARTBEAT_S} s keeps proxies from closing ` +
        `an idle stream. A stream the server ends (the instance stops) ends with a \`${LIVE_RECONNECT_EVENT}\` event: connect again. ` +
        `A change to one of the reactor's alarms comes as an \`${LIVE_ALARM_EVENT}\` event (a LiveAlarm). The reader's right is read ` +
        `again every ${LIVE_RECHECK_MS / 1000} s: once it ends (or the reactor is removed) the stream ends with an \`${LIVE_END_EVENT}\` ` +
        `event naming why (a LiveEnd): do not connect again. At most ${MAX_LIVE_STREAMS_PER_USER} streams per user and ` +
        `${MAX_LIVE_STREAMS_PER_REACTOR} per reactor on an instance (429 with Retry-After beyond), ${MAX_LIVE_STREAMS} in all (503). ` +
        'Anyone with access to the project; anyone else gets 404.' +
        ACCESS_KEY_NOTE,
      request: { query: liveQuerySchema },
      responses: {
        200: { description: 'The stream; each event’s data is a LiveReadings', content: { 'text/event-stream': { schema: liveReadingsSchema } } },
        ...errorResponses(400, 401, 404, 425, 429, 503),
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const lastEventId = requestHeader(c, 'last-event-id') || query.last_event_id;
      const queue: LiveEvent[] = [];
      let wake: (() => void) | undefined;
      let closing = false;
      let ended: LiveEndReason | undefined;
      const subscriber = {
        send(event: LiveEvent) {
          if (queue.length >= MAX_QUEUED_EVENTS) closing = true;
          else queue.push(event);
          wake?.();
        },
        reset() {
          closing = true;
          wake?.();
        },
        end(reason: LiveEndReason) {
          // nothing more is sent, not even what is queued.
          ended = reason;
          closing = true;
          queue.length = 0;
          wake?.();
        },
      };
      // Checked and subscribed before the stream starts: a refusal is an ordinary error answer.
      const { missed, stop } = await live.open({ ...query, last_event_id: lastEventId ?? undefined }, callerOf(c), subscriber);
      if (missed) queue.unshift(missed);
      c.header('Cache-Control', 'no-cache, no-transform');
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, async (stream) => {
        stream.onAbort(() => {
          closing = true;
          wake?.();
        });
        await stream.writeSSE({ event: 'ready', data: '{}', retry: LIVE_RETRY_MS });
        try {
          while (!closing && !stream.aborted) {
            if (queue.length > 0) {
              // What came meanwhile goes in one write: under load a stream writes once per turn, not once per event.
              const frames = queue.splice(0).map((event) => event.frame);
              await stream.write(frames.length === 1 ? frames[0] : Buffer.concat(frames));
              continue;
            }
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, LIVE_HEARTBEAT_S * 1000);
              wake = () => {
                clearTimeout(timer);
                resolve();
              };
            });
            wake = undefined;
            if (queue.length === 0 && !closing) await stream.write(': ping\n\n');
          }
          // Ended by the server: for good when the reader's right ended; else (it is stopping, or notifications
          // were missed) the reader connects again, where the proxy sends it, and catches up from its Last-Event-ID.
          if (!stream.aborted && ended) await stream.write(liveEvent(LIVE_END_EVENT, { reason: ended }).frame);
          else if (!stream.aborted) await stream.writeSSE({ event: LIVE_RECONNECT_EVENT, data: '{}', retry: LIVE_RETRY_MS }).catch(() => undefined);
        } finally {
          stop();
        }
      }) as never;
    },
  );
}
