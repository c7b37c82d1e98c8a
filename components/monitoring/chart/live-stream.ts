import { API_BASE, API_KEY_HEADER } from '@/lib/api/request';
import { MONITORING_ROUTES } from '@/lib/api/routes';
import { lookUpToken } from '@/lib/auth/token';
import { getClientConfig } from '@/lib/config/client-config';
import { LIVE_ALARM_EVENT, LIVE_END_EVENT, LIVE_READINGS_EVENT, LIVE_RETRY_MS, type LiveEndReason } from '@/lib/schemas/monitoring-live-constants';
import type { LiveAlarm, LiveEnd, LiveReadings } from '@/lib/schemas/monitoring-live';

/** `revoked` and `removed`: the server ended the stream for good; it is not opened again. */
export type LiveState = 'connecting' | 'live' | 'reconnecting' | LiveEndReason;

export interface LiveHandlers {
  onReadings?: (event: LiveReadings) => void;
  /** One of the reactor's alarms changed. */
  onAlarm?: (event: LiveAlarm) => void;
  onState?: (state: LiveState) => void;
}

/** Longest wait between two attempts that failed (a server down, a limit reached). */
const MAX_BACKOFF_MS = 30_000;

/** Parses the blocks of a Server-Sent Events stream as they arrive; answers what is left of an unfinished block. */
export function parseEvents(buffer: string, onEvent: (event: { event: string; id?: string; data: string }) => void): string {
  let rest = buffer.replace(/\r\n/g, '\n');
  let end;
  while ((end = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    const fields: Record<string, string> = {};
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const name = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      fields[name] = fields[name] === undefined ? value : `${fields[name]}\n${value}`;
    }
    if (fields.event || fields.data) onEvent({ event: fields.event ?? 'message', id: fields.id, data: fields.data ?? '' });
  }
  return rest;
}

/**
 * How long to wait before the next attempt: a second after a stream that was live; the server's Retry-After when it
 * refused for a limit (429) or a full instance (503); else twice as long after each failure, up to MAX_BACKOFF_MS.
 */
export function retryDelay(failures: number, retryMs: number, retryAfterS?: number): number {
  if (retryAfterS !== undefined && Number.isFinite(retryAfterS) && retryAfterS > 0) return Math.min(retryAfterS * 1000, MAX_BACKOFF_MS * 2);
  return Math.min(retryMs * 2 ** Math.max(0, failures - 1), MAX_BACKOFF_MS);
}

interface Connection {
  followers: Set<LiveHandlers>;
  state: LiveState;
  stop: () => void;
}

/** One stream per reactor in this page, whoever follows it (the chart, the alarms tab, the overview). */
const connections = new Map<string, Connection>();

function connect(reactorId: string, retryMs: number): Connection {
  const controller = new AbortController();
  const connection: Connection = { followers: new Set(), state: 'connecting', stop: () => controller.abort() };
  const tell = (state: LiveState) => {
    connection.state = state;
    connection.followers.forEach((follower) => follower.onState?.(state));
  };
  let lastEventId: string | undefined;
  let ended: LiveEndReason | undefined;
  const onEvent = (event: { event: string; id?: string; data: string }) => {
    if (event.event === 'ready') tell('live');
    if (event.event === LIVE_END_EVENT) ended = (JSON.parse(event.data) as LiveEnd).reason;
    if (event.event === LIVE_ALARM_EVENT) connection.followers.forEach((follower) => follower.onAlarm?.(JSON.parse(event.data) as LiveAlarm));
    if (event.event !== LIVE_READINGS_EVENT) return;
    if (event.id) lastEventId = event.id;
    const readings = JSON.parse(event.data) as LiveReadings;
    connection.followers.forEach((follower) => follower.onReadings?.(readings));
  };
  const run = async () => {
    let failures = 0;
    for (let attempt = 0; !controller.signal.aborted; attempt += 1) {
      tell(attempt === 0 ? 'connecting' : 'reconnecting');
      let retryAfter: number | undefined;
      try {
        const headers = new Headers({ Accept: 'text/event-stream', [API_KEY_HEADER]: getClientConfig().apiKey });
        const token = await lookUpToken();
        if (token) headers.set('Authorization', `Bearer ${token}`);
        if (lastEventId) headers.set('Last-Event-ID', lastEventId);
        const response = await fetch(`${API_BASE}${MONITORING_ROUTES.liveMonitoring}?reactor_id=${encodeURIComponent(reactorId)}`, {
          headers,
          signal: controller.signal,
          cache: 'no-store',
        });
        // Refused for want of the right (as REST answers): trying again cannot help.
        if (response.status === 403 || response.status === 404) ended = 'revoked';
        retryAfter = Number(response.headers.get('Retry-After') ?? Number.NaN);
        if (!response.ok || !response.body) throw new Error(`live stream answered ${response.status}`);
        failures = 0;
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) buffer = parseEvents(buffer + chunk.value, onEvent);
      } catch {
        if (controller.signal.aborted) return;
        failures += 1;
      }
      if (ended) return tell(ended);
      await new Promise((resolve) => setTimeout(resolve, retryDelay(failures, retryMs, retryAfter)));
    }
  };
  void run();
  return connection;
}

/**
 * Follows a reactor's stream (`/monitoring/livemonitoring`): its readings, its alarms' changes and its state. The
 * browser's EventSource cannot send the access token, so the stream is read with fetch; like EventSource it
 * reconnects after a second and sends the last event's id, so the server first hands over what was stored meanwhile.
 * Followers of one reactor share one stream; it stops with its last follower, and for good when the server ends it
 * with a reason. Answers the function that stops following.
 */
export function followReactor(reactorId: string, handlers: LiveHandlers, retryMs = LIVE_RETRY_MS): () => void {
  let connection = connections.get(reactorId);
  if (!connection) connections.set(reactorId, (connection = connect(reactorId, retryMs)));
  const followed = connection;
  followed.followers.add(handlers);
  handlers.onState?.(followed.state);
  return () => {
    followed.followers.delete(handlers);
    if (followed.followers.size > 0) return;
    followed.stop();
    if (connections.get(reactorId) === followed) connections.delete(reactorId);
  };
}
