import { FLEET_ALARM_LIMIT } from '@/lib/schemas/monitoring-fleet-constants';
import type { Language } from '@/lib/schemas/common';
import type { Fleet, FleetAlarm, FleetAlarmCounts, FleetReactor } from '@/lib/schemas/monitoring-fleet';
import type { Database } from '@/server/db/client';
import type { CurrentUser } from '@/server/http/context';
import { grantEmailOf } from '@/server/modules/projects/public';
import { alarmMessage } from './alarms-message';
import { fleetAlarmCounts, fleetAlarms, fleetParameters, fleetReactors, type FleetParameterRow, type FleetViewer } from './fleet-repository';
import { addCounts, noAlarms, reactorStatus } from './fleet-status';

const iso = (ms: number) => new Date(ms).toISOString();

function viewerOf(user: CurrentUser): FleetViewer {
  return { userId: user.id, grantEmail: grantEmailOf(user) };
}

function groupBy<Row extends { reactor_id: string }>(rows: Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(row.reactor_id, [...(groups.get(row.reactor_id) ?? []), row]);
  return groups;
}

function toParameter(row: FleetParameterRow): FleetReactor['parameters'][number] {
  const latest = row.latest_ms === null || row.latest_value === null ? null : { time: iso(row.latest_ms), value: row.latest_value };
  return { id: row.id, name: row.name, unit: row.unit, decimals: row.decimals, expected_interval_s: row.expected_interval_s, latest };
}

/** The fleet of a user: what they may read, at a glance (docs/requirements.md ), and its alarms inbox. */
export function createFleetService(db: Database, clock: () => number = Date.now) {
  return {
    async fleet(user: CurrentUser): Promise<Fleet> {
      const viewer = viewerOf(user);
      const [reactors, parameters, counts] = await Promise.all([fleetReactors(db, viewer), fleetParameters(db, viewer), fleetAlarmCounts(db, viewer)]);
      const parametersOf = groupBy(parameters);
      const countsOf = groupBy(counts);
      const total: FleetAlarmCounts = noAlarms();
      const now = clock();
      return {
        reactors: reactors.map((reactor) => {
          const own = parametersOf.get(reactor.id) ?? [];
          const { status, lastReadingMs } = reactorStatus(own, now);
          const alarms = noAlarms();
          for (const row of countsOf.get(reactor.id) ?? []) {
            addCounts(alarms, row.severity, row.unacknowledged, row.active);
            addCounts(total, row.severity, row.unacknowledged, row.active);
          }
          return {
            id: reactor.id,
            name: reactor.name,
            project_id: reactor.project_id,
            project_name: reactor.project_name,
            site: { id: reactor.site_id, name: reactor.site_name, time_zone: reactor.time_zone },
            status,
            last_reading_at: lastReadingMs === null ? null : iso(lastReadingMs),
            parameters: own.map(toParameter),
            alarms,
          };
        }),
        alarms: total,
      };
    },

    /** The inbox; each alarm's text in the caller's language and its site's zone, as on the reactor page. */
    async alarms(user: CurrentUser, language: Language): Promise<FleetAlarm[]> {
      const rows = await fleetAlarms(db, viewerOf(user), FLEET_ALARM_LIMIT);
      return rows.map(({ triggered_ms, parameter_unit, parameter_decimals, facts, value, message, ...row }) => {
        const triggeredAt = new Date(triggered_ms);
        const text = alarmMessage(
          { triggeredAt, value, facts, message },
          { name: row.parameter_name, unit: parameter_unit, decimals: parameter_decimals },
          language,
          row.time_zone,
        );
        return { ...row, message: text, triggered_at: triggeredAt.toISOString() };
      });
    },
  };
}

export type FleetService = ReturnType<typeof createFleetService>;
