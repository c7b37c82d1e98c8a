import { z } from 'zod';
import { uuidSchema } from './common';
import { instantSchema } from './monitoring-data';

/*
 * A period's KPIs of a reactor (`/monitoring/compute`). The parameters are found by name: `biochar` (a mass: each
 * reading is the dry biochar made since the one before), `temperature`, `moisture` (feedstock) and, when measured,
 * `c_org` (the biochar's organic carbon share, from the lab). Every field is snake_case.
 */

/** Pyrolysis needs at least this reactor temperature. */
export const MIN_PYROLYSIS_TEMPERATURE_C = 350;
/** Feedstock moisture: the period's mean at most this… */
export const MAX_MEAN_MOISTURE_PERCENT = 15;
/** …and no reading above this. */
export const MAX_MOISTURE_PERCENT = 25;
/** Tonnes of CO2 per tonne of carbon (molar masses 44 and 12). */
export const CO2_PER_CARBON = 44 / 12;
/** The parameters the KPIs read, by name. */
export const KPI_PARAMETERS = { biochar: 'biochar', temperature: 'temperature', moisture: 'moisture', cOrg: 'c_org' } as const;

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

const missing = z.string().nullable().describe('Why the figure could not be computed (the parameter it needs is missing or has no reading), else null');

export const kpisSchema = z
  .object({
    reactor_id: uuidSchema,
    from: z.iso.datetime(),
    to: z.iso.datetime(),
    biochar_t: z.number().nullable().describe('Dry biochar made in the period, in tonnes'),
    co2_removed_t: z.number().nullable().describe('biochar_t × c_org × 44/12 × permanence − emissions_t'),
    c_org: z.number().nullable().describe('The organic carbon share used'),
    uptime: z.number().nullable().describe('Share of the period’s reporting intervals with the reactor at pyrolysis temperature'),
    temperature: z
      .object({ min_c: z.number(), mean_c: z.number(), share_at_temperature: z.number(), compliant: z.boolean() })
      .nullable()
      .describe(`Compliant when no reading is below ${MIN_PYROLYSIS_TEMPERATURE_C} °C`),
    moisture: z
      .object({ mean_percent: z.number(), max_percent: z.number(), compliant: z.boolean() })
      .nullable()
      .describe(`Compliant when the mean is at most ${MAX_MEAN_MOISTURE_PERCENT} % and no reading is above ${MAX_MOISTURE_PERCENT} %`),
    missing: z.object({ biochar_t: missing, co2_removed_t: missing, uptime: missing, temperature: missing, moisture: missing }),
  })
  .meta({ id: 'MonitoringKpis', description: 'A reactor’s KPIs over a period' });
export type MonitoringKpis = z.infer<typeof kpisSchema>;
