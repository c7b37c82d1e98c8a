import { z } from 'zod';
import { uuidSchema } from './common';

/**
 * OEM proposals to projects (issue 23, item 5; docs/pending/proposals.md ): an OEM's offer for a
 * project in versions, the developer's decision and the thread between the two sides. Every field is snake_case.
 */

export const PROPOSAL_STATUSES = ['open', 'questioned', 'accepted', 'declined'] as const;
export const proposalStatusSchema = z.enum(PROPOSAL_STATUSES).meta({
  id: 'ProposalStatus',
  description: '`open`: waits for the developer; `questioned`: waits for the OEM’s answer; `accepted`, `declined`: decided, final',
});
export type ProposalStatus = z.infer<typeof proposalStatusSchema>;

/** The currencies a price may be given in. */
import { PROPOSAL_CURRENCIES } from './proposal-constants';

export { PROPOSAL_CURRENCIES };
const day = z.iso.date({ error: 'Expected a date (YYYY-MM-DD)' });
const text = (max: number) => z.string().trim().min(1, 'cannot be empty').max(max);

/** What a proposal offers: one version of it. A delivery is a date or a lead time in weeks, never neither. */
export const proposalTermsSchema = z
  .strictObject({
    model: text(200).describe('The reactor model offered'),
    quantity: z.int().min(1).max(1000).describe('How many units'),
    price_amount: z.number().positive().max(1e12).describe('The total price'),
    currency: z.enum(PROPOSAL_CURRENCIES),
    delivery_date: day.nullable().describe('Delivery by this date, or null when a lead time is given'),
    lead_time_weeks: z.int().min(1).max(520).nullable().describe('Delivery this many weeks after the order, or null'),
    valid_until: day.describe('The offer holds until this date'),
    terms: text(10_000).describe('Payment, warranty, installation and other conditions'),
  })
  .refine((terms) => terms.delivery_date !== null || terms.lead_time_weeks !== null, {
    path: ['delivery_date'],
    message: 'Give a delivery date or a lead time',
  })
  .meta({ id: 'ProposalTerms', description: 'What one version of a proposal offers' });
export type ProposalTerms = z.infer<typeof proposalTermsSchema>;

/**
 * POST /oems/project: an OEM sends a proposal: `company_id` names it (the caller is its member); without it, the first
 * verified OEM the caller belongs to.
 */
export const sendProposalSchema = z
  .strictObject({ company_id: uuidSchema.optional(), project_id: uuidSchema, proposal: proposalTermsSchema })
  .meta({ id: 'SendProposal', description: 'A proposal sent for a verified OEM to a project' });
export type SendProposal = z.infer<typeof sendProposalSchema>;

export const reviseProposalSchema = z
  .strictObject({ proposal_id: uuidSchema, proposal: proposalTermsSchema, note: z.string().trim().max(2000).nullable().default(null) })
  .meta({ id: 'ReviseProposal', description: 'A new version of an undecided proposal' });
export type ReviseProposal = z.infer<typeof reviseProposalSchema>;

export const proposalDecisionSchema = z
  .discriminatedUnion('decision', [
    z.strictObject({ project_id: uuidSchema, proposal_id: uuidSchema, decision: z.literal('accept') }),
    z.strictObject({ project_id: uuidSchema, proposal_id: uuidSchema, decision: z.literal('decline'), reason: text(2000).describe('Why the proposal is declined') }),
  ])
  .meta({ id: 'ProposalDecision', description: 'The developer accepts the proposal, or declines it with a reason' });
export type ProposalDecision = z.infer<typeof proposalDecisionSchema>;

export const proposalQuestionSchema = z
  .strictObject({ project_id: uuidSchema, proposal_id: uuidSchema, message: text(5000) })
  .meta({ id: 'ProposalQuestion', description: 'A question of the developer on a proposal' });
export type ProposalQuestion = z.infer<typeof proposalQuestionSchema>;

export const proposalAnswerSchema = z
  .strictObject({ proposal_id: uuidSchema, message: text(5000) })
  .meta({ id: 'ProposalAnswer', description: 'The OEM’s answer to the question asked' });
export type ProposalAnswer = z.infer<typeof proposalAnswerSchema>;

export const projectProposalsQuerySchema = z.strictObject({ project_id: uuidSchema }).meta({ id: 'ProjectProposalsQuery' });
export const proposalQuerySchema = z.strictObject({ id: uuidSchema }).meta({ id: 'ProposalQuery' });

const versionSchema = proposalTermsSchema
  .safeExtend({ version: z.int(), note: z.string().nullable(), created_at: z.iso.datetime({ offset: true }) })
  .meta({ id: 'ProposalVersion', description: 'One version of a proposal, as sent' });
export type ProposalVersion = z.infer<typeof versionSchema>;

export const proposalMessageSchema = z
  .object({ id: uuidSchema, side: z.enum(['developer', 'oem']), author: z.string(), body: z.string(), created_at: z.iso.datetime({ offset: true }) })
  .meta({ id: 'ProposalMessage', description: 'A question or an answer in a proposal’s thread' });
export type ProposalMessage = z.infer<typeof proposalMessageSchema>;

/** A proposal in a list: its state and its current version. */
export const proposalSummarySchema = z
  .object({
    id: uuidSchema,
    project_id: uuidSchema,
    project_name: z.string(),
    company_id: uuidSchema,
    company_name: z.string(),
    status: proposalStatusSchema,
    current_version: z.int(),
    current: versionSchema,
    decline_reason: z.string().nullable(),
    decided_at: z.iso.datetime({ offset: true }).nullable(),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ProposalSummary', description: 'A proposal with its current version' });
export type ProposalSummary = z.infer<typeof proposalSummarySchema>;
export const proposalListSchema = z.array(proposalSummarySchema).meta({ id: 'ProposalList', description: 'Proposals, newest first' });

/** At most this many attachments on one proposal. */
export const MAX_PROPOSAL_FILES = 10;
export const proposalFileSchema = z
  .object({ id: uuidSchema, name: z.string(), content_type: z.string(), size: z.int(), sha256: z.string(), uploaded_at: z.iso.datetime({ offset: true }) })
  .meta({ id: 'ProposalFile', description: 'A file attached to a proposal by its OEM' });
export type ProposalFile = z.infer<typeof proposalFileSchema>;
export const proposalFileListSchema = z.array(proposalFileSchema).meta({ id: 'ProposalFileList' });
export const proposalFilesQuerySchema = z.strictObject({ proposal_id: uuidSchema, file_id: uuidSchema.optional() }).meta({ id: 'ProposalFilesQuery' });
/** The `data` field of `POST /proposals/files`. */
export const uploadProposalFileSchema = z.strictObject({ proposal_id: uuidSchema });
export const deleteProposalFileSchema = z.strictObject({ proposal_id: uuidSchema, file_id: uuidSchema }).meta({ id: 'DeleteProposalFile' });

/** A proposal in full: every version (newest first), its thread, and what the caller may do on it. */
export const proposalSchema = proposalSummarySchema
  .safeExtend({
    versions: z.array(versionSchema),
    messages: z.array(proposalMessageSchema),
    files: z.array(proposalFileSchema).describe('The attachments, newest first'),
    side: z.enum(['developer', 'oem']).describe('The caller’s side'),
    can_decide: z.boolean().describe('The caller may accept, decline or ask (the project’s owner and editors, while undecided)'),
    can_revise: z.boolean().describe('The caller may answer and revise (the OEM’s members, while undecided)'),
  })
  .meta({ id: 'Proposal', description: 'A proposal with its versions and thread' });
export type Proposal = z.infer<typeof proposalSchema>;
