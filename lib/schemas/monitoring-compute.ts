import { z } from 'zod';
import { uuidSchema } from './common';
import {
  MAX_GAP_INTERVALS,
  MAX_MEAN_MOISTURE_PERCENT,
  MAX_MOISTURE_PERCENT,
  MAX_PRODUCTION_DIP_S,
  MAX_SHARE_BELOW_TEMPERATURE,
  MIN_PYROLYSIS_TEMPERATURE_C,
} from './monitoring-compute-constants';
import { instantSchema } from './monitoring-data';

/*
 * A period's KPIs of a reactor (`/monitoring/compute`). The parameters are found by what they measure, never by name
 * (docs/requirements.md ): `biochar_output` (a mass: each reading is the dry biochar made since the one before),
 * `reactor_temperature`, `feedstock_moisture` and, when measured, `organic_carbon` (the biochar's organic carbon share,
 * from the lab). When a reactor has several parameters of one measure, the first by name is read. Every field is snake_case.
 */

export * from './monitoring-compute-constants';

const share = z.coerce.number().min(0).max(1);

export const computeQuerySchema = z
  .object({
    reactor_id: uuidSchema,
    from: instantSchema.describe('Start of the period (included)'),
    to: instantSchema.describe('End of the period (excluded)'),
    c_org: share.optional().describe('Organic carbon share of the biochar (0–1); the period’s mean `c_org` reading when absent'),
    permanence: share.default(1).describe('Share of that carbon that stays stable over the durability horizon (0–1)'),
    emissions_t: z.coerce.number().min(0).max(1e9).default(0).describe('The project’s emissions over the period, in tonnes of CO2e'),
  })
  .refine((value) => Date.parse(value.from) < Date.parse(value.to), { message: 'from must be before to', path: ['to'] })
  .meta({ id: 'ComputeQuery', description: 'A reactor, a period, and the removal factors not measured' });
export type ComputeQuery = z.infer<typeof computeQuerySchema>;

const missing = z.string().nullable().describe('Why the figure could not be computed (no parameter measures what it needs, or it has no reading), else null');

export const kpisSchema = z
  .object({
    reactor_id: uuidSchema,
    from: z.iso.datetime(),
    to: z.iso.datetime(),
    biochar_t: z.number().nullable().describe('Dry biochar made in the period, in tonnes'),
    co2_removed_t: z.number().nullable().describe('biochar_t × c_org × 44/12 × permanence − emissions_t'),
    c_org: z.number().nullable().describe('The organic carbon share used'),
    uptime: z
      .number()
      .nullable()
      .describe(
        `Share of the known time (see unknown_hours) the reactor spent at ${MIN_PYROLYSIS_TEMPERATURE_C} °C or more. Each temperature reading holds ` +
          `until the next; readings more than ${MAX_GAP_INTERVALS} reporting intervals apart leave that gap unknown. The period ends now at the latest.`,
      ),
    uptime_hours: z.number().nullable().describe(`Hours at ${MIN_PYROLYSIS_TEMPERATURE_C} °C or more`),
    known_hours: z.number().nullable().describe('Hours of the period covered by temperature readings'),
    unknown_hours: z.number().nullable().describe(`Hours of the period with no temperature reading within ${MAX_GAP_INTERVALS} reporting intervals`),
    temperature: z
      .object({
        production_hours: z.number().describe(`Hours producing: at ${MIN_PYROLYSIS_TEMPERATURE_C} °C or more, plus dips below it of at most ${MAX_PRODUCTION_DIP_S / 60} min`),
        production_share: z.number().describe('production_hours over the known hours'),
        below_hours: z.number().describe(`Hours below ${MIN_PYROLYSIS_TEMPERATURE_C} °C during production (the dips)`),
        min_c: z.number().describe('Lowest temperature during production'),
        mean_c: z.number().describe('Time-weighted mean temperature during production'),
        compliant: z.boolean(),
      })
      .nullable()
      .describe(
        `Judged on production time only (a stop, such as a night, is not judged): compliant when at most ${MAX_SHARE_BELOW_TEMPERATURE * 100} % ` +
          `of the production time is below ${MIN_PYROLYSIS_TEMPERATURE_C} °C`,
      ),
    moisture: z
      .object({ mean_percent: z.number(), max_percent: z.number(), compliant: z.boolean() })
      .nullable()
      .describe(`Compliant when the mean is at most ${MAX_MEAN_MOISTURE_PERCENT} % and no reading is above ${MAX_MOISTURE_PERCENT} %`),
    missing: z.object({ biochar_t: missing, co2_removed_t: missing, uptime: missing, temperature: missing, moisture: missing }),
  })
  .meta({ id: 'MonitoringKpis', description: 'A reactor’s KPIs over a period' });
export type MonitoringKpis = z.infer<typeof kpisSchema>;
