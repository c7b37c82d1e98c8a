import { z } from 'zod';
import { uuidSchema } from './common';
import { currencySchema, instrumentSchema, pageQuery, regionSchema, stageSchema } from './opportunities';

/*
 * Investors: the profile an investor keeps (created on their first PUT /investor), staff's activation queue, and the
 * profile as a developer sees it once the investor has contacted one of their opportunities. snake_case fields.
 */

export const INVESTOR_STATUSES = ['pending', 'activated', 'refused', 'deactivated'] as const;
export const investorStatusSchema = z.enum(INVESTOR_STATUSES).meta({
  id: 'InvestorStatus',
  description: 'pending until staff decide; activated opens the full opportunities; refused carries a reason; deactivated: staff withdrew an activation',
});
export type InvestorStatus = z.infer<typeof investorStatusSchema>;

const amount = z.number().int('Amounts are whole units').min(0).max(1e12);
const choices = <Item extends z.ZodType>(item: Item) => z.array(item).min(1, 'Choose at least one').max(10);

export const investorInputSchema = z
  .object({
    organisation: z.string().trim().min(1, 'organisation is required').max(200),
    ticket_min: amount,
    ticket_max: amount,
    currency: currencySchema,
    instruments: choices(instrumentSchema),
    regions: choices(regionSchema),
    stages: choices(stageSchema),
    accreditation: z.string().trim().min(20, 'accreditation: say in a sentence or two why you qualify as an investor').max(4000),
  })
  .refine((value) => value.ticket_min <= value.ticket_max, { message: 'ticket_min must not exceed ticket_max', path: ['ticket_max'] })
  .meta({ id: 'InvestorInput', description: 'The investor’s own profile: created on the first PUT, replaced on the next' });
export type InvestorInput = z.infer<typeof investorInputSchema>;

const profile = {
  user_id: uuidSchema,
  organisation: z.string(),
  ticket_min: z.number(),
  ticket_max: z.number(),
  currency: currencySchema,
  instruments: z.array(instrumentSchema),
  regions: z.array(regionSchema),
  stages: z.array(stageSchema),
};

export const investorSchema = z
  .object({
    ...profile,
    accreditation: z.string(),
    status: investorStatusSchema,
    refusal_reason: z.string().nullable(),
    decided_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Investor', description: 'An investor profile, as its holder and staff see it' });
export type Investor = z.infer<typeof investorSchema>;

export const myInvestorSchema = investorSchema.nullable().meta({ id: 'MyInvestor', description: 'Your investor profile, or null before the first PUT' });

/** Staff's view adds who the person is. */
export const staffInvestorSchema = investorSchema
  .extend({ name: z.string(), email: z.string().nullable(), email_verified: z.boolean().describe('Whether the holder confirmed their e-mail address: activation needs it') })
  .meta({ id: 'StaffInvestor', description: 'An investor profile with its holder’s name and address (staff)' });
export type StaffInvestor = z.infer<typeof staffInvestorSchema>;

export const investorQueueQuerySchema = z
  .object({
    status: investorStatusSchema.default('pending'),
    search: z.string().trim().max(100).optional().describe('Part of the organisation, name or e-mail (any case)'),
    instrument: instrumentSchema.optional(),
    region: regionSchema.optional(),
    ...pageQuery,
  })
  .meta({ id: 'InvestorQueueQuery', description: 'Investors by status (pending first), oldest first' });
export type InvestorQueueQuery = z.infer<typeof investorQueueQuerySchema>;

export const investorPageSchema = z
  .object({ items: z.array(staffInvestorSchema), total: z.number().int().min(0), page: z.number().int().min(1), page_size: z.number().int().min(1) })
  .meta({ id: 'InvestorPage', description: 'A page of investor profiles (staff)' });

export const investorDecisionSchema = z
  .object({
    investor_id: uuidSchema,
    decision: z.enum(['activate', 'refuse', 'deactivate']),
    reason: z.string().trim().max(2000).optional().describe('Required to refuse: the investor reads it (optional to deactivate)'),
  })
  .refine((value) => value.decision !== 'refuse' || (value.reason ?? '').length > 0, { message: 'reason is required to refuse', path: ['reason'] })
  .meta({ id: 'InvestorDecision', description: 'Staff activate an investor, refuse them with a reason, or deactivate an activated one' });
export type InvestorDecision = z.infer<typeof investorDecisionSchema>;

export const investorDetailsQuerySchema = z.object({ investor_id: uuidSchema }).meta({ id: 'InvestorDetailsQuery', description: 'The investor whose profile to read' });

/** What a developer sees of an investor who asked about one of their opportunities: no accreditation statement. */
export const investorDetailsSchema = z
  .object({ ...profile, name: z.string(), email: z.string().nullable(), activated: z.boolean() })
  .meta({ id: 'InvestorDetails', description: 'An investor as the developer of an opportunity they contacted sees them' });
export type InvestorDetails = z.infer<typeof investorDetailsSchema>;

/** One opportunity on the investor home, with when it last changed for the investor. */
const homeItem = z.object({ opportunity_id: uuidSchema, title: z.string(), at: z.iso.datetime(), is_new: z.boolean() });

/** The investor home (requirements ): what the investor follows, and what is new since their previous visit. */
export const investorHomeSchema = z
  .object({
    previous_visit_at: z.iso.datetime().nullable().describe('The visit before this one (a visit ends after 30 idle minutes); null on the first'),
    saved: z.array(homeItem).describe('Opportunities saved; new: published since the previous visit'),
    questions: z
      .array(homeItem.extend({ request_id: uuidSchema, messages: z.number().int().min(0), awaiting_reply: z.boolean() }))
      .describe('Threads of questions; new: a reply since the previous visit'),
    commitments: z.array(homeItem.extend({ amount: z.number(), currency: currencySchema })).describe('Commitments signed'),
    datarooms: z.array(homeItem.extend({ folders: z.number().int().min(0) })).describe('Data rooms open; new: a folder granted since the previous visit'),
    new_opportunities: z.number().int().min(0).describe('Opportunities published since the previous visit'),
  })
  .meta({ id: 'InvestorHome', description: 'The activated investor’s home' });
export type InvestorHome = z.infer<typeof investorHomeSchema>;
export type InvestorHomeItem = z.infer<typeof homeItem>;
