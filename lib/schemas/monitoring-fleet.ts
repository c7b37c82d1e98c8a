import { z } from 'zod';
import { uuidSchema } from './common';
import { ALARM_SEVERITIES, ALARM_STATES } from './monitoring-alarm-constants';
import { FLEET_STATUSES } from './monitoring-fleet-constants';

/*
 * The fleet (`/monitoring/fleet`): every reactor the caller may read, at a glance (docs/requirements.md ), and
 * the alarms of the active list across them. Every field is snake_case.
 */

const bySeveritySchema = z.object(
  Object.fromEntries(ALARM_SEVERITIES.map((severity) => [severity, z.number().int().min(0)])) as Record<(typeof ALARM_SEVERITIES)[number], z.ZodNumber>,
);

const alarmCountsSchema = z
  .object({
    unacknowledged: z.number().int().min(0).describe('Alarms no one acknowledged yet, active or cleared'),
    active: bySeveritySchema.describe('Alarms whose condition still holds, by severity'),
  })
  .meta({ id: 'FleetAlarmCounts', description: 'Alarm counts of a reactor, or of the whole fleet' });
export type FleetAlarmCounts = z.infer<typeof alarmCountsSchema>;

const latestSchema = z.object({ time: z.iso.datetime(), value: z.number() }).nullable().describe('The newest reading; null before the first');

export const fleetParameterSchema = z
  .object({
    id: uuidSchema,
    name: z.string(),
    unit: z.string(),
    decimals: z.number().int(),
    expected_interval_s: z.number().int(),
    latest: latestSchema,
  })
  .meta({ id: 'FleetParameter', description: 'A parameter of a reactor (removed ones left out) with its newest reading' });
export type FleetParameter = z.infer<typeof fleetParameterSchema>;

export const fleetReactorSchema = z
  .object({
    id: uuidSchema,
    name: z.string(),
    project_id: uuidSchema,
    project_name: z.string(),
    site: z.object({ id: uuidSchema, name: z.string(), time_zone: z.string() }),
    status: z.enum(FLEET_STATUSES).describe('`online`: a parameter reported within three of its expected intervals; `silent`: none did; `no_data`: no reading ever'),
    last_reading_at: z.iso.datetime().nullable(),
    parameters: z.array(fleetParameterSchema),
    alarms: alarmCountsSchema,
  })
  .meta({ id: 'FleetReactor', description: 'A reactor at a glance' });
export type FleetReactor = z.infer<typeof fleetReactorSchema>;

export const fleetSchema = z
  .object({
    reactors: z.array(fleetReactorSchema).describe('By project, site and reactor name'),
    alarms: alarmCountsSchema.describe('The whole fleet’s counts'),
  })
  .meta({ id: 'Fleet', description: 'Every reactor the caller may read (projects owned or shared with them), at a glance' });
export type Fleet = z.infer<typeof fleetSchema>;

export const fleetAlarmSchema = z
  .object({
    id: uuidSchema,
    reactor_id: uuidSchema,
    reactor_name: z.string(),
    project_id: uuidSchema,
    site_name: z.string(),
    time_zone: z.string().describe('The site’s zone, in which the alarm’s times are shown'),
    parameter_name: z.string(),
    severity: z.enum(ALARM_SEVERITIES),
    state: z.enum(ALARM_STATES),
    message: z.string(),
    triggered_at: z.iso.datetime(),
  })
  .meta({ id: 'FleetAlarm', description: 'An alarm of the active list (not both cleared and acknowledged) of a reactor of the fleet' });
export type FleetAlarm = z.infer<typeof fleetAlarmSchema>;

export const fleetAlarmListSchema = z.array(fleetAlarmSchema).meta({ id: 'FleetAlarmList', description: 'Unacknowledged first, then by severity, newest first' });
