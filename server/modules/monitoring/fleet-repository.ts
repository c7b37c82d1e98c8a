import { sql, type SQL } from 'drizzle-orm';
import type { ALARM_SEVERITIES, ALARM_STATES } from '@/lib/schemas/monitoring-alarm-constants';
import type { Executor } from '@/server/db/client';
import type { AlarmRow } from '@/server/db/schema';
import { projectsReadableBy } from '@/server/modules/projects/public';

/*
 * The fleet (docs/requirements.md R-20.13, R-20.19): the reactors of every project a user may read (`projectsReadableBy`
 * of the projects module: owned, or shared with them) with their parameters' newest readings
 * and their alarm counts, and the alarms of their active list. Times come back as milliseconds since the epoch (the
 * same on PGlite and PostgreSQL).
 */

/** Who asks: the user, and the address through which invitations reach them (null until confirmed). */
type AlarmSeverity = (typeof ALARM_SEVERITIES)[number];
type AlarmState = (typeof ALARM_STATES)[number];

export interface FleetViewer {
  userId: string;
  grantEmail: string | null;
}

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** The monitorings of the projects the viewer may read (the projects module's subquery), as a `WITH` clause named `visible`. */
function visibleMonitorings(db: Executor, viewer: FleetViewer): SQL {
  return sql`visible as (
    select m.id as monitoring_id, p.id as project_id, p.name as project_name
    from (${projectsReadableBy(db, viewer)}) p join monitorings m on m.project_id = p.id)`;
}

export interface FleetReactorRow {
  monitoring_id: string;
  id: string;
  name: string;
  project_id: string;
  project_name: string;
  site_id: string;
  site_name: string;
  time_zone: string;
}

export async function fleetReactors(db: Executor, viewer: FleetViewer): Promise<FleetReactorRow[]> {
  return rowsOf<FleetReactorRow>(
    await db.execute(sql`
      with ${visibleMonitorings(db, viewer)}
      select r.monitoring_id, r.id, r.name, v.project_id, v.project_name, s.id as site_id, s.name as site_name, s.time_zone
      from visible v
      join monitoring_reactors r on r.monitoring_id = v.monitoring_id
      join monitoring_sites s on s.monitoring_id = r.monitoring_id and s.id = r.site_id
      order by v.project_name, v.project_id, s.name, r.name, r.id`),
  );
}

export interface FleetParameterRow {
  reactor_id: string;
  id: string;
  name: string;
  unit: string;
  decimals: number;
  expected_interval_s: number;
  latest_ms: number | null;
  latest_value: number | null;
}

/** The parameters (not removed) of the viewer's reactors, each with its newest reading. */
export async function fleetParameters(db: Executor, viewer: FleetViewer): Promise<FleetParameterRow[]> {
  const rows = rowsOf<FleetParameterRow>(
    await db.execute(sql`
      with ${visibleMonitorings(db, viewer)}
      select p.reactor_id, p.id, p.name, p.unit, p.decimals, p.expected_interval_s,
        (extract(epoch from latest.time) * 1000)::float8 as latest_ms, latest.value as latest_value
      from visible v
      join monitoring_parameters p on p.monitoring_id = v.monitoring_id and p.deleted_at is null
      left join lateral (
        select m.time, m.value from measurements m
        where m.monitoring_id = p.monitoring_id and m.parameter_id = p.id
        order by m.time desc limit 1
      ) latest on true
      order by p.reactor_id, p.name, p.id`),
  );
  return rows.map((row) => ({
    ...row,
    decimals: Number(row.decimals),
    expected_interval_s: Number(row.expected_interval_s),
    latest_ms: row.latest_ms === null ? null : Number(row.latest_ms),
    latest_value: row.latest_value === null ? null : Number(row.latest_value),
  }));
}

export interface FleetAlarmCountRow {
  reactor_id: string;
  severity: AlarmSeverity;
  unacknowledged: number;
  active: number;
}

/** Per reactor and severity: the alarms no one acknowledged, and those whose condition still holds. */
export async function fleetAlarmCounts(db: Executor, viewer: FleetViewer): Promise<FleetAlarmCountRow[]> {
  const rows = rowsOf<FleetAlarmCountRow>(
    await db.execute(sql`
      with ${visibleMonitorings(db, viewer)}
      select p.reactor_id, a.severity,
        count(*) filter (where a.state in ('active_unacknowledged', 'cleared_unacknowledged'))::int as unacknowledged,
        count(*) filter (where a.state in ('active_unacknowledged', 'active_acknowledged'))::int as active
      from visible v
      join monitoring_alarms a on a.monitoring_id = v.monitoring_id and a.state <> 'cleared_acknowledged'
      join monitoring_parameters p on p.monitoring_id = a.monitoring_id and p.id = a.parameter_id and p.deleted_at is null
      group by p.reactor_id, a.severity`),
  );
  return rows.map((row) => ({ ...row, unacknowledged: Number(row.unacknowledged), active: Number(row.active) }));
}

export interface FleetAlarmRow {
  id: string;
  reactor_id: string;
  reactor_name: string;
  project_id: string;
  site_name: string;
  time_zone: string;
  parameter_name: string;
  parameter_unit: string;
  parameter_decimals: number;
  severity: AlarmSeverity;
  state: AlarmState;
  message: string | null;
  facts: AlarmRow['facts'];
  value: number | null;
  triggered_ms: number;
}

/** The alarms of the active list across the viewer's reactors: unacknowledged first, then by severity, newest first. */
export async function fleetAlarms(db: Executor, viewer: FleetViewer, limit: number): Promise<FleetAlarmRow[]> {
  const rows = rowsOf<FleetAlarmRow>(
    await db.execute(sql`
      with ${visibleMonitorings(db, viewer)}
      select a.id, r.id as reactor_id, r.name as reactor_name, v.project_id, s.name as site_name, s.time_zone,
        p.name as parameter_name, p.unit as parameter_unit, p.decimals as parameter_decimals, a.severity, a.state, a.message, a.facts, a.value, (extract(epoch from a.triggered_at) * 1000)::float8 as triggered_ms
      from visible v
      join monitoring_alarms a on a.monitoring_id = v.monitoring_id and a.state <> 'cleared_acknowledged'
      join monitoring_parameters p on p.monitoring_id = a.monitoring_id and p.id = a.parameter_id and p.deleted_at is null
      join monitoring_reactors r on r.monitoring_id = p.monitoring_id and r.id = p.reactor_id
      join monitoring_sites s on s.monitoring_id = r.monitoring_id and s.id = r.site_id
      order by a.state in ('active_unacknowledged', 'cleared_unacknowledged') desc,
        array_position(array['critical', 'major', 'minor', 'warning'], a.severity), a.triggered_at desc, a.id
      limit ${limit}`),
  );
  return rows.map((row) => ({ ...row, triggered_ms: Number(row.triggered_ms) }));
}
