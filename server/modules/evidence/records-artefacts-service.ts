import type { AttachArtefacts, DetachArtefact, EvidenceArtefact } from '@/lib/schemas/monitoring-evidence-links';
import type { Database } from '@/server/db/client';
import type { EvidenceRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import type { ArtefactsPort } from './records-artefacts-port';
import { toEvidenceArtefact } from './records-map';
import { attachLinks, detachLink, linksOf } from './records-repository';
import { auditEvidence, evidenceOrThrow, type Acting } from './records-service';
import { AUDIT_ACTIONS } from '@/lib/schemas/audit';

const MAX_CANDIDATES = 100;

/**
 * The artefacts a record holds: attached from the same monitoring only; attaching to a batch's record tags the
 * artefact with the batch through the artefacts module, which runs its checks against the batch. An approved record's
 * artefacts no longer change.
 */
export function createRecordArtefactsService(db: Database, artefacts: ArtefactsPort) {
  function refuseApproved(record: EvidenceRow) {
    if (record.reviewState === 'approved') throw new ApiError(409, 'A verifier approved this record: its artefacts can no longer change');
  }

  async function listOf(record: EvidenceRow): Promise<EvidenceArtefact[]> {
    const links = await linksOf(db, record.monitoringId, [record.id]);
    const ids = links.map((link) => link.artefactId);
    const [rows, flags] = await Promise.all([artefacts.find(db, record.monitoringId, ids), artefacts.flags(db, record.monitoringId, ids)]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return links.flatMap((link) => {
      const row = byId.get(link.artefactId);
      return row ? [toEvidenceArtefact(link, row, flags)] : [];
    });
  }

  /** What an editor may attach: the monitoring's latest artefacts the record does not hold. */
  async function candidatesOf(record: EvidenceRow, attached: readonly EvidenceArtefact[]) {
    const held = new Set(attached.map((artefact) => artefact.id));
    const rows = await artefacts.latest(db, record.monitoringId, MAX_CANDIDATES);
    return rows
      .filter((row) => !held.has(row.id))
      .map((row) => ({ id: row.id, file_name: row.fileName, captured_at: row.capturedAt?.toISOString() ?? null, batch_id: row.batchId }));
  }

  return {
    listOf,
    candidatesOf,

    async list(evidenceId: string) {
      return listOf(await evidenceOrThrow(db, evidenceId));
    },

    async attach(input: AttachArtefacts, acting: Acting) {
      const record = await evidenceOrThrow(db, input.evidence_id);
      refuseApproved(record);
      const found = await artefacts.find(db, record.monitoringId, input.artefact_ids);
      const missing = input.artefact_ids.filter((id) => !found.some((row) => row.id === id));
      if (missing.length > 0) throw new ApiError(422, 'These artefacts are not this monitoring’s', { artefact_ids: missing });
      const added = await attachLinks(db, record, input.artefact_ids, acting.caller.user.id);
      for (const artefactId of added) {
        if (record.batchId) await artefacts.attachToBatch(record.monitoringId, artefactId, record.batchId);
        await auditEvidence(db, acting, AUDIT_ACTIONS.evidenceArtefactAttached, record, { artefact_id: artefactId, sha256: found.find((row) => row.id === artefactId)?.sha256 });
      }
      return listOf(record);
    },

    async detach(input: DetachArtefact, acting: Acting) {
      const record = await evidenceOrThrow(db, input.evidence_id);
      refuseApproved(record);
      if (!(await detachLink(db, record, input.artefact_id))) throw new ApiError(404, 'This artefact is not attached to the record');
      await auditEvidence(db, acting, AUDIT_ACTIONS.evidenceArtefactDetached, record, { artefact_id: input.artefact_id });
      return listOf(record);
    },
  };
}
export type RecordArtefactsService = ReturnType<typeof createRecordArtefactsService>;
