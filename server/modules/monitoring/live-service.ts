import { LIVE_CATCH_UP_MINUTES, LIVE_READINGS_EVENT, type LiveQuery } from '@/lib/schemas/monitoring-live';
import type { Database } from '@/server/db/client';
import type { Logger } from '@/server/logger';
import type { Caller } from '@/server/modules/projects/public';
import { liveEvent, type LiveEvent, type LiveHub, type LiveSubscriber } from './live-hub';
import { createStreamCounter, type LiveLimits } from './live-limits';
import { createLiveRights, type FindUser } from './live-rights';
import { selectReadingsStoredSince } from './measurements-repository';
import { reactorFor } from './reactors-service';
import { listParameters } from './setup-repository';

/**
 * A reconnection asks again from a little before its last event: a batch stored just before another can be told just
 * after it. The browser drops what it already holds (same parameter and time).
 */
const RESUME_OVERLAP_MS = 5_000;

export interface LiveServiceOptions {
  limits: LiveLimits;
  logger: Logger;
  /** Reads an account again at each check of the rights (the users' directory); without it, the account is taken as it was. */
  findUser?: FindUser;
}

/**
 * Live streams of a reactor (anyone who may read its project), resuming where a dropped one stopped; each user and
 * each reactor hold a limited number, and a stream ends when its reader's right does.
 */
export function createLiveService(db: Database, hub: LiveHub, options: LiveServiceOptions) {
  const counter = createStreamCounter(options.limits);
  const rights = createLiveRights(db, { periodMs: options.limits.recheckMs, findUser: options.findUser, logger: options.logger });

  /** Takes the stream's place, subscribes it and watches its reader's right; answers how to undo all three. */
  async function start(reactorId: string, caller: Caller, subscriber: LiveSubscriber): Promise<() => void> {
    const release = counter.admit(caller.user.id, reactorId);
    try {
      const unsubscribe = await hub.subscribe(reactorId, subscriber);
      const unwatch = rights.watch(caller, reactorId, (reason) => subscriber.end(reason));
      return () => {
        unwatch();
        unsubscribe();
        release();
      };
    } catch (error) {
      release();
      throw error;
    }
  }

  return {
    /**
     * Checks the caller's right and the limits, subscribes, then answers what the stream missed since
     * `last_event_id` (if any), so that nothing stored in between is lost; the subscriber hears everything stored from
     * now on.
     */
    async open(query: LiveQuery, caller: Caller, subscriber: LiveSubscriber): Promise<{ missed: LiveEvent | undefined; stop: () => void }> {
      const reactor = await reactorFor(db, query.reactor_id, caller, 'read');
      const stop = await start(reactor.id, caller, subscriber);
      if (!query.last_event_id) return { missed: undefined, stop };
      try {
        const parameters = await listParameters(db, reactor.monitoringId, [reactor.id]);
        const rows = await selectReadingsStoredSince(db, {
          monitoringId: reactor.monitoringId,
          parameterIds: parameters.map((parameter) => parameter.id),
          since: new Date(Date.parse(query.last_event_id) - RESUME_OVERLAP_MS).toISOString(),
          measuredAfter: new Date(Date.now() - LIVE_CATCH_UP_MINUTES * 60_000).toISOString(),
        });
        const last = rows.at(-1);
        if (!last) return { missed: undefined, stop };
        const readings = rows.map((row) => ({ parameter_id: row.parameter_id, time: new Date(row.time).toISOString(), value: Number(row.value) }));
        const id = new Date(last.received_at).toISOString();
        return { missed: liveEvent(LIVE_READINGS_EVENT, { reactor_id: reactor.id, readings }, id), stop };
      } catch (error) {
        stop();
        throw error;
      }
    },
    /** Streams open on this instance, and groups of reader and reactor whose right is watched. */
    get openStreams() {
      return { streams: counter.total, watched: rights.groups };
    },
  };
}
export type LiveService = ReturnType<typeof createLiveService>;
