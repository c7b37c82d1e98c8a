import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ALARM_RULE_KINDS, ALARM_SEVERITIES, ALARM_STATES } from '@/lib/schemas/monitoring-alarm-constants';
import { monitoringParameters } from './monitoring';
import { users } from './users';

/*
 * Alarms of a monitoring: rules per parameter, and the alarms they raise. Both carry `monitoring_id`, the distribution
 * column (docs/architecture.md, "Monitoring: readings and their storage").
 */

/** What a rule watches (values out of a range for a while, a value changing too fast, a parameter gone silent), and an alarm's states. */
type AlarmRuleKind = (typeof ALARM_RULE_KINDS)[number];
type AlarmState = (typeof ALARM_STATES)[number];
type AlarmSeverity = (typeof ALARM_SEVERITIES)[number];

export const monitoringAlarmRules = pgTable(
  'monitoring_alarm_rules',
  {
    monitoringId: uuid('monitoring_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    parameterId: uuid('parameter_id').notNull(),
    kind: text('kind').$type<AlarmRuleKind>().notNull(),
    severity: text('severity').$type<AlarmSeverity>().notNull().default('major'),
    /** out_of_range: the bounds (the parameter's normal range where null). */
    min: doublePrecision('min'),
    max: doublePrecision('max'),
    /** out_of_range: how long values stay out before an alarm; silent: how long without a reading. */
    durationS: integer('duration_s').notNull().default(0),
    /** rate_of_change: the largest change per minute allowed between two readings. */
    maxRatePerMin: doublePrecision('max_rate_per_min'),
    enabled: boolean('enabled').notNull().default(true),
    silencedUntil: timestamp('silenced_until', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'monitoring_alarm_rules_pkey', columns: [table.monitoringId, table.id] }),
    foreignKey({
      name: 'monitoring_alarm_rules_parameter_fk',
      columns: [table.monitoringId, table.parameterId],
      foreignColumns: [monitoringParameters.monitoringId, monitoringParameters.id],
    }).onDelete('cascade'),
    index('monitoring_alarm_rules_id_idx').on(table.id),
    index('monitoring_alarm_rules_parameter_idx').on(table.monitoringId, table.parameterId),
  ],
);
export type AlarmRuleRow = typeof monitoringAlarmRules.$inferSelect;

export const monitoringAlarms = pgTable(
  'monitoring_alarms',
  {
    monitoringId: uuid('monitoring_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    ruleId: uuid('rule_id').notNull(),
    parameterId: uuid('parameter_id').notNull(),
    state: text('state').$type<AlarmState>().notNull().default('active_unacknowledged'),
    /** The rule's severity when the alarm was raised. */
    severity: text('severity').$type<AlarmSeverity>().notNull().default('major'),
    /** The reading (or the silence) that raised it. */
    triggeredAt: timestamp('triggered_at', { withTimezone: true }).notNull(),
    value: doublePrecision('value'),
    message: text('message').notNull(),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    note: text('note'),
    clearedBy: uuid('cleared_by').references(() => users.id, { onDelete: 'set null' }),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'monitoring_alarms_pkey', columns: [table.monitoringId, table.id] }),
    foreignKey({
      name: 'monitoring_alarms_rule_fk',
      columns: [table.monitoringId, table.ruleId],
      foreignColumns: [monitoringAlarmRules.monitoringId, monitoringAlarmRules.id],
    }).onDelete('cascade'),
    index('monitoring_alarms_id_idx').on(table.id),
    index('monitoring_alarms_parameter_idx').on(table.monitoringId, table.parameterId, table.raisedAt),
    // One active alarm per rule: a rule that keeps failing does not flood anyone.
    uniqueIndex('monitoring_alarms_active_key')
      .on(table.monitoringId, table.ruleId)
      .where(sql`state in ('active_unacknowledged', 'active_acknowledged')`),
  ],
);
export type AlarmRow = typeof monitoringAlarms.$inferSelect;
