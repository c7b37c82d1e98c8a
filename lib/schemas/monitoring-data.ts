import { z } from 'zod';
import { uuidSchema } from './common';
import { DEVICE_KEY_HEADER } from './monitoring-data-constants';

export { DEVICE_KEY_HEADER };

/*
 * Monitoring readings: the batches devices send to `/monitoring/gather-IOT-data` and the readings read back from
 * `/monitoring/measurements`. Every field is snake_case.
 */

/** Most readings one batch may carry; a larger batch is refused whole (400). The body must also fit MAX_BODY_BYTES (1 MiB by default). */
export const MAX_READINGS_PER_BATCH = 5_000;
/** Most readings one page of `/monitoring/measurements` answers. */
export const MAX_READINGS_PER_PAGE = 10_000;
export const DEFAULT_READINGS_PER_PAGE = 1_000;

/*
 * The time window every reading shares, from a device or a form (docs/requirements.md ): not before
 * OLDEST_READING_TIME, at most READING_FUTURE_TOLERANCE_MS ahead of the server's clock (device and phone clocks drift).
 */
export const OLDEST_READING_TIME = Date.UTC(2000, 0, 1);
export const READING_FUTURE_TOLERANCE_MS = 5 * 60 * 1000;
/** Largest magnitude of a stored value, after conversion. */
export const MAX_READING_MAGNITUDE = 1e15;

/** Why a time (ms) is outside the readings' window, or undefined when it is inside. */
export function readingTimeProblem(time: number, now: number): 'time_in_future' | 'time_too_old' | undefined {
  if (time > now + READING_FUTURE_TOLERANCE_MS) return 'time_in_future';
  if (time < OLDEST_READING_TIME) return 'time_too_old';
  return undefined;
}

/** Why a reading of a batch was refused (the others are still taken). */
export const REFUSAL_REASONS = [
  'unknown_parameter',
  'parameter_removed',
  'invalid_time',
  'time_in_future',
  'time_too_old',
  'unit_not_convertible',
  'value_out_of_bounds',
  'outside_physical_limits',
  'conflict',
] as const;
/** Why a reading is refused as `conflict`: a stored value is changed only by an explicit correction. */
export const CONFLICT_MESSAGE = 'a different value is already stored for this time; send a correction';
export const refusalReasonSchema = z.enum(REFUSAL_REASONS).meta({
  id: 'ReadingRefusalReason',
  description:
    '`unknown_parameter`: no parameter of that name (or id) on the device’s reactor; `parameter_removed`: the parameter was ' +
    'removed (it can be restored for 30 days); `invalid_time`: not an ISO 8601 time with a zone, or a day that does not exist ' +
    '(2026-02-30); `time_in_future`: more than 5 minutes ahead of the server; `time_too_old`: before 2000; `unit_not_convertible`: ' +
    'no known conversion to the parameter’s unit; `value_out_of_bounds`: beyond ±1e15 after conversion, or below absolute zero; ' +
    '`outside_physical_limits`: impossible for what the parameter measures (a moisture outside 0–100 %, a negative mass, an ' +
    'organic carbon share outside 0–1); ' +
    `\`conflict\`: ${CONFLICT_MESSAGE} (POST /monitoring/measurements/corrections)`,
});
export type RefusalReason = z.infer<typeof refusalReasonSchema>;

export const readingInputSchema = z
  .object({
    parameter: z.string().max(80).describe('The parameter’s name on the reactor, or its id'),
    time: z.string().max(40).describe('When the value was measured: ISO 8601 with a zone (`2026-05-01T10:00:00Z`)'),
    value: z.number().describe('The measured value, in `unit` when given, else in the parameter’s unit'),
    unit: z.string().max(24).optional().describe('The unit of `value`, converted to the parameter’s unit'),
  })
  .meta({ id: 'ReadingInput', description: 'One reading a device sends' });
export type ReadingInput = z.infer<typeof readingInputSchema>;

export const readingBatchSchema = z
  .object({
    readings: z.array(readingInputSchema).min(1, 'A batch holds at least one reading').max(MAX_READINGS_PER_BATCH, `A batch holds at most ${MAX_READINGS_PER_BATCH} readings`),
  })
  .meta({ id: 'ReadingBatch', description: `Up to ${MAX_READINGS_PER_BATCH} readings, in any order, of the device’s reactor` });
export type ReadingBatch = z.infer<typeof readingBatchSchema>;

export const refusedReadingSchema = z
  .object({
    index: z.number().int().min(0).describe('Position of the reading in the batch'),
    parameter: z.string(),
    time: z.string(),
    reason: refusalReasonSchema,
    message: z.string().optional().describe('The reason in words, for `conflict`'),
    stored_value: z.number().optional().describe('For `conflict`: the value already stored for this parameter and time'),
  })
  .meta({ id: 'RefusedReading', description: 'A reading that was not stored, and why' });
export type RefusedReading = z.infer<typeof refusedReadingSchema>;

export const ingestionResultSchema = z
  .object({
    reactor_id: uuidSchema,
    received: z.number().int().min(0),
    accepted: z.number().int().min(0).describe('Readings stored by this batch'),
    duplicates: z.number().int().min(0).describe('Readings already stored (same parameter, time and value), or repeated in the batch: not stored again'),
    refused: z.array(refusedReadingSchema),
  })
  .meta({ id: 'IngestionResult', description: 'What became of each reading of a batch: received = accepted + duplicates + refused' });
export type IngestionResult = z.infer<typeof ingestionResultSchema>;

/** A batch sent over MQTT: the HTTP body plus the device key (no headers there) and an optional id echoed in the reply. */
export const mqttReadingBatchSchema = readingBatchSchema
  .extend({
    device_key: z.string().max(100).describe('The device’s key, as in the device-key header of the HTTP route'),
    batch_id: z.string().max(100).optional().describe('Any id of the device’s choosing, repeated in the reply'),
  })
  .meta({ id: 'MqttReadingBatch', description: 'A batch of readings published to the readings topic' });
export type MqttReadingBatch = z.infer<typeof mqttReadingBatchSchema>;

/** The reply published to the device's replies topic: the HTTP route's answer, or its refusal (status and message). */
export type MqttIngestionReply = { status: 200; batch_id?: string; result: IngestionResult } | { status: number; message: string; batch_id?: string; [detail: string]: unknown };

/**
 * Instants the API reads in a query: ISO 8601 with a zone, between 1970 and 2199. A day that does not exist
 * (2026-02-30) is refused, never rolled over to March.
 */
export const instantSchema = z.iso.datetime({ offset: true, error: 'Expected an ISO 8601 time with a zone' }).refine((value) => {
  const time = Date.parse(value);
  return time >= 0 && time < Date.UTC(2200, 0, 1);
}, 'Times run from 1970 to 2199');

/** When a form's observation was made: an instant inside the readings' window (its future bound needs the clock: the service checks it). */
export const readingInstantSchema = z.iso
  .datetime({ offset: true, error: 'Expected an ISO 8601 time with a zone' })
  .refine((value) => Date.parse(value) >= OLDEST_READING_TIME, `Times run from ${new Date(OLDEST_READING_TIME).getUTCFullYear()} on`);

export const measurementsQuerySchema = z
  .object({
    reactor_id: uuidSchema,
    parameter_id: uuidSchema.optional().describe('One parameter; all of the reactor’s without it'),
    from: instantSchema.describe('Start of the period (included)'),
    to: instantSchema.describe('End of the period (excluded)'),
    limit: z.coerce.number().int().min(1).max(MAX_READINGS_PER_PAGE).default(DEFAULT_READINGS_PER_PAGE),
    cursor: z.string().max(200).optional().describe('`next_cursor` of the previous page'),
  })
  .refine((value) => Date.parse(value.from) < Date.parse(value.to), { message: 'from must be before to', path: ['to'] })
  .meta({ id: 'MeasurementsQuery', description: 'Readings of a reactor’s parameters in [from, to), by time then parameter' });
export type MeasurementsQuery = z.infer<typeof measurementsQuerySchema>;

export const readingSchema = z
  .object({ parameter_id: uuidSchema, time: z.iso.datetime(), value: z.number() })
  .meta({ id: 'Reading', description: 'A stored reading, in its parameter’s unit' });
export type Reading = z.infer<typeof readingSchema>;

export const measurementPageSchema = z
  .object({
    reactor_id: uuidSchema,
    readings: z.array(readingSchema),
    next_cursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last'),
  })
  .meta({ id: 'MeasurementPage', description: 'A page of readings, oldest first' });
export type MeasurementPage = z.infer<typeof measurementPageSchema>;

/* ------------------------------------------------------------ corrections */

/** Most corrections one answer lists. */
export const MAX_CORRECTIONS_PER_PAGE = 200;

export const correctionInputSchema = z
  .object({
    reactor_id: uuidSchema,
    parameter_id: uuidSchema,
    time: instantSchema.describe('The time of the stored reading to correct'),
    value: z.number().describe('The right value, in the parameter’s unit'),
    reason: z.string().trim().min(3, 'Say why the value is corrected').max(500).describe('Why the value is corrected (kept with the old value)'),
  })
  .meta({ id: 'CorrectionInput', description: 'A new value for a stored reading, and why' });
export type CorrectionInput = z.infer<typeof correctionInputSchema>;

export const correctionSchema = z
  .object({
    id: uuidSchema,
    parameter_id: uuidSchema,
    time: z.iso.datetime().describe('The reading corrected'),
    old_value: z.number(),
    new_value: z.number(),
    reason: z.string(),
    corrected_by: z.object({ id: uuidSchema, name: z.string() }).nullable(),
    corrected_at: z.iso.datetime(),
  })
  .meta({ id: 'Correction', description: 'A reading’s value replaced: the old value, the new, who, when and why' });
export type Correction = z.infer<typeof correctionSchema>;

export const correctionsQuerySchema = z
  .object({
    reactor_id: uuidSchema,
    parameter_id: uuidSchema.optional().describe('One parameter; all of the reactor’s without it'),
    limit: z.coerce.number().int().min(1).max(MAX_CORRECTIONS_PER_PAGE).default(50),
  })
  .meta({ id: 'CorrectionsQuery', description: 'The corrections of a reactor’s readings, the latest first' });
export type CorrectionsQuery = z.infer<typeof correctionsQuerySchema>;

export const correctionListSchema = z.array(correctionSchema).meta({ id: 'CorrectionList', description: 'Corrections, the latest first' });

/* ------------------------------------------------------------ a device's batches */

export const deviceBatchesQuerySchema = z.object({ device_id: uuidSchema }).meta({ id: 'DeviceBatchesQuery', description: 'A device of a reactor' });

export const deviceBatchSchema = z
  .object({
    id: uuidSchema,
    received_at: z.iso.datetime(),
    received: z.number().int().min(0),
    accepted: z.number().int().min(0),
    duplicates: z.number().int().min(0),
    refused_count: z.number().int().min(0),
    refusals: z.array(refusedReadingSchema).describe('The batch’s first refusals, with their reasons'),
  })
  .meta({ id: 'DeviceBatch', description: 'What became of one batch a device sent' });
export type DeviceBatch = z.infer<typeof deviceBatchSchema>;

export const deviceBatchListSchema = z.array(deviceBatchSchema).meta({ id: 'DeviceBatchList', description: 'A device’s last batches (20 at most), the newest first' });
