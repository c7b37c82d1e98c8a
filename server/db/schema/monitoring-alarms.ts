import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ALARM_RULE_KINDS, ALARM_RULE_ORIGINS, ALARM_SEVERITIES, ALARM_STATES } from '@/lib/schemas/monitoring-alarm-constants';
import { monitoringParameters, monitorings } from './monitoring';
import { users } from './users';

/*
 * Alarms of a monitoring: rules per parameter, and the alarms they raise. Both carry `monitoring_id`, the distribution
 * column (docs/architecture.md, "Monitoring: readings and their storage").
 */

/** What a rule watches (values out of a range for a while, a value changing too fast, a parameter gone silent), and an alarm's states. */
type AlarmRuleKind = (typeof ALARM_RULE_KINDS)[number];
type AlarmState = (typeof ALARM_STATES)[number];
type AlarmSeverity = (typeof ALARM_SEVERITIES)[number];
type AlarmRuleOrigin = (typeof ALARM_RULE_ORIGINS)[number];

/**
 * The facts an alarm was raised on, beside its value and time, from which its text is written in each reader's
 * language and the site's time zone (docs/requirements.md ): the bound crossed and on which side, the rate
 * measured and the rate allowed, or the silence allowed and the last reading.
 */
export interface AlarmFacts {
  side?: 'above' | 'below';
  bound?: number;
  rate?: number;
  maxRate?: number;
  allowedS?: number;
  /** ISO instant of the last reading before a silence (none: never). */
  last?: string | null;
}

export const monitoringAlarmRules = pgTable(
  'monitoring_alarm_rules',
  {
    monitoringId: uuid('monitoring_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    parameterId: uuid('parameter_id').notNull(),
    kind: text('kind').$type<AlarmRuleKind>().notNull(),
    severity: text('severity').$type<AlarmSeverity>().notNull().default('major'),
    /** `normal_range`: made and kept by the parameter's normal range; `manual`: added by a person. */
    origin: text('origin').$type<AlarmRuleOrigin>().notNull().default('manual'),
    /** How long an alarm may wait unacknowledged before the project's editors are told; null: never. */
    escalationDelayS: integer('escalation_delay_s'),
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
    /** The text of alarms raised before their facts were kept; null since. */
    message: text('message'),
    facts: jsonb('facts').$type<AlarmFacts>(),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    note: text('note'),
    clearedBy: uuid('cleared_by').references(() => users.id, { onDelete: 'set null' }),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    /** Who has been told: 1 the project's owner, at raise; 2 its editors too, once the delay passed unacknowledged. */
    escalationLevel: integer('escalation_level').notNull().default(1),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
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

/** Which severities mail a person, per monitoring; no row: every severity. */
export const monitoringAlarmNotificationSettings = pgTable(
  'monitoring_alarm_notification_settings',
  {
    monitoringId: uuid('monitoring_id')
      .notNull()
      .references(() => monitorings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    severities: text('severities').array().$type<AlarmSeverity[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'monitoring_alarm_notification_settings_pkey', columns: [table.monitoringId, table.userId] })],
);
export type AlarmNotificationSettingsRow = typeof monitoringAlarmNotificationSettings.$inferSelect;
