import type { Database } from '@/server/db/client';
import { inJson, inQuery } from '@/server/http/access/record';
import { projectRecords } from '@/server/modules/projects/public';
import { findAlarm, findRule } from './alarms-repository';
import { findBatchById } from './batches-repository';
import { BATCH_NOT_FOUND } from './batches-service';
import { DEVICE_NOT_FOUND } from './devices-service';
import { findDevice } from './devices-repository';
import { ALARM_NOT_FOUND, RULE_NOT_FOUND } from './alarms-service';
import { PARAMETER_NOT_FOUND, REACTOR_NOT_FOUND } from './reactors-service';
import { findAnyParameter, findMonitoring, findReactor, findSite } from './setup-repository';
import { MONITORING_NOT_FOUND, SITE_NOT_FOUND } from './sites-service';

/**
 * Where each monitoring route names its record, for the project classes' middleware: every record leads to its
 * monitoring, and the monitoring to its project. A caller without access to that project gets the record's own 404.
 */
const PROJECT_NOT_FOUND = 'Project not found';

export function monitoringRecords(db: Database) {
  const records = projectRecords(db);
  const projectOfMonitoring = async (monitoringId: string | undefined) => (monitoringId ? (await findMonitoring(db, monitoringId))?.projectId : undefined);
  const viaMonitoring = (find: (db: Database, id: string) => Promise<{ monitoringId: string } | undefined>) => async (_db: Database, id: string) =>
    projectOfMonitoring((await find(db, id))?.monitoringId);
  return {
    project: (where: 'query' | 'json') => records.through('project', where === 'query' ? inQuery('project_id') : inJson('project_id'), async (_db, id) => id, PROJECT_NOT_FOUND),
    monitoring: (where: 'query' | 'json') =>
      records.through('monitoring', where === 'query' ? inQuery('monitoring_id') : inJson('monitoring_id'), (_db, id) => projectOfMonitoring(id), MONITORING_NOT_FOUND),
    site: () => records.through('site', inJson('site_id'), viaMonitoring(findSite), SITE_NOT_FOUND),
    reactor: (where: 'query' | 'json') =>
      records.through('reactor', where === 'query' ? inQuery('reactor_id') : inJson('reactor_id'), viaMonitoring(findReactor), REACTOR_NOT_FOUND),
    /** The reactors of a site, or one reactor: `GET /monitoring/reactor` names either. */
    siteOrReactor: () =>
      records.through(
        'reactor',
        [inQuery('reactor_id'), inQuery('site_id')],
        (_db, id, field) => viaMonitoring(field === 'site_id' ? findSite : findReactor)(db, id),
        (field) => (field === 'site_id' ? SITE_NOT_FOUND : REACTOR_NOT_FOUND),
      ),
    /** A parameter in use or removed (its restoration names it): the service answers 404 where a removed one does not belong. */
    parameter: () => records.through('parameter', inJson('parameter_id'), viaMonitoring(findAnyParameter), PARAMETER_NOT_FOUND),
    device: (where: 'query' | 'json' = 'json') =>
      records.through('device', where === 'query' ? inQuery('device_id') : inJson('device_id'), viaMonitoring(findDevice), DEVICE_NOT_FOUND),
    rule: () => records.through('alarm rule', inJson('rule_id'), viaMonitoring(findRule), RULE_NOT_FOUND),
    alarm: () => records.through('alarm', inJson('alarm_id'), viaMonitoring(findAlarm), ALARM_NOT_FOUND),
    batch: (where: 'query' | 'json') => records.through('batch', where === 'query' ? inQuery('batch_id') : inJson('batch_id'), viaMonitoring(findBatchById), BATCH_NOT_FOUND),
  };
}

export type MonitoringRecords = ReturnType<typeof monitoringRecords>;
