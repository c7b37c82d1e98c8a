import { and, desc, eq, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { ACTIVE_ALARM_STATES } from '@/lib/schemas/monitoring-alarm-constants';
import type { Executor } from '@/server/db/client';
import { monitoringAlarmRules, monitoringAlarms, monitoringParameters, type AlarmRow, type AlarmRuleRow, type ParameterRow } from '@/server/db/schema';

/* Alarm rules and alarms (migration 0014), and the readings the rules look at. */

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

export type NewRule = Omit<typeof monitoringAlarmRules.$inferInsert, 'id' | 'createdAt'>;

export async function insertRule(db: Executor, rule: NewRule): Promise<AlarmRuleRow> {
  const [row] = await db.insert(monitoringAlarmRules).values(rule).returning();
  return row;
}

export async function findRule(db: Executor, id: string): Promise<AlarmRuleRow | undefined> {
  const [row] = await db.select().from(monitoringAlarmRules).where(eq(monitoringAlarmRules.id, id));
  return row;
}

export type RuleChanges = Partial<Pick<AlarmRuleRow, 'enabled' | 'silencedUntil' | 'severity' | 'escalationDelayS' | 'durationS'>>;

export async function updateRule(db: Executor, rule: AlarmRuleRow, changes: RuleChanges): Promise<AlarmRuleRow> {
  const [row] = await db
    .update(monitoringAlarmRules)
    .set(changes)
    .where(and(eq(monitoringAlarmRules.monitoringId, rule.monitoringId), eq(monitoringAlarmRules.id, rule.id)))
    .returning();
  return row;
}

export async function deleteRule(db: Executor, rule: AlarmRuleRow): Promise<void> {
  await db.delete(monitoringAlarmRules).where(and(eq(monitoringAlarmRules.monitoringId, rule.monitoringId), eq(monitoringAlarmRules.id, rule.id)));
}

/** The rule a parameter's normal range made, if any. */
export async function findNormalRangeRule(db: Executor, parameter: Pick<ParameterRow, 'monitoringId' | 'id'>): Promise<AlarmRuleRow | undefined> {
  const [row] = await db
    .select()
    .from(monitoringAlarmRules)
    .where(and(eq(monitoringAlarmRules.monitoringId, parameter.monitoringId), eq(monitoringAlarmRules.parameterId, parameter.id), eq(monitoringAlarmRules.origin, 'normal_range')))
    .limit(1);
  return row;
}

export async function listRules(db: Executor, monitoringId: string, parameterIds: string[]): Promise<AlarmRuleRow[]> {
  if (parameterIds.length === 0) return [];
  return db
    .select()
    .from(monitoringAlarmRules)
    .where(and(eq(monitoringAlarmRules.monitoringId, monitoringId), inArray(monitoringAlarmRules.parameterId, parameterIds)))
    .orderBy(monitoringAlarmRules.createdAt);
}

export type RuleWithParameter = AlarmRuleRow & { parameter: ParameterRow };

/** The enabled rules of some parameters (of every monitoring when `kind` is given and no parameters are), with their parameter. */
export async function rulesToEvaluate(db: Executor, where: { monitoringId: string; parameterIds: string[] } | { kind: 'silent' }): Promise<RuleWithParameter[]> {
  const scope =
    'kind' in where
      ? eq(monitoringAlarmRules.kind, where.kind)
      : and(eq(monitoringAlarmRules.monitoringId, where.monitoringId), inArray(monitoringAlarmRules.parameterId, where.parameterIds));
  const rows = await db
    .select({ rule: monitoringAlarmRules, parameter: monitoringParameters })
    .from(monitoringAlarmRules)
    .innerJoin(monitoringParameters, and(eq(monitoringParameters.monitoringId, monitoringAlarmRules.monitoringId), eq(monitoringParameters.id, monitoringAlarmRules.parameterId)))
    .where(and(eq(monitoringAlarmRules.enabled, true), isNull(monitoringParameters.deletedAt), scope)); // a removed parameter is not evaluated
  return rows.map(({ rule, parameter }) => ({ ...rule, parameter }));
}

/** The latest readings of a parameter, newest first. */
export async function latestReadings(db: Executor, monitoringId: string, parameterId: string, count: number): Promise<{ time: Date; value: number }[]> {
  const result = await db.execute(sql`
    select time, value from measurements
    where monitoring_id = ${monitoringId}::uuid and parameter_id = ${parameterId}::uuid
    order by time desc limit ${count}`);
  return rowsOf<{ time: Date | string; value: number }>(result).map((row) => ({ time: new Date(row.time), value: Number(row.value) }));
}

/** When the parameter's current run of values outside [low, high] began (its first reading after the last one inside), up to `until`. */
export async function excursionStart(db: Executor, monitoringId: string, parameterId: string, low: number, high: number, until: Date): Promise<Date | undefined> {
  const result = await db.execute(sql`
    select min(time) as since from measurements
    where monitoring_id = ${monitoringId}::uuid and parameter_id = ${parameterId}::uuid and time <= ${until.toISOString()}::timestamptz
      and time > coalesce((
        select max(time) from measurements
        where monitoring_id = ${monitoringId}::uuid and parameter_id = ${parameterId}::uuid
          and time <= ${until.toISOString()}::timestamptz and value >= ${low} and value <= ${high}
      ), '-infinity'::timestamptz)`);
  const since = rowsOf<{ since: Date | string | null }>(result)[0]?.since;
  return since ? new Date(since) : undefined;
}

/** A run of readings outside a range that a reading inside it ended: its first and last reading, and its furthest value. */
export interface ClosedExcursion {
  start: Date;
  end: Date;
  peak: number;
}

/**
 * The parameter's runs of values outside [low, high] that a later reading inside it ended and that hold a reading from
 * `from` on: what a late or buffered batch held between two normal readings. A run that a newer reading only
 * closed was judged while it lasted.
 */
export async function closedExcursions(db: Executor, monitoringId: string, parameterId: string, low: number, high: number, from: Date): Promise<ClosedExcursion[]> {
  const result = await db.execute(sql`
    with base as (
      select time, value, (value < ${low} or value > ${high}) as outside
      from measurements
      where monitoring_id = ${monitoringId}::uuid and parameter_id = ${parameterId}::uuid
        and time >= coalesce((
          select max(time) from measurements
          where monitoring_id = ${monitoringId}::uuid and parameter_id = ${parameterId}::uuid
            and time < ${from.toISOString()}::timestamptz and value >= ${low} and value <= ${high}
        ), '-infinity'::timestamptz)
    ),
    runs as (
      select time, value, outside, sum(case when outside then 0 else 1 end) over (order by time) as run from base
    )
    select min(time) as start, max(time) as "end",
      (array_agg(value order by greatest(value - ${high}, ${low} - value) desc))[1] as peak
    from runs where outside
    group by run
    having run < (select max(run) from runs) and max(time) >= ${from.toISOString()}::timestamptz
    order by run`);
  return rowsOf<{ start: Date | string; end: Date | string; peak: number }>(result).map((row) => ({
    start: new Date(row.start),
    end: new Date(row.end),
    peak: Number(row.peak),
  }));
}

export type NewAlarm = Pick<typeof monitoringAlarms.$inferInsert, 'monitoringId' | 'ruleId' | 'parameterId' | 'severity' | 'triggeredAt' | 'value' | 'facts'>;

/** Raises an alarm unless the rule already has an active one: answers the new alarm, or undefined. */
export async function raiseAlarm(db: Executor, alarm: NewAlarm): Promise<AlarmRow | undefined> {
  const [row] = await db
    .insert(monitoringAlarms)
    .values(alarm)
    .onConflictDoNothing({ target: [monitoringAlarms.monitoringId, monitoringAlarms.ruleId], where: sql`state in ('active_unacknowledged', 'active_acknowledged')` })
    .returning();
  return row;
}

/**
 * Records an excursion that is already over as an alarm back to normal and waiting for a person, unless an alarm of
 * the rule already began within it: answers the new alarm, or undefined.
 */
export async function recordPastAlarm(db: Executor, alarm: NewAlarm, end: Date): Promise<AlarmRow | undefined> {
  const [known] = await db
    .select({ id: monitoringAlarms.id })
    .from(monitoringAlarms)
    .where(
      and(
        eq(monitoringAlarms.monitoringId, alarm.monitoringId),
        eq(monitoringAlarms.ruleId, alarm.ruleId),
        gte(monitoringAlarms.triggeredAt, alarm.triggeredAt as Date),
        lte(monitoringAlarms.triggeredAt, end),
      ),
    )
    .limit(1);
  if (known) return undefined;
  const [row] = await db
    .insert(monitoringAlarms)
    .values({ ...alarm, state: 'cleared_unacknowledged', clearedAt: new Date() })
    .returning();
  return row;
}

/** Clears the rule's active alarm, if any, as the readings came back to normal (no one cleared it): answers it. */
export async function clearByReadings(db: Executor, rule: Pick<AlarmRuleRow, 'monitoringId' | 'id'>): Promise<AlarmRow[]> {
  return db
    .update(monitoringAlarms)
    .set({ state: sql`case when state = 'active_acknowledged' then 'cleared_acknowledged' else 'cleared_unacknowledged' end`, clearedAt: new Date() })
    .where(and(eq(monitoringAlarms.monitoringId, rule.monitoringId), eq(monitoringAlarms.ruleId, rule.id), inArray(monitoringAlarms.state, [...ACTIVE_ALARM_STATES])))
    .returning();
}

/** Acknowledges every alarm of some parameters back to normal and not yet acknowledged: answers them. */
export async function acknowledgeCleared(db: Executor, monitoringId: string, parameterIds: string[], who: string, note: string | null): Promise<AlarmRow[]> {
  if (parameterIds.length === 0) return [];
  return db
    .update(monitoringAlarms)
    .set({ state: 'cleared_acknowledged', acknowledgedBy: who, acknowledgedAt: new Date(), note: sql`coalesce(${note}::text, ${monitoringAlarms.note})` })
    .where(and(eq(monitoringAlarms.monitoringId, monitoringId), inArray(monitoringAlarms.parameterId, parameterIds), eq(monitoringAlarms.state, 'cleared_unacknowledged')))
    .returning();
}

export async function findAlarm(db: Executor, id: string): Promise<AlarmRow | undefined> {
  const [row] = await db.select().from(monitoringAlarms).where(eq(monitoringAlarms.id, id));
  return row;
}

export async function updateAlarm(db: Executor, alarm: AlarmRow, changes: Partial<AlarmRow>): Promise<AlarmRow> {
  const [row] = await db
    .update(monitoringAlarms)
    .set(changes)
    .where(and(eq(monitoringAlarms.monitoringId, alarm.monitoringId), eq(monitoringAlarms.id, alarm.id)))
    .returning();
  return row;
}

/** Alarms of some parameters, newest first; active ones only unless `all`. */
export async function listAlarms(db: Executor, monitoringId: string, parameterIds: string[], options: { all: boolean; limit: number }): Promise<AlarmRow[]> {
  if (parameterIds.length === 0) return [];
  const scope = and(eq(monitoringAlarms.monitoringId, monitoringId), inArray(monitoringAlarms.parameterId, parameterIds));
  return db
    .select()
    .from(monitoringAlarms)
    .where(options.all ? scope : and(scope, ne(monitoringAlarms.state, 'cleared_acknowledged')))
    .orderBy(desc(monitoringAlarms.raisedAt))
    .limit(options.limit);
}

/** Alarms of some parameters active at some moment of [from, to), with their rule's kind, oldest first. */
export async function alarmsDuring(db: Executor, monitoringId: string, parameterIds: string[], from: Date, to: Date): Promise<(AlarmRow & { kind: AlarmRuleRow['kind'] })[]> {
  if (parameterIds.length === 0) return [];
  const rows = await db
    .select({ alarm: monitoringAlarms, kind: monitoringAlarmRules.kind })
    .from(monitoringAlarms)
    .innerJoin(monitoringAlarmRules, and(eq(monitoringAlarmRules.monitoringId, monitoringAlarms.monitoringId), eq(monitoringAlarmRules.id, monitoringAlarms.ruleId)))
    .where(
      and(
        eq(monitoringAlarms.monitoringId, monitoringId),
        inArray(monitoringAlarms.parameterId, parameterIds),
        lt(monitoringAlarms.triggeredAt, to),
        or(isNull(monitoringAlarms.clearedAt), gte(monitoringAlarms.clearedAt, from)),
      ),
    )
    .orderBy(monitoringAlarms.triggeredAt)
    .limit(500);
  return rows.map(({ alarm, kind }) => ({ ...alarm, kind }));
}
