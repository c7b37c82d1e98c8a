import { z } from 'zod';
import { uuidSchema } from './common';
import {
  ALARM_RULE_KINDS,
  ALARM_RULE_ORIGINS,
  ALARM_SEVERITIES,
  ALARM_STATES,
  MAX_ALARM_DURATION_S,
  MAX_ALARM_NOTE,
  MAX_ESCALATION_DELAY_S,
  MAX_SILENCE_DAYS,
} from './monitoring-alarm-constants';

/*
 * Alarms (`/monitoring/alarms`): rules per parameter, and the alarms they raise, raised → acknowledged → cleared.
 * Every field is snake_case.
 */

export { ALARM_RULE_KINDS, ALARM_SEVERITIES, ALARM_STATES, MAX_ALARM_DURATION_S, MAX_ALARM_NOTE, MAX_SILENCE_DAYS };

const severitySchema = z.enum(ALARM_SEVERITIES).describe('How urgent its alarms are: critical, major, minor or warning');
const escalationSchema = z
  .number()
  .int()
  .min(60)
  .max(MAX_ESCALATION_DELAY_S)
  .nullable()
  .describe('How long an alarm may wait unacknowledged before the project’s editors are mailed (null: never; absent: the severity’s default)');

const ruleFields = {
  min: z.number().nullable().default(null).describe('out_of_range: lowest value allowed (the parameter’s normal minimum when null)'),
  max: z.number().nullable().default(null).describe('out_of_range: highest value allowed (the parameter’s normal maximum when null)'),
  duration_s: z
    .number()
    .int()
    .min(0)
    .max(MAX_ALARM_DURATION_S)
    .default(0)
    .describe('out_of_range: how long values stay out before the alarm (0: at once); silent: how long without a reading (0: three reporting intervals)'),
  max_rate_per_min: z.number().positive().nullable().default(null).describe('rate_of_change: the largest change per minute between two readings'),
  severity: severitySchema.default('major'),
  escalation_delay_s: escalationSchema.optional(),
};

export const alarmRuleInputSchema = z
  .object({ parameter_id: uuidSchema, kind: z.enum(ALARM_RULE_KINDS), ...ruleFields })
  .refine((rule) => rule.kind !== 'rate_of_change' || rule.max_rate_per_min !== null, { message: 'A rate-of-change rule needs max_rate_per_min', path: ['max_rate_per_min'] })
  .refine((rule) => rule.min === null || rule.max === null || rule.min <= rule.max, { message: 'min must not exceed max', path: ['max'] })
  .meta({ id: 'AlarmRuleInput', description: 'A new rule on a parameter' });
export type AlarmRuleInput = z.infer<typeof alarmRuleInputSchema>;

export const alarmRuleUpdateSchema = z
  .object({
    rule_id: uuidSchema,
    enabled: z.boolean().optional(),
    severity: severitySchema.optional(),
    escalation_delay_s: escalationSchema.optional(),
    duration_s: z.number().int().min(0).max(MAX_ALARM_DURATION_S).optional(),
    silenced_until: z.iso
      .datetime({ offset: true })
      .nullable()
      .optional()
      .describe(`No alarm is raised until then (at most ${MAX_SILENCE_DAYS} days ahead); null ends the silence`),
  })
  .meta({ id: 'AlarmRuleUpdate', description: 'Turn a rule on or off, change its severity, delays, or silence it for a while' });
export type AlarmRuleUpdate = z.infer<typeof alarmRuleUpdateSchema>;

export const alarmRuleRefSchema = z.object({ rule_id: uuidSchema }).meta({ id: 'AlarmRuleRef', description: 'A rule to remove (its alarms go with it)' });

export const alarmRulesQuerySchema = z.object({ reactor_id: uuidSchema }).meta({ id: 'AlarmRulesQuery', description: 'The rules of a reactor’s parameters' });

export const alarmRuleSchema = z
  .object({
    id: uuidSchema,
    parameter_id: uuidSchema,
    kind: z.enum(ALARM_RULE_KINDS),
    min: z.number().nullable(),
    max: z.number().nullable(),
    duration_s: z.number().int(),
    max_rate_per_min: z.number().nullable(),
    enabled: z.boolean(),
    silenced_until: z.iso.datetime().nullable(),
    severity: z.enum(ALARM_SEVERITIES),
    escalation_delay_s: z.number().int().nullable().describe('Unacknowledged this long, an alarm is mailed to the project’s editors (null: never)'),
    origin: z.enum(ALARM_RULE_ORIGINS).describe('`normal_range`: made by the parameter’s normal range, and kept by it; `manual`: added by a person'),
  })
  .meta({ id: 'AlarmRule', description: 'A rule watching a parameter' });
export type AlarmRule = z.infer<typeof alarmRuleSchema>;

export const alarmsQuerySchema = z
  .object({
    reactor_id: uuidSchema,
    state: z.enum(['active', 'all']).default('active').describe('`active`: every alarm not both back to normal and acknowledged; `all`: the history too'),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  })
  .meta({ id: 'AlarmsQuery', description: 'The alarms of a reactor, newest first' });
export type AlarmsQuery = z.infer<typeof alarmsQuerySchema>;

const personSchema = z.object({ id: uuidSchema, name: z.string() }).nullable();

export const alarmSchema = z
  .object({
    id: uuidSchema,
    rule_id: uuidSchema,
    parameter_id: uuidSchema,
    kind: z.enum(ALARM_RULE_KINDS),
    state: z.enum(ALARM_STATES),
    severity: z.enum(ALARM_SEVERITIES),
    message: z.string().describe('What happened, in the caller’s language, times in the site’s time zone (named)'),
    value: z.number().nullable().describe('The reading that raised it (none for a silence)'),
    triggered_at: z.iso.datetime().describe('When the reading (or the silence) that raised it happened'),
    raised_at: z.iso.datetime(),
    acknowledged_at: z.iso.datetime().nullable(),
    acknowledged_by: personSchema,
    note: z.string().nullable(),
    cleared_at: z.iso.datetime().nullable(),
    cleared_by: personSchema.describe('Who cleared it; null when the readings came back to normal'),
    escalated_at: z.iso.datetime().nullable().describe('When it was mailed to the project’s editors, unacknowledged after its rule’s delay'),
  })
  .meta({ id: 'Alarm', description: 'An alarm and where it stands' });
export type Alarm = z.infer<typeof alarmSchema>;

export const alarmActionSchema = z
  .object({
    alarm_id: uuidSchema,
    action: z.enum(['acknowledge', 'clear']),
    note: z.string().trim().max(MAX_ALARM_NOTE).optional().describe('What was seen or done'),
  })
  .meta({ id: 'AlarmAction', description: 'Acknowledge an alarm, or clear an active one' });
export type AlarmAction = z.infer<typeof alarmActionSchema>;

export const acknowledgeClearedSchema = z
  .object({ reactor_id: uuidSchema, note: z.string().trim().max(MAX_ALARM_NOTE).optional() })
  .meta({ id: 'AcknowledgeCleared', description: 'Acknowledge every alarm of a reactor that is back to normal' });
export const acknowledgedCountSchema = z.object({ acknowledged: z.number().int() }).meta({ id: 'AcknowledgedCount', description: 'How many alarms were acknowledged' });
export const removedRuleSchema = z.object({ id: uuidSchema }).meta({ id: 'RemovedAlarmRule', description: 'The rule removed' });
