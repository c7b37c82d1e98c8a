import type { Database } from '@/server/db/client';
import { inJson, inQuery } from '@/server/http/access/record';
import { findMonitoring } from '@/server/modules/monitoring/public';
import { projectRecords } from '@/server/modules/projects/public';
import { findEvidence } from './records-repository';
import { EVIDENCE_NOT_FOUND } from './records-service';

const MONITORING_NOT_FOUND = 'Monitoring not found';

/** Where each evidence route names its record, for the project classes' middleware: a record leads to its monitoring, the monitoring to its project. */
export function evidenceRecords(db: Database) {
  const records = projectRecords(db);
  const projectOfMonitoring = async (monitoringId: string | undefined) => (monitoringId ? (await findMonitoring(db, monitoringId))?.projectId : undefined);
  return {
    monitoring: (where: 'query' | 'json') =>
      records.through('monitoring', where === 'query' ? inQuery('monitoring_id') : inJson('monitoring_id'), (_db, id) => projectOfMonitoring(id), MONITORING_NOT_FOUND),
    evidence: (where: 'query' | 'json') =>
      records.through(
        'evidence',
        where === 'query' ? inQuery('evidence_id') : inJson('evidence_id'),
        async (_db, id) => projectOfMonitoring((await findEvidence(db, id))?.monitoringId),
        EVIDENCE_NOT_FOUND,
      ),
  };
}
export type EvidenceRecordGuards = ReturnType<typeof evidenceRecords>;
