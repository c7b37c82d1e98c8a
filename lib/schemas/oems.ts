import { z } from 'zod';
import { paginatedSchema, paginationQuerySchema, uuidSchema } from './common';
import { CERTIFICATIONS, EMISSION_CONTROLS, FEEDSTOCKS, OUTPUTS, PROJECT_STAGES, WORLDWIDE } from './oem-constants';

/*
 * OEMs (issue 23): an equipment maker's company, its offer (reactor models), its requirements for a project, and
 * staff's verification. snake_case fields; matching's contract is in oem-matches.ts.
 */

export const feedstockSchema = z.enum(FEEDSTOCKS).meta({ id: 'Feedstock', description: 'A feedstock, as the questionnaire names it' });
export const projectStageSchema = z.enum(PROJECT_STAGES).meta({ id: 'ProjectStage', description: 'A project stage, as the questionnaire names it' });
export const certificationSchema = z.enum(CERTIFICATIONS).meta({ id: 'Certification', description: 'A certification a reactor is ready for' });
const regionSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{2}|WORLD)$/, 'A region is a two-letter country code (FR, KE) or WORLD')
  .meta({ description: `ISO 3166-1 alpha-2 country code, or ${WORLDWIDE} for everywhere` });
const tonnes = z.number().min(0, 'Capacities are not negative').max(10_000_000);
const euros = z.number().int('Amounts are whole euros').min(0).max(1e10);
const list = <Item extends z.ZodType>(item: Item, label: string) => z.array(item).min(1, `${label}: choose at least one`).max(50);

export const reactorModelSchema = z
  .object({
    name: z.string().trim().min(1, 'Each model needs a name').max(120),
    capacity_min: tonnes,
    capacity_max: tonnes,
    feedstocks: list(feedstockSchema, 'feedstocks'),
    moisture_max: z.number().min(0).max(100),
    outputs: list(z.enum(OUTPUTS), 'outputs'),
    emissions_control: z.array(z.enum(EMISSION_CONTROLS)).max(4),
    certifications: z.array(certificationSchema).max(3),
  })
  .refine((model) => model.capacity_min <= model.capacity_max, { message: 'capacity_min must not exceed capacity_max', path: ['capacity_max'] })
  .meta({ id: 'ReactorModel', description: 'One reactor model: capacity range in t of dry feedstock a year, feedstocks and moisture accepted' });
export type ReactorModel = z.infer<typeof reactorModelSchema>;

export const oemOfferSchema = z
  .object({
    models: z.array(reactorModelSchema).min(1, 'Describe at least one reactor model').max(20),
    regions: list(regionSchema, 'regions'),
    price_min: euros,
    price_max: euros,
    lead_time_months: z.number().int().min(0).max(120),
    references: z.string().trim().max(4000).default(''),
  })
  .refine((offer) => offer.price_min <= offer.price_max, { message: 'price_min must not exceed price_max', path: ['price_max'] })
  .meta({ id: 'OemOffer', description: 'What an OEM sells: its reactor models, regions served, price range (EUR) and lead time' });
export type OemOffer = z.infer<typeof oemOfferSchema>;

export const hardCriterionSchema = z.enum(['feedstock', 'capacity', 'region', 'budget', 'site', 'timing']);
export const oemRequirementsSchema = z
  .object({
    feedstocks: z.array(feedstockSchema).max(6).default([]),
    capacity_min: tonnes.nullable().default(null),
    regions: z.array(regionSchema).max(50).default([]),
    budget_min: euros.nullable().default(null),
    grid_required: z.boolean().default(false),
    permits_required: z.boolean().default(false),
    space_min_ha: z.number().min(0).max(10_000).nullable().default(null),
    stages: z.array(projectStageSchema).max(5).default([]),
    hard: z.array(hardCriterionSchema).max(6).default([]),
  })
  .meta({ id: 'OemRequirements', description: 'What an OEM asks of a project; criteria named in hard exclude a project that fails them' });
export type OemRequirements = z.infer<typeof oemRequirementsSchema>;

export const OEM_STATUSES = ['pending', 'verified', 'refused'] as const;
export const oemStatusSchema = z.enum(OEM_STATUSES).meta({ id: 'OemStatus', description: 'pending until staff decide; only verified OEMs are seen by others' });

export const oemSignUpSchema = z
  .object({
    legal_name: z.string().trim().min(2, 'legal_name is required').max(200),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'country is a two-letter code'),
    website: z.url('website must be an address (https://…)').max(300).nullable().default(null),
    description: z.string().trim().max(4000).default(''),
    offer: oemOfferSchema,
  })
  .meta({ id: 'OemInput', description: 'An OEM’s company and offer: the first PUT signs it up, pending verification' });
export type OemInput = z.infer<typeof oemSignUpSchema>;

export const oemSchema = z
  .object({
    company_id: uuidSchema,
    legal_name: z.string(),
    country: z.string().nullable(),
    website: z.string().nullable(),
    description: z.string(),
    status: oemStatusSchema,
    refusal_reason: z.string().nullable(),
    offer: oemOfferSchema,
    requirements: oemRequirementsSchema,
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Oem', description: 'An OEM with its offer, requirements and verification status' });
export type Oem = z.infer<typeof oemSchema>;
export const myOemSchema = oemSchema.nullable().meta({ id: 'MyOem', description: 'The caller’s OEM, or null before sign-up' });

export const oemQueueQuerySchema = paginationQuerySchema
  .extend({ status: oemStatusSchema.default('pending') })
  .meta({ id: 'OemQueueQuery', description: 'Staff’s verification queue: one status, oldest first' });
export const oemPageSchema = paginatedSchema(oemSchema).meta({ id: 'OemPage', description: 'A page of OEMs' });

export const oemDecisionSchema = z
  .discriminatedUnion('decision', [
    z.object({ company_id: uuidSchema, decision: z.literal('verify') }),
    z.object({ company_id: uuidSchema, decision: z.literal('refuse'), reason: z.string().trim().min(10, 'Give the OEM a reason of a sentence').max(2000) }),
  ])
  .meta({ id: 'OemDecision', description: 'Staff verify an OEM, or refuse it with a reason' });
export type OemDecision = z.infer<typeof oemDecisionSchema>;
