import { ALARM_SEVERITIES } from '@/lib/schemas/monitoring-alarm-constants';
import type { AlarmCounts, AlarmSummary, NotificationSettings, NotificationSettingsInput } from '@/lib/schemas/monitoring-alarm-settings';
import type { Database } from '@/server/db/client';
import type { Caller } from '@/server/modules/projects/public';
import { accessToMonitoring } from './access';
import { alarmCounts, chosenSeverities, reactorIdsOf, saveSeverities } from './alarms-people-repository';
import { MONITORING_NOT_FOUND } from './sites-service';

const noCounts = (): AlarmCounts => ({ critical: 0, major: 0, minor: 0, warning: 0, total: 0 });

/**
 * How many alarms wait on each reactor, and what each person hears of them: anyone who reads the
 * project sees the counts and keeps their own settings.
 */
export function createAlarmPeopleService(db: Database) {
  return {
    /** Per reactor of the monitoring, by severity: the alarms no one acknowledged yet, and the active ones. */
    async summary(monitoringId: string, caller: Caller): Promise<AlarmSummary> {
      await accessToMonitoring(db, monitoringId, caller, 'read', MONITORING_NOT_FOUND);
      const reactors = new Map((await reactorIdsOf(db, monitoringId)).map((id) => [id, { unacknowledged: noCounts(), active: noCounts() }]));
      for (const row of await alarmCounts(db, monitoringId)) {
        const counts = reactors.get(row.reactorId);
        if (!counts) continue;
        counts.unacknowledged[row.severity] += row.unacknowledged;
        counts.unacknowledged.total += row.unacknowledged;
        counts.active[row.severity] += row.active;
        counts.active.total += row.active;
      }
      return [...reactors].map(([reactorId, counts]) => ({ reactor_id: reactorId, ...counts }));
    },

    async settingsOf(monitoringId: string, caller: Caller): Promise<NotificationSettings> {
      await accessToMonitoring(db, monitoringId, caller, 'read', MONITORING_NOT_FOUND);
      const chosen = (await chosenSeverities(db, monitoringId, [caller.user.id])).get(caller.user.id);
      return { monitoring_id: monitoringId, severities: chosen ?? [...ALARM_SEVERITIES] };
    },

    async chooseSettings(input: NotificationSettingsInput, caller: Caller): Promise<NotificationSettings> {
      await accessToMonitoring(db, input.monitoring_id, caller, 'read', MONITORING_NOT_FOUND);
      await saveSeverities(db, input.monitoring_id, caller.user.id, input.severities);
      return { monitoring_id: input.monitoring_id, severities: input.severities };
    },
  };
}
export type AlarmPeopleService = ReturnType<typeof createAlarmPeopleService>;
