import type { ReviewState } from '@/lib/schemas/monitoring-evidence';
import type { Checklist, ChecklistQuery } from '@/lib/schemas/monitoring-evidence-links';
import type { Database } from '@/server/db/client';
import { ApiError } from '@/server/http/errors';
import { evidenceSettingsOf, findBatch } from '@/server/modules/monitoring/public';
import { computeChecklist, type CountedRecord } from './checklist-compute';
import { requirementsOf } from './methodology';
import type { ArtefactsPort } from './records-artefacts-port';
import { linksOf, listEvidence } from './records-repository';

export const BATCH_NOT_FOUND = 'Batch not found';

/** A batch's evidence checklist from the project's methodology, with its latest lab figures beside the KPIs. */
export function createChecklistService(db: Database, artefacts: ArtefactsPort) {
  return {
    async checklist(query: ChecklistQuery): Promise<Checklist> {
      const batch = await findBatch(db, query.monitoring_id, query.batch_id);
      if (!batch) throw new ApiError(404, BATCH_NOT_FOUND);
      const settings = await evidenceSettingsOf(db, query.monitoring_id);
      const { methodology, rules } = requirementsOf(settings.methodology);
      const rows = await listEvidence(db, query.monitoring_id, { batchId: batch.id });
      const links = await linksOf(
        db,
        query.monitoring_id,
        rows.map((row) => row.id),
      );
      const flags = await artefacts.flags(db, query.monitoring_id, [...new Set(links.map((link) => link.artefactId))]);
      const flagged = new Set(flags.map((flag) => flag.artefactId));
      const records: CountedRecord[] = rows.map((row) => ({ id: row.id, kind: row.kind as CountedRecord['kind'], reviewState: row.reviewState as ReviewState }));
      const items = computeChecklist(
        rules,
        records,
        links.map((link) => ({ evidenceId: link.evidenceId, artefactId: link.artefactId, flagged: flagged.has(link.artefactId) })),
      );
      const lab = rows.filter((row) => row.kind === 'lab_analysis' && row.reviewState !== 'rejected').at(-1);
      return {
        batch_id: batch.id,
        methodology,
        items,
        complete: items.every((item) => item.met),
        missing: items.filter((item) => !item.met).map((item) => item.kind),
        lab: lab ? { evidence_id: lab.id, c_org_pct: Number(lab.figures.c_org_pct), h_c_org: Number(lab.figures.h_c_org), recorded_at: lab.recordedAt.toISOString() } : null,
      };
    },
  };
}
export type ChecklistService = ReturnType<typeof createChecklistService>;
