import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { ALARM_SEVERITIES } from '@/lib/schemas/monitoring-alarm-constants';
import type { Executor } from '@/server/db/client';
import { monitoringAlarmNotificationSettings, monitoringAlarmRules, monitoringAlarms, monitoringParameters, monitoringReactors, type AlarmRow } from '@/server/db/schema';

/*
 * Who hears of alarms and how many wait (docs/requirements.md ): each person's severities, the alarms due
 * for escalation, and the counts per reactor.
 */

type Severity = (typeof ALARM_SEVERITIES)[number];

/** The severities each of some people chose for a monitoring; a person absent chose nothing yet (every severity). */
export async function chosenSeverities(db: Executor, monitoringId: string, userIds: string[]): Promise<Map<string, Severity[]>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: monitoringAlarmNotificationSettings.userId, severities: monitoringAlarmNotificationSettings.severities })
    .from(monitoringAlarmNotificationSettings)
    .where(and(eq(monitoringAlarmNotificationSettings.monitoringId, monitoringId), inArray(monitoringAlarmNotificationSettings.userId, userIds)));
  return new Map(rows.map((row) => [row.userId, row.severities]));
}

export async function saveSeverities(db: Executor, monitoringId: string, userId: string, severities: Severity[]): Promise<void> {
  await db
    .insert(monitoringAlarmNotificationSettings)
    .values({ monitoringId, userId, severities })
    .onConflictDoUpdate({
      target: [monitoringAlarmNotificationSettings.monitoringId, monitoringAlarmNotificationSettings.userId],
      set: { severities, updatedAt: new Date() },
    });
}

/** Alarms told to the owner only, unacknowledged longer than their rule's escalation delay at `now`. */
export async function dueForEscalation(db: Executor, now: Date): Promise<AlarmRow[]> {
  const rows = await db
    .select({ alarm: monitoringAlarms })
    .from(monitoringAlarms)
    .innerJoin(monitoringAlarmRules, and(eq(monitoringAlarmRules.monitoringId, monitoringAlarms.monitoringId), eq(monitoringAlarmRules.id, monitoringAlarms.ruleId)))
    .where(
      and(
        eq(monitoringAlarms.escalationLevel, 1),
        isNull(monitoringAlarms.acknowledgedAt),
        isNotNull(monitoringAlarmRules.escalationDelayS),
        lte(sql`${monitoringAlarms.raisedAt} + make_interval(secs => ${monitoringAlarmRules.escalationDelayS})`, now),
      ),
    )
    .limit(500);
  return rows.map((row) => row.alarm);
}

/**
 * Moves an alarm from one escalation level to the next: answers it when this call did (so that, whatever the number
 * of instances sweeping, its people are told once), undefined when another did first or it was acknowledged meanwhile.
 */
export async function takeEscalation(db: Executor, alarm: Pick<AlarmRow, 'monitoringId' | 'id'>, from: number, now: Date): Promise<AlarmRow | undefined> {
  const [row] = await db
    .update(monitoringAlarms)
    .set({ escalationLevel: from + 1, escalatedAt: now })
    .where(
      and(
        eq(monitoringAlarms.monitoringId, alarm.monitoringId),
        eq(monitoringAlarms.id, alarm.id),
        eq(monitoringAlarms.escalationLevel, from),
        isNull(monitoringAlarms.acknowledgedAt),
      ),
    )
    .returning();
  return row;
}

export interface AlarmCountRow {
  reactorId: string;
  severity: Severity;
  unacknowledged: number;
  active: number;
}

/** The reactors of a monitoring. */
export async function reactorIdsOf(db: Executor, monitoringId: string): Promise<string[]> {
  const rows = await db.select({ id: monitoringReactors.id }).from(monitoringReactors).where(eq(monitoringReactors.monitoringId, monitoringId));
  return rows.map((row) => row.id);
}

/** Per reactor and severity, the alarms not yet acknowledged and the active ones (of parameters not removed). */
export async function alarmCounts(db: Executor, monitoringId: string): Promise<AlarmCountRow[]> {
  const rows = await db
    .select({
      reactorId: monitoringParameters.reactorId,
      severity: monitoringAlarms.severity,
      unacknowledged: sql<number>`count(*) filter (where ${monitoringAlarms.state} in ('active_unacknowledged', 'cleared_unacknowledged'))`,
      active: sql<number>`count(*) filter (where ${monitoringAlarms.state} in ('active_unacknowledged', 'active_acknowledged'))`,
    })
    .from(monitoringAlarms)
    .innerJoin(monitoringParameters, and(eq(monitoringParameters.monitoringId, monitoringAlarms.monitoringId), eq(monitoringParameters.id, monitoringAlarms.parameterId)))
    .where(and(eq(monitoringAlarms.monitoringId, monitoringId), sql`${monitoringAlarms.state} <> 'cleared_acknowledged'`, isNull(monitoringParameters.deletedAt)))
    .groupBy(monitoringParameters.reactorId, monitoringAlarms.severity);
  return rows.map((row) => ({ ...row, unacknowledged: Number(row.unacknowledged), active: Number(row.active) }));
}
