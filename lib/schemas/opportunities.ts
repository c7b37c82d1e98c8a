import { z } from 'zod';
import { MAX_PAGE_SIZE, uuidSchema } from './common';
import { PUBLICATION_FIELDS } from './opportunity-constants';

export { PUBLICATION_FIELDS };

/*
 * Raising investment: a project's publication (written by its developer, reviewed by staff), the published
 * opportunity investors browse, and the information requests between an investor and the developer.
 * Every field is snake_case.
 */

export const STAGES = ['concept', 'feasibility', 'development', 'construction', 'operation'] as const;
export const stageSchema = z.enum(STAGES).meta({ id: 'OpportunityStage', description: 'How far the project has come' });
export type Stage = z.infer<typeof stageSchema>;

export const INSTRUMENTS = ['equity', 'debt', 'convertible', 'grant', 'offtake'] as const;
export const instrumentSchema = z.enum(INSTRUMENTS).meta({ id: 'Instrument', description: 'The kind of money sought or offered' });
export type Instrument = z.infer<typeof instrumentSchema>;

export const REGIONS = ['europe', 'africa', 'asia', 'middle_east', 'north_america', 'latin_america', 'oceania'] as const;
export const regionSchema = z.enum(REGIONS).meta({ id: 'Region', description: 'A world region' });
export type Region = z.infer<typeof regionSchema>;

export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF'] as const;
export const currencySchema = z.enum(CURRENCIES).meta({ id: 'Currency', description: 'ISO 4217 code of a currency' });
export type Currency = z.infer<typeof currencySchema>;

/** The fields of a publication a visitor may see when its developer marks them public (the title always shows). */
export const TEASER_FIELDS = ['summary', 'stage', 'instrument', 'ticket', 'region', 'removals', 'price'] as const;
export const teaserFieldSchema = z.enum(TEASER_FIELDS).meta({
  id: 'TeaserField',
  description: '`ticket` covers ticket_min, ticket_max and currency; `removals` and `price` carry figures_computed_at',
});
export type TeaserField = z.infer<typeof teaserFieldSchema>;

export const PUBLICATION_STATUSES = ['draft', 'submitted', 'rejected', 'published', 'closed'] as const;
export const publicationStatusSchema = z.enum(PUBLICATION_STATUSES).meta({
  id: 'PublicationStatus',
  description: 'draft → submitted → published (staff approve) or rejected (with a reason) → closed',
});
export type PublicationStatus = z.infer<typeof publicationStatusSchema>;

const amount = z.number().int('Amounts are whole units').min(0).max(1e12);
const text = (label: string, max: number) => z.string().trim().min(1, `${label} is required`).max(max, `${label} is at most ${max} characters`);

/** What the developer writes; the figures come from the project's computed results, not from here. */
export const publicationInputSchema = z
  .object({
    project_id: uuidSchema,
    title: text('title', 120),
    summary: text('summary', 2000),
    stage: stageSchema,
    instrument: instrumentSchema,
    ticket_min: amount,
    ticket_max: amount,
    currency: currencySchema,
    region: regionSchema,
    teaser_file_ids: z.array(uuidSchema).max(10).default([]).describe('Project files shown with the opportunity'),
    public_fields: z.array(teaserFieldSchema).max(TEASER_FIELDS.length).default([]).describe('What visitors and non-activated investors see'),
    base_version: z
      .number()
      .int()
      .min(0)
      .max(2_147_483_647)
      .optional()
      .describe('The version the editor read (0 for a new publication): a stale one gets 409 naming the fields changed meanwhile. Without it the save is not checked'),
  })
  .refine((value) => value.ticket_min <= value.ticket_max, {
    message: 'ticket_min must not exceed ticket_max',
    path: ['ticket_max'],
    params: { key: 'ticketOrder' },
  })
  .meta({ id: 'PublicationInput', description: 'Creates or replaces the publication of a project' });
export type PublicationInput = z.infer<typeof publicationInputSchema>;

export const publicationFieldSchema = z.enum(PUBLICATION_FIELDS).meta({ id: 'PublicationField', description: 'A content field of a publication' });
export type PublicationField = z.infer<typeof publicationFieldSchema>;

export const publicationQuerySchema = z.object({ project_id: uuidSchema }).meta({ id: 'PublicationQuery', description: 'The project whose publication to read' });

export const publicationActionSchema = z
  .object({
    project_id: uuidSchema,
    action: z.enum(['submit', 'close']),
    keep_dataroom_access: z.boolean().default(false).describe('With `close`: keep the investors’ data-room access open (by default every grant ends, each investor told by mail)'),
  })
  .meta({ id: 'PublicationAction', description: '`submit` sends a draft (or a rejected one) to staff; `close` ends a publication' });
export type PublicationAction = z.infer<typeof publicationActionSchema>;
/** What a client sends (`keep_dataroom_access` may be left out). */
export type PublicationActionInput = z.input<typeof publicationActionSchema>;

/** The computed figures a publication carries, with the time they were computed. */
const figures = {
  removals_per_year: z.number().nullable().describe('Expected net tCO2e removed per year, from the computed results'),
  price_per_tonne: z.number().nullable().describe('Expected credit price per tonne, from the computed results'),
  figures_computed_at: z.iso.datetime().nullable().describe('When the results these figures come from were computed'),
};

const content = {
  title: z.string(),
  summary: z.string(),
  stage: stageSchema,
  instrument: instrumentSchema,
  ticket_min: z.number(),
  ticket_max: z.number(),
  currency: currencySchema,
  region: regionSchema,
  ...figures,
  teaser_file_ids: z.array(uuidSchema),
  public_fields: z.array(teaserFieldSchema),
};

/** The approved (listed) version's content, for staff to see what an edit changes. */
export const approvedContentSchema = z.object(content).meta({ id: 'ApprovedContent', description: 'The content investors see now' });
export type ApprovedContent = z.infer<typeof approvedContentSchema>;

export const publicationSchema = z
  .object({
    id: uuidSchema,
    project_id: uuidSchema,
    project_name: z.string(),
    status: publicationStatusSchema,
    version: z.number().int().min(1).describe('Rises with every save; a save sends it back as base_version'),
    ...content,
    approved: approvedContentSchema.nullable().describe('The approved version investors see, while one is listed'),
    rejection_reason: z.string().nullable(),
    submitted_at: z.iso.datetime().nullable(),
    published_at: z.iso.datetime().nullable(),
    closed_at: z.iso.datetime().nullable(),
    listed: z.boolean().describe('Whether investors see an approved version now (kept while an edit awaits review)'),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Publication', description: 'A project’s publication as its developer and staff see it' });
export type Publication = z.infer<typeof publicationSchema>;

/** The `detail` of a stale save's 409: the stored publication and the fields saved meanwhile. */
export const publicationConflictSchema = z
  .object({
    message: z.string(),
    code: z.literal('publication_conflict'),
    changed_fields: z.array(publicationFieldSchema),
    current: publicationSchema,
  })
  .meta({ id: 'PublicationConflict', description: 'A save based on an older version' });
export type PublicationConflict = z.infer<typeof publicationConflictSchema>;

export const latestPublicationSchema = publicationSchema.nullable().meta({ id: 'LatestPublication', description: 'The publication, or null before one is written' });

function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    page_size: z.number().int().min(1),
  });
}
export interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  page_size: number;
}

export const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
};

export const reviewQueueQuerySchema = z
  .object({ status: publicationStatusSchema.default('submitted'), ...pageQuery })
  .meta({ id: 'PublicationQueueQuery', description: 'Publications by status (submitted first), oldest submission first' });
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;
export const publicationPageSchema = pageOf(publicationSchema).meta({ id: 'PublicationPage', description: 'A page of publications' });

export const publicationDecisionSchema = z
  .object({
    publication_id: uuidSchema,
    decision: z.enum(['approve', 'reject', 'unpublish']),
    reason: z.string().trim().max(2000).optional().describe('Required to reject or unpublish: the developer reads it'),
  })
  .refine((value) => value.decision === 'approve' || (value.reason ?? '').length > 0, {
    message: 'reason is required to reject or unpublish',
    path: ['reason'],
    params: { key: 'required' },
  })
  .meta({
    id: 'PublicationDecision',
    description: 'Staff approve a submitted publication (publishes at once), reject it with a reason, or unpublish a listed one with a reason',
  });
export type PublicationDecision = z.infer<typeof publicationDecisionSchema>;

/** A published opportunity in full, as activated investors and staff see it. */
export const opportunitySchema = z
  .object({ id: uuidSchema, ...content, published_at: z.iso.datetime(), saved: z.boolean().describe('Whether you saved it to find again') })
  .meta({ id: 'Opportunity', description: 'A published opportunity in full (activated investors and staff)' });
export type Opportunity = z.infer<typeof opportunitySchema>;

/** The teaser: the title and date, and only the fields the developer marked public (the others are absent). */
export const opportunityTeaserSchema = z
  .object({
    id: uuidSchema,
    title: z.string(),
    published_at: z.iso.datetime(),
    summary: z.string().optional(),
    stage: stageSchema.optional(),
    instrument: instrumentSchema.optional(),
    ticket_min: z.number().optional(),
    ticket_max: z.number().optional(),
    currency: currencySchema.optional(),
    region: regionSchema.optional(),
    removals_per_year: z.number().nullable().optional(),
    price_per_tonne: z.number().nullable().optional(),
    figures_computed_at: z.iso.datetime().nullable().optional(),
  })
  .meta({ id: 'OpportunityTeaser', description: 'An opportunity as visitors and non-activated investors see it' });
export type OpportunityTeaser = z.infer<typeof opportunityTeaserSchema>;

export const OPPORTUNITY_SORTS = ['newest', 'ticket_asc', 'ticket_desc', 'removals_desc', 'price_asc'] as const;

const optionalNumber = z.coerce.number().min(0).max(1e12).optional();
export const opportunitiesQuerySchema = z
  .object({
    id: uuidSchema.optional().describe('One opportunity in full (activated investors and staff)'),
    stage: stageSchema.optional(),
    instrument: instrumentSchema.optional(),
    region: regionSchema.optional(),
    ticket_min: optionalNumber.describe('Keeps opportunities whose ticket range reaches this amount'),
    ticket_max: optionalNumber.describe('Keeps opportunities whose ticket range starts at or below this amount'),
    removals_min: optionalNumber,
    price_max: optionalNumber,
    sort: z.enum(OPPORTUNITY_SORTS).default('newest'),
    saved: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional()
      .describe('`true`: only the opportunities you saved'),
    ...pageQuery,
  })
  .meta({ id: 'OpportunitiesQuery', description: 'Filters, sort and page (activated investors); visitors get the teaser list' });
export type OpportunitiesQuery = z.infer<typeof opportunitiesQuerySchema>;

export const saveOpportunitySchema = z
  .object({ opportunity_id: uuidSchema, saved: z.boolean().describe('true saves it, false lets it go') })
  .meta({ id: 'SaveOpportunity', description: 'Keep an opportunity to find again, or stop keeping it' });
export type SaveOpportunity = z.infer<typeof saveOpportunitySchema>;

export const opportunityListSchema = z
  .object({ view: z.literal('full'), ...pageOf(opportunitySchema).shape })
  .meta({ id: 'OpportunityList', description: 'A page of opportunities in full' });
export const opportunityTeaserListSchema = z
  .object({ view: z.literal('teaser'), ...pageOf(opportunityTeaserSchema).shape })
  .meta({ id: 'OpportunityTeaserList', description: 'A page of teasers' });
export const opportunitiesAnswerSchema = z
  .union([opportunityListSchema, opportunityTeaserListSchema, opportunitySchema])
  .meta({ id: 'OpportunitiesAnswer', description: 'The full list, the teaser list, or one opportunity (with id)' });
export type OpportunityList = z.infer<typeof opportunityListSchema>;
export type OpportunityTeaserList = z.infer<typeof opportunityTeaserListSchema>;

export const teaserDocumentsQuerySchema = z
  .object({
    opportunity_id: uuidSchema,
    file_id: uuidSchema.optional().describe('One document, as a download'),
  })
  .meta({ id: 'TeaserDocumentsQuery', description: 'An opportunity’s teaser documents, or one of them' });
export type TeaserDocumentsQuery = z.infer<typeof teaserDocumentsQuerySchema>;

export const teaserDocumentSchema = z
  .object({ id: uuidSchema, name: z.string(), content_type: z.string(), size: z.number().int().min(0) })
  .meta({ id: 'TeaserDocument', description: 'A document the developer chose to show with the opportunity' });
export type TeaserDocument = z.infer<typeof teaserDocumentSchema>;
export const teaserDocumentListSchema = z.array(teaserDocumentSchema).meta({ id: 'TeaserDocumentList', description: 'The teaser documents, in the developer’s order' });
