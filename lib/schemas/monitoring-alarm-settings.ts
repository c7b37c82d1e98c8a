import { z } from 'zod';
import { uuidSchema } from './common';
import { ALARM_SEVERITIES } from './monitoring-alarm-constants';

/*
 * What each person hears of a monitoring's alarms (`/monitoring/alarms/notifications`), and how many alarms wait on
 * each reactor (`/monitoring/alarms/summary`). docs/requirements.md.
 */

export const notificationSettingsQuerySchema = z
  .object({ monitoring_id: uuidSchema })
  .meta({ id: 'AlarmNotificationSettingsQuery', description: 'The monitoring whose alarm mails to read the caller’s settings of' });

export const notificationSettingsInputSchema = z
  .object({
    monitoring_id: uuidSchema,
    severities: z
      .array(z.enum(ALARM_SEVERITIES))
      .max(ALARM_SEVERITIES.length)
      .transform((list) => ALARM_SEVERITIES.filter((severity) => list.includes(severity)))
      .describe('The severities whose alarms mail the caller (none: no alarm mail)'),
  })
  .meta({ id: 'AlarmNotificationSettingsInput', description: 'Which severities mail the caller, for one monitoring' });
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInputSchema>;

export const notificationSettingsSchema = z
  .object({ monitoring_id: uuidSchema, severities: z.array(z.enum(ALARM_SEVERITIES)) })
  .meta({ id: 'AlarmNotificationSettings', description: 'The severities whose alarms mail the caller (every one until they choose)' });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const alarmSummaryQuerySchema = z.object({ monitoring_id: uuidSchema }).meta({ id: 'AlarmSummaryQuery', description: 'The monitoring whose reactors’ alarms to count' });

const countsSchema = z
  .object({ critical: z.number().int(), major: z.number().int(), minor: z.number().int(), warning: z.number().int(), total: z.number().int() })
  .meta({ id: 'AlarmCounts', description: 'Alarms by severity' });
export type AlarmCounts = z.infer<typeof countsSchema>;

export const alarmSummarySchema = z
  .array(
    z.object({
      reactor_id: uuidSchema,
      unacknowledged: countsSchema.describe('Alarms no one has acknowledged yet, active or back to normal'),
      active: countsSchema.describe('Alarms whose condition still holds, acknowledged or not'),
    }),
  )
  .meta({ id: 'AlarmSummary', description: 'Per reactor of the monitoring (those with no alarm waiting included), its alarms waiting' });
export type AlarmSummary = z.infer<typeof alarmSummarySchema>;
