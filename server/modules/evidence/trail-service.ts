import { MONITORING_TARGET, type MonitoringTrail, type TrailQuery } from '@/lib/schemas/monitoring-package';
import type { Database } from '@/server/db/client';
import type { FileStore } from '@/server/storage';
import { auditTrailOf, chainPage } from '@/server/modules/audit/public';
import { accessToMonitoring } from '@/server/modules/monitoring/public';
import { type Caller, findPeople } from '@/server/modules/projects/public';

export const MONITORING_NOT_FOUND = 'No monitoring you may see has this id';

/**
 * The monitoring trail (requirements ): the audit chain of target type `monitoring` (artefacts received, evidence
 * created, attached and reviewed, batches opened and closed), a page at a time, oldest first, with the chain's
 * verification (incremental, then compared with the latest signed anchor, as the investment trail is) and the anchor.
 * Anyone who may read the project (owner, editors, readers, verifiers); anyone else 404.
 */
export function createTrailService(db: Database, storage: FileStore) {
  const audit = () => auditTrailOf(db, storage);
  return {
    async page(query: TrailQuery, caller: Caller): Promise<MonitoringTrail> {
      const { monitoring } = await accessToMonitoring(db, query.monitoring_id, caller, 'read', MONITORING_NOT_FOUND);
      const [rows, verification, anchor] = await Promise.all([
        chainPage(db, MONITORING_TARGET, monitoring.id, query.page, query.page_size),
        audit().verify(MONITORING_TARGET, monitoring.id),
        audit().anchors.latest(MONITORING_TARGET, monitoring.id),
      ]);
      const people = await findPeople(
        db,
        rows.map((row) => row.actorId),
      );
      return {
        monitoring_id: monitoring.id,
        items: rows.map((row) => ({
          seq: row.seq,
          action: row.action,
          actor_id: row.actorId,
          actor_name: (row.actorId && people.get(row.actorId)?.name) || '',
          details: row.details,
          created_at: row.at.toISOString(),
          prev_hash: row.prevHash,
          hash: row.hash,
        })),
        total: verification.length,
        page: query.page,
        page_size: query.page_size,
        verification,
        anchor: anchor ? { seq: anchor.seq, hash: anchor.hash, anchored_at: anchor.anchored_at, key_id: anchor.key_id } : null,
      };
    },
  };
}
export type TrailService = ReturnType<typeof createTrailService>;
