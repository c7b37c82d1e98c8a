import type { Database } from '@/server/db/client';
import { inForm, inJson, inQuery } from '@/server/http/access/record';
import { findMonitoring } from '@/server/modules/monitoring/public';
import { projectRecords } from '@/server/modules/projects/public';
import { findArtefactById } from './repository';
import { ARTEFACT_NOT_FOUND } from './service';

export const MONITORING_NOT_FOUND = 'Monitoring not found';

/** Where the artefact routes name their record: an artefact leads to its monitoring, the monitoring to its project. */
export function artefactRecords(db: Database) {
  const records = projectRecords(db);
  const projectOfMonitoring = async (id: string | undefined) => (id ? (await findMonitoring(db, id))?.projectId : undefined);
  const projectOfArtefact = async (id: string) => projectOfMonitoring((await findArtefactById(db, id))?.monitoringId);
  return {
    /** `GET /monitoring/artefacts` names a monitoring (the list) or one artefact. */
    monitoringOrArtefact: () =>
      records.through(
        'artefact',
        [inQuery('artefact_id'), inQuery('monitoring_id')],
        (_db, id, field) => (field === 'artefact_id' ? projectOfArtefact(id) : projectOfMonitoring(id)),
        (field) => (field === 'artefact_id' ? ARTEFACT_NOT_FOUND : MONITORING_NOT_FOUND),
      ),
    monitoring: (where: 'query' | 'form') =>
      records.through('monitoring', where === 'query' ? inQuery('monitoring_id') : inForm('monitoring_id'), (_db, id) => projectOfMonitoring(id), MONITORING_NOT_FOUND),
    artefact: () => records.through('artefact', inJson('artefact_id'), (_db, id) => projectOfArtefact(id), ARTEFACT_NOT_FOUND),
  };
}
