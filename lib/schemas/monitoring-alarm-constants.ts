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
