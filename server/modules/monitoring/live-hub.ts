import { LIVE_ALARM_EVENT, LIVE_READINGS_EVENT, type LiveAlarm, type LiveEndReason, type LiveReadings } from '@/lib/schemas/monitoring-live';
import type { Notifications } from '@/server/db/notifications';
import { ApiError } from '@/server/http/errors';
import type { Logger } from '@/server/logger';
import { LIVE_CHANNEL } from './measurements-repository';

/**
 * What a stream sends, as the bytes of one Server-Sent Event: readings (their id the time they were stored, where a
 * reconnection resumes), or an alarm's change (no id: a reconnection resumes from the last readings). Written once per
 * notice, whatever the number of streams it goes to.
 */
export interface LiveEvent {
  frame: Uint8Array;
}

const encoder = new TextEncoder();

/** One event's bytes (JSON never holds a raw line break, so `data` is one line). */
export function liveEvent(event: string, data: unknown, id?: string): LiveEvent {
  return { frame: encoder.encode(`event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`) };
}

export interface LiveSubscriber {
  send(event: LiveEvent): void;
  /** Notifications may have been missed: the stream should close so that the browser reconnects and catches up. */
  reset(): void;
  /** The reader may no longer follow the reactor (R-20.20): the stream ends, saying why. */
  end(reason: LiveEndReason): void;
}

/**
 * A notification on LIVE_CHANNEL. Readings: `x` holds [parameter id, ms, value], or, in the short form, [index in `p`,
 * ms after `b`, value]. An alarm's change (live-events-repository.ts): `k: 'alarm'`, `a` its id, `s` its state.
 */
interface Notice {
  r: string;
  k?: 'alarm';
  a?: string;
  s?: string;
  at?: string;
  p?: string[];
  b?: number;
  x?: [string | number, number, number][];
}

function eventOf(notice: Notice): LiveEvent {
  if (notice.k === 'alarm') {
    const alarm: LiveAlarm = { reactor_id: notice.r, alarm_id: notice.a ?? '', state: notice.s as LiveAlarm['state'] };
    return liveEvent(LIVE_ALARM_EVENT, alarm);
  }
  const readings: LiveReadings = {
    reactor_id: notice.r,
    readings: (notice.x ?? []).map(([parameter, ms, value]) => ({
      parameter_id: typeof parameter === 'number' ? (notice.p?.[parameter] ?? '') : parameter,
      time: new Date((notice.b ?? 0) + ms).toISOString(),
      value,
    })),
  };
  return liveEvent(LIVE_READINGS_EVENT, readings, new Date(notice.at ?? 0).toISOString());
}

/** Hands what each instance tells (LISTEN on LIVE_CHANNEL: readings stored, alarms changed) to this instance's streams of the reactor. */
export function createLiveHub(notifications: Notifications | undefined, logger: Logger) {
  const byReactor = new Map<string, Set<LiveSubscriber>>();
  let listening: Promise<unknown> | undefined;

  function payload(text: string): void {
    let notice: Notice;
    try {
      notice = JSON.parse(text) as Notice;
    } catch {
      return logger.warn('a live notice that is not JSON was ignored');
    }
    const subscribers = byReactor.get(notice.r);
    if (!subscribers?.size) return;
    const event = eventOf(notice);
    subscribers.forEach((subscriber) => subscriber.send(event));
  }

  const reset = () => byReactor.forEach((subscribers) => subscribers.forEach((subscriber) => subscriber.reset()));

  return {
    /** Starts handing the reactor's events to the subscriber; answers how to stop. */
    async subscribe(reactorId: string, subscriber: LiveSubscriber): Promise<() => void> {
      if (!notifications) throw new ApiError(503, 'Live readings are not available on this server');
      listening ??= notifications.listen(LIVE_CHANNEL, { payload, reset }).catch((error: unknown) => {
        listening = undefined;
        throw error;
      });
      await listening;
      let subscribers = byReactor.get(reactorId);
      if (!subscribers) byReactor.set(reactorId, (subscribers = new Set()));
      subscribers.add(subscriber);
      return () => {
        if (!subscribers.delete(subscriber)) return;
        if (subscribers.size === 0) byReactor.delete(reactorId);
      };
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;
