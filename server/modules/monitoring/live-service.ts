import { LIVE_CATCH_UP_MINUTES, type LiveQuery } from '@/lib/schemas/monitoring-live';
import type { Database } from '@/server/db/client';
import { ApiError } from '@/server/http/errors';
import type { Caller } from '@/server/modules/projects/public';
import type { LiveEvent, LiveHub, LiveSubscriber } from './live-hub';
import { selectReadingsStoredSince } from './measurements-repository';
import { reactorFor } from './reactors-service';
import { listParameters } from './setup-repository';

/**
 * A reconnection asks again from a little before its last event: a batch stored just before another can be told just
 * after it. The browser drops what it already holds (same parameter and time).
 */
const RESUME_OVERLAP_MS = 5_000;

/** Live streams of a reactor (anyone who may read its project), resuming where a dropped one stopped. */
export function createLiveService(db: Database, hub: LiveHub) {
  return {
    /**
     * Checks the caller's right, subscribes, then answers what the stream missed since `last_event_id` (if any), so
     * that nothing stored in between is lost; the subscriber hears everything stored from now on.
     */
    async open(query: LiveQuery, caller: Caller, subscriber: LiveSubscriber): Promise<{ missed: LiveEvent | undefined; stop: () => void }> {
      const reactor = await reactorFor(db, query.reactor_id, caller, 'read');
      if (!hub.hasRoom()) throw new ApiError(503, 'Too many live charts are open on this server: try again in a minute', {}, { 'Retry-After': '60' });
      const stop = await hub.subscribe(reactor.id, subscriber);
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
        return { missed: { id: new Date(last.received_at).toISOString(), data: { reactor_id: reactor.id, readings } }, stop };
      } catch (error) {
        stop();
        throw error;
      }
    },
  };
}
export type LiveService = ReturnType<typeof createLiveService>;
