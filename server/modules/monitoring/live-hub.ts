import type { LiveReadings } from '@/lib/schemas/monitoring-live';
import type { Notifications } from '@/server/db/notifications';
import { ApiError } from '@/server/http/errors';
import type { Logger } from '@/server/logger';
import { LIVE_CHANNEL } from './measurements-repository';

/** Most live streams one instance keeps open; beyond it a new one gets 503. */
export const MAX_LIVE_STREAMS = 2_000;

export interface LiveEvent {
  /** When the readings were stored (ISO): the event's id, where a reconnection resumes. */
  id: string;
  data: LiveReadings;
}

export interface LiveSubscriber {
  send(event: LiveEvent): void;
  /** Notifications may have been missed: the stream should close so that the browser reconnects and catches up. */
  reset(): void;
}

/**
 * A notification on LIVE_CHANNEL: `x` holds [parameter id, ms, value], or, in the short form, [index in `p`, ms after
 * `b`, value].
 */
interface Notice {
  r: string;
  at: string;
  p?: string[];
  b?: number;
  x: [string | number, number, number][];
}

/** Hands the readings each instance stores (LISTEN on LIVE_CHANNEL) to this instance's streams of their reactor. */
export function createLiveHub(notifications: Notifications | undefined, logger: Logger) {
  const byReactor = new Map<string, Set<LiveSubscriber>>();
  let streams = 0;
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
    const event: LiveEvent = {
      id: new Date(notice.at).toISOString(),
      data: {
        reactor_id: notice.r,
        readings: notice.x.map(([parameter, ms, value]) => ({
          parameter_id: typeof parameter === 'number' ? (notice.p?.[parameter] ?? '') : parameter,
          time: new Date((notice.b ?? 0) + ms).toISOString(),
          value,
        })),
      },
    };
    subscribers.forEach((subscriber) => subscriber.send(event));
  }

  const reset = () => byReactor.forEach((subscribers) => subscribers.forEach((subscriber) => subscriber.reset()));

  return {
    /** Whether another stream may open on this instance. */
    hasRoom: () => streams < MAX_LIVE_STREAMS,

    /** Starts handing the reactor's readings to the subscriber; answers how to stop. */
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
      streams += 1;
      return () => {
        if (!subscribers.delete(subscriber)) return;
        streams -= 1;
        if (subscribers.size === 0) byReactor.delete(reactorId);
      };
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;
