import type { EvidenceCreate, EvidenceListQuery, EvidenceUpdate } from '@/lib/schemas/monitoring-evidence';
import type { Database } from '@/server/db/client';
import type { EvidenceRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { recordAuditEvent } from '@/server/modules/audit/public';
import { findBatch, findReactor } from '@/server/modules/monitoring/public';
import type { Caller } from '@/server/modules/projects/public';
import { artefactCounts, deleteUnreviewed, findEvidence, insertEvidence, listEvidence, updateEvidence, type EvidenceValues } from './records-repository';
import { toEvidence } from './records-map';
import { AUDIT_ACTIONS } from '@/lib/schemas/audit';

export const EVIDENCE_NOT_FOUND = 'Evidence record not found';
export const MONITORING_TARGET = 'monitoring';

/** Who acts, for the monitoring trail (issue22.md §4). */
export interface Acting {
  caller: Caller;
  requestId: string | null;
}

/** Appends an event of a record to its monitoring's trail (issue22.md §4: target `monitoring`, the monitoring's id). */
export function auditEvidence(db: Database, acting: Acting, action: string, record: Pick<EvidenceRow, 'monitoringId' | 'id' | 'kind'>, details: Record<string, unknown> = {}) {
  return recordAuditEvent(db, {
    actorId: acting.caller.user.id,
    action,
    targetType: MONITORING_TARGET,
    targetId: record.monitoringId,
    requestId: acting.requestId,
    details: { evidence_id: record.id, kind: record.kind, ...details },
  });
}

/** The record the route's access class already found the project of; 404 if it is gone meanwhile. */
export async function evidenceOrThrow(db: Database, id: string): Promise<EvidenceRow> {
  const record = await findEvidence(db, id);
  if (!record) throw new ApiError(404, EVIDENCE_NOT_FOUND);
  return record;
}

/** Evidence records: listed per batch, reactor, kind or period; created, changed until approved, removed until reviewed. */
export function createRecordsService(db: Database) {
  async function values(monitoringId: string, input: EvidenceCreate | EvidenceUpdate): Promise<EvidenceValues> {
    if (input.batch_id && !(await findBatch(db, monitoringId, input.batch_id))) throw new ApiError(422, 'This batch is not one of this monitoring’s');
    if (input.reactor_id && (await findReactor(db, input.reactor_id))?.monitoringId !== monitoringId) throw new ApiError(422, 'This reactor is not one of this monitoring’s');
    return {
      batchId: input.batch_id,
      reactorId: input.reactor_id,
      periodStart: input.period_start ? new Date(input.period_start) : null,
      periodEnd: input.period_end ? new Date(input.period_end) : null,
      recordedAt: new Date(input.recorded_at),
      figures: input.figures as Record<string, unknown>,
      notes: input.notes,
    };
  }

  async function withCounts(rows: EvidenceRow[]) {
    const counts = await artefactCounts(
      db,
      rows[0]?.monitoringId ?? '',
      rows.map((row) => row.id),
    );
    return rows.map((row) => toEvidence(row, counts.get(row.id) ?? 0));
  }

  return {
    async list(query: EvidenceListQuery) {
      const rows = await listEvidence(db, query.monitoring_id, {
        batchId: query.batch_id,
        reactorId: query.reactor_id,
        kind: query.kind,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
      });
      return withCounts(rows);
    },

    async create(input: EvidenceCreate, acting: Acting) {
      const row = await insertEvidence(db, {
        monitoringId: input.monitoring_id,
        kind: input.kind,
        createdBy: acting.caller.user.id,
        ...(await values(input.monitoring_id, input)),
      });
      await auditEvidence(db, acting, AUDIT_ACTIONS.evidenceCreated, row, { batch_id: row.batchId });
      return toEvidence(row, 0);
    },

    async update(input: EvidenceUpdate, acting: Acting) {
      const record = await evidenceOrThrow(db, input.evidence_id);
      if (record.kind !== input.kind) throw new ApiError(422, 'A record’s kind cannot change: create a record of the other kind');
      if (record.reviewState === 'approved') throw new ApiError(409, 'A verifier approved this record: it can no longer change');
      const row = await updateEvidence(db, record, await values(record.monitoringId, input));
      if (!row) throw new ApiError(409, 'A verifier approved this record: it can no longer change');
      await auditEvidence(db, acting, AUDIT_ACTIONS.evidenceUpdated, row, { batch_id: row.batchId, review_state_before: record.reviewState });
      const [answer] = await withCounts([row]);
      return answer;
    },

    async remove(id: string, acting: Acting) {
      const record = await evidenceOrThrow(db, id);
      if (!(await deleteUnreviewed(db, record))) throw new ApiError(409, 'A verifier reviewed this record: it is kept with its reviews');
      await auditEvidence(db, acting, AUDIT_ACTIONS.evidenceDeleted, record);
      return { evidence_id: id, deleted: true as const };
    },
  };
}
export type RecordsService = ReturnType<typeof createRecordsService>;
