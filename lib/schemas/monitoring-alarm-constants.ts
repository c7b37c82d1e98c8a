/*
 * The alarms' constants, apart from their schemas: the reactor page reads them without loading zod (first-load JavaScript).
 */

export const ALARM_RULE_KINDS = ['out_of_range', 'rate_of_change', 'silent'] as const;
/**
 * An alarm's four states (docs/requirements.md ): active or cleared (the value came back, or a person cleared it),
 * and acknowledged by a person or not. It stays in the active list until it is both cleared and acknowledged.
 */
export const ALARM_STATES = ['active_unacknowledged', 'active_acknowledged', 'cleared_unacknowledged', 'cleared_acknowledged'] as const;
/** The states of an alarm whose condition still holds: a rule has at most one alarm in them. */
export const ACTIVE_ALARM_STATES = ['active_unacknowledged', 'active_acknowledged'] as const;
/** Severities of a rule, and of the alarms it raises, most urgent first. */
export const ALARM_SEVERITIES = ['critical', 'major', 'minor', 'warning'] as const;
/** Longest a rule may wait (out of range, or silent) before it raises an alarm: a week. */
export const MAX_ALARM_DURATION_S = 7 * 24 * 3600;
/** Longest a rule may be silenced at once: 30 days. */
export const MAX_SILENCE_DAYS = 30;
export const MAX_ALARM_NOTE = 500;
/** Where a rule comes from: added by a person, or made and kept by its parameter's normal range. */
export const ALARM_RULE_ORIGINS = ['manual', 'normal_range'] as const;
/** The rule a normal range arms waits this long out of range before it raises. */
export const NORMAL_RANGE_RULE_DURATION_S = 60;
/** …and raises alarms of this severity. */
export const NORMAL_RANGE_RULE_SEVERITY = 'major' as const;
/**
 * How long an alarm of each severity may wait unacknowledged before the project's editors are told, unless
 * its rule says otherwise; null: it is never escalated.
 */
export const ESCALATION_DELAYS_S: Record<(typeof ALARM_SEVERITIES)[number], number | null> = {
  critical: 15 * 60,
  major: 60 * 60,
  minor: 4 * 3600,
  warning: null,
};
/** Longest escalation delay a rule may set: a week. */
export const MAX_ESCALATION_DELAY_S = 7 * 24 * 3600;
