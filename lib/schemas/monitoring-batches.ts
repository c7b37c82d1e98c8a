import { z } from 'zod';
import { uuidSchema } from './common';
import { MAX_BATCH_CODE, MAX_BATCH_CONDITIONS, MAX_BATCH_DAYS, MAX_BATCH_VARIATION_PERCENT } from './monitoring-batch-constants';
import { instantSchema } from './monitoring-data';

/*
 * Production batches (`/monitoring/batches`, docs/requirements.md ): one run of a reactor, open while it
 * has no end. Every field is snake_case.
 */

export * from './monitoring-batch-constants';

const codeSchema = z.string().trim().min(1).max(MAX_BATCH_CODE).describe('The operators’ label of the batch, unique per monitoring (e.g. B-2026-031)');
const feedstockSchema = z.string().trim().min(1).max(200).describe('What was fed (e.g. wood_chips)');
const notesSchema = z.string().trim().max(2000).nullable();
export const conditionsSchema = z
  .record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'A condition’s name is snake_case, at most 40 characters'), z.union([z.number().finite(), z.string().max(200)]))
  .refine((value) => Object.keys(value).length <= MAX_BATCH_CONDITIONS, { message: `At most ${MAX_BATCH_CONDITIONS} conditions` })
  .describe('The conditions the batch ran under, as declared (target temperature, moisture…)');

export const batchInputSchema = z
  .object({
    reactor_id: uuidSchema,
    code: codeSchema.optional().describe('Made from the start (B-YYYYMMDD-HHMM, UTC) when absent'),
    started_at: instantSchema,
    ended_at: instantSchema.nullable().default(null).describe('A batch recorded afterwards is opened and closed at once'),
    feedstock: feedstockSchema,
    conditions: conditionsSchema.default({}),
    notes: notesSchema.default(null),
  })
  .refine((value) => value.ended_at === null || Date.parse(value.started_at) < Date.parse(value.ended_at), { message: 'ended_at must be after started_at', path: ['ended_at'] })
  .meta({ id: 'BatchInput', description: 'Opens a batch on a reactor' });
export type BatchInput = z.input<typeof batchInputSchema>;

export const batchUpdateSchema = z
  .object({
    batch_id: uuidSchema,
    code: codeSchema.optional(),
    started_at: instantSchema.optional(),
    ended_at: instantSchema.optional().describe('Only for a closed batch (close an open one with /monitoring/batches/close)'),
    feedstock: feedstockSchema.optional(),
    conditions: conditionsSchema.optional(),
    notes: notesSchema.optional(),
  })
  .meta({ id: 'BatchUpdate', description: 'Changes what was declared of a batch' });
export type BatchUpdate = z.infer<typeof batchUpdateSchema>;

export const batchCloseSchema = z.object({ batch_id: uuidSchema, ended_at: instantSchema }).meta({ id: 'BatchClose', description: 'Closes an open batch' });
export type BatchClose = z.infer<typeof batchCloseSchema>;

export const batchRefQuerySchema = z.object({ batch_id: uuidSchema }).meta({ id: 'BatchRef', description: 'One batch' });
export const batchListQuerySchema = z
  .object({ monitoring_id: uuidSchema, reactor_id: uuidSchema.optional().describe('Only this reactor’s batches') })
  .meta({ id: 'BatchListQuery', description: 'The batches of a monitoring, or of one of its reactors' });
export type BatchListQuery = z.infer<typeof batchListQuerySchema>;

const personSchema = z.object({ id: uuidSchema, name: z.string() }).nullable();

export const batchSchema = z
  .object({
    id: uuidSchema,
    monitoring_id: uuidSchema,
    reactor_id: uuidSchema,
    reactor_name: z.string(),
    code: z.string(),
    started_at: z.iso.datetime(),
    ended_at: z.iso.datetime().nullable(),
    open: z.boolean(),
    feedstock: z.string(),
    conditions: z.record(z.string(), z.union([z.number(), z.string()])),
    notes: z.string().nullable(),
    length_hours: z.number().describe('From start to end, or to now while open'),
    too_long: z.boolean().describe(`Longer than ${MAX_BATCH_DAYS} days`),
    opened_by: personSchema,
    closed_by: personSchema,
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Batch', description: 'A production batch' });
export type Batch = z.infer<typeof batchSchema>;
export const batchListSchema = z.array(batchSchema).meta({ id: 'BatchList', description: 'Batches, oldest start first' });

export const bandFigureSchema = z
  .object({
    parameter_id: uuidSchema,
    parameter_name: z.string(),
    unit: z.string(),
    readings: z.number().int(),
    min: z.number(),
    max: z.number(),
    mean: z.number(),
    variation_percent: z.number().nullable().describe('The largest distance of a reading from the mean, in percent of the mean (null when the mean is 0)'),
    within: z.boolean().nullable(),
  })
  .meta({ id: 'BandFigure', description: 'How one parameter varied over a batch' });
export type BandFigure = z.infer<typeof bandFigureSchema>;

export const batchDetailSchema = batchSchema
  .extend({
    band: z.object({
      max_variation_percent: z.number(),
      temperature: bandFigureSchema.nullable(),
      feedstock: bandFigureSchema.nullable().describe('Feedstock moisture, else the feed rate (feedstock mass)'),
      within: z.boolean().nullable().describe('Both within the band; null when a figure is missing'),
      missing: z.object({ temperature: z.string().nullable(), feedstock: z.string().nullable() }),
    }),
    length: z.object({ hours: z.number(), days: z.number(), max_days: z.number(), within: z.boolean() }),
    readings: z
      .array(
        z.object({
          parameter_id: uuidSchema,
          name: z.string(),
          unit: z.string(),
          measure: z.string(),
          count: z.number().int(),
          min: z.number().nullable(),
          max: z.number().nullable(),
          mean: z.number().nullable(),
        }),
      )
      .describe('Each parameter of the reactor over the batch'),
  })
  .meta({ id: 'BatchDetail', description: `A batch with its readings, its band (±${MAX_BATCH_VARIATION_PERCENT} %) and its length` });
export type BatchDetail = z.infer<typeof batchDetailSchema>;
