import { z } from 'zod';
import { uuidSchema } from './common';
import { MAX_PARAMETER_DECIMALS, PARAMETER_MEASURES, PARAMETER_RESTORE_DAYS } from './monitoring-measures';

/*
 * Monitoring a plant, set-up: a project's monitoring, its sites, the reactors of a site with their parameters and
 * the devices that report for a reactor. Readings and their ingestion are in monitoring-data.ts. Every field is
 * snake_case.
 */

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`);
/** A trimmed optional text: empty or absent is null. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);

/** Whether the runtime knows this IANA time zone (`Europe/Paris`, `UTC`). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(isTimeZone, 'time_zone must be an IANA time zone, such as Europe/Paris')
  .meta({ id: 'TimeZone', description: 'An IANA time zone name (`Europe/Paris`, `Africa/Nairobi`, `UTC`)' });

/** Calendar days the database holds: years 1900 to 2199. */
export const calendarDateSchema = z.iso
  .date('Expected a date (YYYY-MM-DD)')
  .refine((value) => value >= '1900-01-01' && value < '2200-01-01', 'Dates run from 1900 to 2199')
  .meta({ id: 'CalendarDate', description: 'A calendar day, YYYY-MM-DD' });

/* ------------------------------------------------------------------ monitoring */

export const monitoringSchema = z
  .object({
    id: uuidSchema,
    project_id: uuidSchema,
    project_name: z.string(),
    access: z.enum(['owner', 'edit', 'read']).describe('What the caller may do: owner and edit manage, read only reads'),
    site_count: z.number().int().min(0),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Monitoring', description: 'The monitoring of a project: the root of its sites, reactors and readings' });
export type Monitoring = z.infer<typeof monitoringSchema>;

export const projectMonitoringSchema = monitoringSchema.nullable().meta({ id: 'ProjectMonitoring', description: 'The project’s monitoring, or null before it is created' });

export const createMonitoringSchema = z.object({ project_id: uuidSchema }).meta({ id: 'CreateMonitoring', description: 'The project whose monitoring to create' });
export const monitoringQuerySchema = z.object({ project_id: uuidSchema }).meta({ id: 'MonitoringQuery', description: 'The project whose monitoring to read' });

/* ------------------------------------------------------------------ sites */

const siteFields = {
  name: text('name', 120),
  address: optionalText('address', 300),
  latitude: z.number({ error: 'latitude must be a number' }).min(-90).max(90),
  longitude: z.number({ error: 'longitude must be a number' }).min(-180).max(180),
  time_zone: timeZoneSchema,
};

export const siteInputSchema = z
  .object({ monitoring_id: uuidSchema, ...siteFields })
  .meta({ id: 'SiteInput', description: 'A new site of a monitoring: its name, address, coordinates (WGS 84) and time zone' });
export type SiteInput = z.infer<typeof siteInputSchema>;

export const siteUpdateSchema = z
  .object({ site_id: uuidSchema, ...siteFields })
  .meta({ id: 'SiteUpdate', description: 'Replaces a site’s name, address, coordinates and time zone' });
export type SiteUpdate = z.infer<typeof siteUpdateSchema>;

export const siteRefSchema = z.object({ site_id: uuidSchema }).meta({ id: 'SiteRef', description: 'One site' });

export const sitesQuerySchema = z.object({ monitoring_id: uuidSchema }).meta({ id: 'SitesQuery', description: 'The monitoring whose sites to list' });

export const siteSchema = z
  .object({
    id: uuidSchema,
    monitoring_id: uuidSchema,
    name: z.string(),
    address: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    time_zone: z.string(),
    reactor_count: z.number().int().min(0),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Site', description: 'A monitored site' });
export type Site = z.infer<typeof siteSchema>;

export const siteListSchema = z.array(siteSchema).meta({ id: 'SiteList', description: 'The sites of a monitoring, by name' });

/* ------------------------------------------------------------------ reactors */

const reactorFields = {
  name: text('name', 120),
  model: optionalText('model', 120),
  oem_name: optionalText('oem_name', 120).describe('The manufacturer (OEM) of the reactor'),
  capacity_t_per_year: z.number().min(0).max(1e9).nullable().default(null).describe('Nameplate capacity, tonnes of feedstock per year'),
  commissioned_on: calendarDateSchema.nullable().default(null),
};

export const reactorInputSchema = z.object({ site_id: uuidSchema, ...reactorFields }).meta({ id: 'ReactorInput', description: 'A new reactor of a site' });
export type ReactorInput = z.infer<typeof reactorInputSchema>;

export const reactorUpdateSchema = z.object({ reactor_id: uuidSchema, ...reactorFields }).meta({ id: 'ReactorUpdate', description: 'Replaces a reactor’s description' });
export type ReactorUpdate = z.infer<typeof reactorUpdateSchema>;

export const reactorRefSchema = z.object({ reactor_id: uuidSchema }).meta({ id: 'ReactorRef', description: 'One reactor' });

export const reactorsQuerySchema = z
  .object({ site_id: uuidSchema.optional(), reactor_id: uuidSchema.optional() })
  .refine((value) => (value.site_id === undefined) !== (value.reactor_id === undefined), 'Give either site_id or reactor_id')
  .meta({ id: 'ReactorsQuery', description: 'The reactors of a site (site_id), or one reactor (reactor_id)' });

/* ------------------------------------------------------------------ parameters */

export const parameterMeasureSchema = z.enum(PARAMETER_MEASURES).meta({
  id: 'ParameterMeasure',
  description:
    'What the parameter measures (the KPIs find their parameters by it, never by name, and it sets the physical limits of a reading): ' +
    '`reactor_temperature`, `feedstock_moisture` (a share), `biochar_output` (dry biochar made since the previous reading, a mass), ' +
    '`feedstock_mass`, `organic_carbon` (the biochar’s organic carbon share), `other`',
});

const parameterFields = {
  name: text('name', 80).describe('What devices send as `parameter`; unique within the reactor'),
  unit: text('unit', 24).describe('The unit readings are stored in; see the ingestion route for the units converted'),
  normal_min: z.number().nullable().default(null).describe('Lowest normal value, in the parameter’s unit'),
  normal_max: z.number().nullable().default(null).describe('Highest normal value, in the parameter’s unit'),
  expected_interval_s: z.number().int().min(1).max(31_536_000).describe('How often a reading is expected, in seconds'),
  measure: parameterMeasureSchema.default('other'),
  decimals: z.number().int().min(0).max(MAX_PARAMETER_DECIMALS).default(2).describe('Decimals shown and exported'),
};
const rangeRule = <T extends { normal_min: number | null; normal_max: number | null }>(value: T) =>
  value.normal_min === null || value.normal_max === null || value.normal_min <= value.normal_max;
const rangeMessage = { message: 'normal_min must not exceed normal_max', path: ['normal_max'] };

export const parameterInputSchema = z
  .object({ reactor_id: uuidSchema, ...parameterFields })
  .refine(rangeRule, rangeMessage)
  .meta({ id: 'ParameterInput', description: 'A new measured parameter of a reactor' });
export type ParameterInput = z.infer<typeof parameterInputSchema>;

export const parameterUpdateSchema = z
  .object({ parameter_id: uuidSchema, ...parameterFields })
  .refine(rangeRule, rangeMessage)
  .meta({
    id: 'ParameterUpdate',
    description: 'Replaces a parameter’s name, unit (only while it has no reading), normal range, interval, measure and decimals; stored readings keep their values',
  });
export type ParameterUpdate = z.infer<typeof parameterUpdateSchema>;

export const parameterRefSchema = z.object({ parameter_id: uuidSchema }).meta({ id: 'ParameterRef', description: 'One parameter' });

export const parameterRemovalSchema = z
  .object({
    parameter_id: uuidSchema,
    confirm_name: z.string().max(80).optional().describe('The parameter’s name, typed by the person: required when the parameter has readings'),
  })
  .meta({ id: 'ParameterRemoval', description: 'A parameter to remove; its name typed again when it has readings' });
export type ParameterRemoval = z.infer<typeof parameterRemovalSchema>;

export const parameterSchema = z
  .object({
    id: uuidSchema,
    reactor_id: uuidSchema,
    name: z.string(),
    unit: z.string(),
    normal_min: z.number().nullable(),
    normal_max: z.number().nullable(),
    expected_interval_s: z.number().int(),
    measure: parameterMeasureSchema,
    decimals: z.number().int().min(0).max(MAX_PARAMETER_DECIMALS),
    has_readings: z.boolean().describe('Whether readings are stored: its unit is then fixed, and removing it asks for its name'),
  })
  .meta({ id: 'Parameter', description: 'A parameter a reactor reports' });
export type Parameter = z.infer<typeof parameterSchema>;

export const removedParameterSchema = z
  .object({
    id: uuidSchema,
    reactor_id: uuidSchema,
    name: z.string(),
    unit: z.string(),
    measure: parameterMeasureSchema,
    readings: z.number().int().min(0).describe('Readings kept with it'),
    removed_at: z.iso.datetime(),
    restorable_until: z.iso.datetime().describe(`${PARAMETER_RESTORE_DAYS} days after its removal; it is purged with its readings after`),
  })
  .meta({ id: 'RemovedParameter', description: 'A removed parameter, hidden everywhere and restorable until `restorable_until`' });
export type RemovedParameter = z.infer<typeof removedParameterSchema>;

export const removedParameterListSchema = z
  .array(removedParameterSchema)
  .meta({ id: 'RemovedParameterList', description: 'A reactor’s removed parameters, the latest removed first' });

export const removedParametersQuerySchema = z
  .object({ reactor_id: uuidSchema })
  .meta({ id: 'RemovedParametersQuery', description: 'The reactor whose removed parameters to list' });

/* ------------------------------------------------------------------ devices */

export const deviceInputSchema = z.object({ reactor_id: uuidSchema, name: text('name', 80) }).meta({ id: 'DeviceInput', description: 'A new device of a reactor' });
export type DeviceInput = z.infer<typeof deviceInputSchema>;

export const deviceActionSchema = z
  .object({ device_id: uuidSchema, action: z.enum(['rotate', 'revoke']) })
  .meta({ id: 'DeviceAction', description: '`rotate` gives the device a new key (the old one stops at once); `revoke` ends its access for good' });
export type DeviceAction = z.infer<typeof deviceActionSchema>;

export const deviceSchema = z
  .object({
    id: uuidSchema,
    reactor_id: uuidSchema,
    name: z.string(),
    key_prefix: z.string().describe('The first characters of the current key, to tell keys apart'),
    revoked_at: z.iso.datetime().nullable(),
    last_seen_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Device', description: 'A device that reports readings for a reactor (its key is never shown again)' });
export type Device = z.infer<typeof deviceSchema>;

/** Where a device publishes over MQTT when the server listens to a broker; null when MQTT is off. */
export const deviceMqttSchema = z
  .object({
    topic: z.string().describe('The topic to publish batches to (QoS 1): the HTTP body plus `device_key`'),
    replies_topic: z.string().describe('Where the answer to each batch is published'),
  })
  .nullable()
  .meta({ id: 'DeviceMqtt', description: 'The MQTT topics of the device, or null when the server takes no MQTT' });
export type DeviceMqtt = z.infer<typeof deviceMqttSchema>;

export const deviceWithKeySchema = z
  .object({
    device: deviceSchema,
    key: z.string().describe('The device key, shown this once: only its SHA-256 is kept'),
    mqtt: deviceMqttSchema.optional(),
  })
  .meta({ id: 'DeviceWithKey', description: 'A device with its new key' });
export type DeviceWithKey = z.infer<typeof deviceWithKeySchema>;

export const deviceAnswerSchema = z
  .union([deviceWithKeySchema, z.object({ device: deviceSchema })])
  .meta({ id: 'DeviceAnswer', description: 'The device, with its new key after a rotation' });

export const reactorSchema = z
  .object({
    id: uuidSchema,
    site_id: uuidSchema,
    monitoring_id: uuidSchema,
    name: z.string(),
    model: z.string().nullable(),
    oem_name: z.string().nullable(),
    capacity_t_per_year: z.number().nullable(),
    commissioned_on: z.string().nullable(),
    parameters: z.array(parameterSchema),
    devices: z.array(deviceSchema),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Reactor', description: 'A reactor with its parameters and devices' });
export type Reactor = z.infer<typeof reactorSchema>;

export const reactorListSchema = z.array(reactorSchema).meta({ id: 'ReactorList', description: 'The reactors of a site, by name' });

export const removedSchema = z
  .object({ id: uuidSchema, removed_readings: z.number().int().min(0) })
  .meta({ id: 'Removed', description: 'What was removed: the record and how many readings went with it' });
export type Removed = z.infer<typeof removedSchema>;
