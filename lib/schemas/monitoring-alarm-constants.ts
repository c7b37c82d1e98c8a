/*
 * The alarms' constants, apart from their schemas: the reactor page reads them without loading zod (first-load JavaScript).
 */

export const ALARM_RULE_KINDS = ['out_of_range', 'rate_of_change', 'silent'] as const;
export const ALARM_STATES = ['raised', 'acknowledged', 'cleared'] as const;
/** Longest a rule may wait (out of range, or silent) before it raises an alarm: a week. */
export const MAX_ALARM_DURATION_S = 7 * 24 * 3600;
/** Longest a rule may be silenced at once: 30 days. */
export const MAX_SILENCE_DAYS = 30;
export const MAX_ALARM_NOTE = 500;
