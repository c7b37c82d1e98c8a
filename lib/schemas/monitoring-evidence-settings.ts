import { z } from 'zod';
import { uuidSchema } from './common';
import {
  DEFAULT_DISTANCE_TOLERANCE_M,
  DEFAULT_TIME_TOLERANCE_HOURS,
  EVIDENCE_METHODOLOGIES,
  MAX_DISTANCE_TOLERANCE_M,
  MAX_PLAN_PERIODS,
  MAX_TIME_TOLERANCE_HOURS,
  PLAN_PERIODS,
} from './monitoring-batch-constants';
import { instantSchema } from './monitoring-data';

/*
 * A project's evidence settings (`/monitoring/evidence-settings`, R-22.5) and its plan against actual
 * (`/monitoring/plan-vs-actual`, R-22.27). Every field is snake_case.
 */

export const evidenceSettingsQuerySchema = z.object({ monitoring_id: uuidSchema }).meta({ id: 'EvidenceSettingsQuery', description: 'The monitoring whose settings to read' });

const settingsFields = {
  methodology: z.enum(EVIDENCE_METHODOLOGIES).describe('The registry methodology the evidence follows'),
  time_tolerance_hours: z
    .number()
    .min(0)
    .max(MAX_TIME_TOLERANCE_HOURS)
    .describe(`How far a photo’s capture time may lie outside its batch (default ${DEFAULT_TIME_TOLERANCE_HOURS} h)`),
  distance_tolerance_m: z.number().min(0).max(MAX_DISTANCE_TOLERANCE_M).describe(`How far from the site a photo may be taken (default ${DEFAULT_DISTANCE_TOLERANCE_M} m)`),
};

export const evidenceSettingsInputSchema = z
  .object({ monitoring_id: uuidSchema, ...settingsFields })
  .meta({ id: 'EvidenceSettingsInput', description: 'Changes the evidence settings of a project' });
export type EvidenceSettingsInput = z.infer<typeof evidenceSettingsInputSchema>;

export const evidenceSettingsSchema = z
  .object({
    monitoring_id: uuidSchema,
    ...settingsFields,
    is_default: z.boolean().describe('Nobody changed them yet'),
    updated_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'EvidenceSettings', description: 'The methodology and the photo checks’ tolerances of a project' });
export type EvidenceSettings = z.infer<typeof evidenceSettingsSchema>;

export const planQuerySchema = z
  .object({
    monitoring_id: uuidSchema,
    period: z.enum(PLAN_PERIODS).default('month'),
    to: instantSchema.optional().describe('The end of the last period shown (now by default)'),
    count: z.coerce.number().int().min(1).max(MAX_PLAN_PERIODS).default(12).describe('How many periods, ending with the one holding `to`'),
  })
  .meta({ id: 'PlanQuery', description: 'A monitoring and the periods to compare' });
export type PlanQuery = z.infer<typeof planQuerySchema>;

export const planSchema = z
  .object({
    monitoring_id: uuidSchema,
    period: z.enum(PLAN_PERIODS),
    publication: z
      .object({ id: uuidSchema, title: z.string(), removals_per_year: z.number().nullable(), figures_computed_at: z.iso.datetime().nullable() })
      .nullable()
      .describe('The project’s published opportunity, null when it has none'),
    periods: z.array(
      z.object({
        from: z.iso.datetime(),
        to: z.iso.datetime(),
        label: z.string().describe('2026-10 or 2026-Q4'),
        planned_t: z.number().nullable().describe('The removals promised per year, shared over the period'),
        actual_t: z.number().nullable().describe('CO2 removed, summed over the reactors (the KPIs’ co2_removed_t)'),
        biochar_t: z.number().nullable(),
        reactors_missing: z.number().int().describe('Reactors whose removals could not be computed for the period'),
      }),
    ),
    totals: z.object({ planned_t: z.number().nullable(), actual_t: z.number().nullable(), ratio: z.number().nullable().describe('actual over planned') }),
  })
  .meta({ id: 'PlanVsActual', description: 'The removals promised in the publication against those measured, per period' });
export type PlanVsActual = z.infer<typeof planSchema>;
