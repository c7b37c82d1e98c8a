import { z } from 'zod';
import { paginationQuerySchema, uuidSchema } from './common';

/*
 * The audit trail of an opportunity: every investment event names the opportunity (publication) id as its target,
 * so one opportunity is one hash chain. Every field is snake_case.
 */

/** The target type of every investment event: one chain per opportunity. */
export const OPPORTUNITY_TARGET = 'opportunity';

/** Every action the investment journey records, with the details each one carries. */
export const AUDIT_ACTIONS = {
  /** {project_id, version, changed_fields} */
  publicationCreated: 'publication.create',
  /** {project_id} */
  publicationSubmitted: 'publication.submit',
  /** {project_id, version, changed_fields}: a published opportunity edited goes back to staff */
  publicationResubmitted: 'publication.resubmit',
  /** {project_id, version, changed_fields}: a draft, submitted, rejected or closed publication saved again */
  publicationSaved: 'publication.save',
  /** {project_id, reason, from} (staff): a listed opportunity taken off the list */
  publicationUnpublished: 'publication.unpublish',
  /** {project_id} (staff) */
  publicationApproved: 'publication.approve',
  /** {project_id, reason} (staff) */
  publicationRejected: 'publication.reject',
  /** {project_id, from} */
  publicationClosed: 'publication.close',
  /** {request_id, investor_id} an activated investor opens a thread */
  informationRequested: 'information.requested',
  /** {request_id, investor_id, side} */
  informationReplied: 'information.replied',
  /** {signature_id, investor_id, document_version, document_sha256, pdf_sha256, commitment_amount, currency, typed_full_name, ip_address, user_agent} */
  commitmentSigned: 'commitment.signed',
  /** {request_id, investor_id} */
  dataroomRequested: 'dataroom.requested',
  /** {investor_id, folder_id, can_download, expires_at} */
  dataroomGranted: 'dataroom.granted',
  /** {investor_id, folder_id} */
  dataroomRevoked: 'dataroom.revoked',
  /** {investor_id, file_id, file_name, page} */
  dataroomPageViewed: 'dataroom.page_viewed',
  /** {investor_id, file_id, file_name, page, seconds} */
  dataroomPageTime: 'dataroom.page_time',
  /** {investor_id, file_id, file_name} */
  dataroomDownloaded: 'dataroom.downloaded',
  /** {investor_id, attempt, reason, file_id?, file_name?, folder_id?, page?}: an attempt the data room refused (requirements) */
  dataroomRefused: 'dataroom.refused',
  /** {investor_id, folder_id, folder_name, files}: a whole folder downloaded as one archive (requirements) */
  dataroomArchived: 'dataroom.archived',
  /** {file_id, file_name}: a teaser document of the opportunity, read by whoever sees it in full */
  teaserDownloaded: 'teaser.downloaded',
  /** Investor profile events are chained per investor (target type 'investor'): {} */
  investorSubmitted: 'investor.submit',
  /** {from} (staff) */
  investorActivated: 'investor.activate',
  /** {from, reason} (staff) */
  investorRefused: 'investor.refuse',
  /*
   * The monitoring trail (target type 'monitoring', one chain per monitoring: ), named here so
   * that the trail page shows each in words.
   */
  /** {artefact_id, sha256, size, file_name} */
  artefactReceived: 'artefact.received',
  /** {batch_id, code, reactor_id, started_at} */
  batchOpened: 'batch.opened',
  /** {batch_id, changed_fields} */
  batchUpdated: 'batch.updated',
  /** {batch_id, ended_at} */
  batchClosed: 'batch.closed',
  /** {evidence_id, kind, batch_id} */
  evidenceCreated: 'evidence.created',
  /** {evidence_id, changed_fields} */
  evidenceUpdated: 'evidence.updated',
  /** {evidence_id, kind} */
  evidenceDeleted: 'evidence.deleted',
  /** {evidence_id, artefact_id, sha256} */
  evidenceArtefactAttached: 'evidence.artefact_attached',
  /** {evidence_id, artefact_id} */
  evidenceArtefactDetached: 'evidence.artefact_detached',
  /** {evidence_id, verdict, comment} */
  evidenceReviewed: 'evidence.reviewed',
  /** {methodology, time_tolerance_hours, distance_tolerance_m} */
  evidenceSettingsChanged: 'evidence_settings.changed',
  /** {batch_id, from, to, file_count, manifest_sha256, files} */
  packageDownloaded: 'package.downloaded',
  /** Proposals are chained on their project (target type 'project'): {proposal_id, company_id, version} */
  proposalSent: 'proposal.sent',
  /** {proposal_id, company_id, version} */
  proposalRevised: 'proposal.revised',
  /** {proposal_id, company_id} the developer asks a question */
  proposalQuestioned: 'proposal.questioned',
  /** {proposal_id, company_id} the OEM answers */
  proposalAnswered: 'proposal.answered',
  /** {proposal_id, company_id, version} */
  proposalAccepted: 'proposal.accepted',
  /** {proposal_id, company_id, version, reason} */
  proposalDeclined: 'proposal.declined',
} as const;

/** The monitoring trail's actions: the trail page words each one. */
export const MONITORING_AUDIT_ACTIONS = [
  AUDIT_ACTIONS.artefactReceived,
  AUDIT_ACTIONS.batchOpened,
  AUDIT_ACTIONS.batchUpdated,
  AUDIT_ACTIONS.batchClosed,
  AUDIT_ACTIONS.evidenceCreated,
  AUDIT_ACTIONS.evidenceUpdated,
  AUDIT_ACTIONS.evidenceDeleted,
  AUDIT_ACTIONS.evidenceArtefactAttached,
  AUDIT_ACTIONS.evidenceArtefactDetached,
  AUDIT_ACTIONS.evidenceReviewed,
  AUDIT_ACTIONS.evidenceSettingsChanged,
  AUDIT_ACTIONS.packageDownloaded,
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

export const CHAIN_BREAKS = ['missing_seq', 'prev_hash_mismatch', 'hash_mismatch', 'rewritten', 'truncated'] as const;
export const chainBreakSchema = z.enum(CHAIN_BREAKS).meta({
  id: 'AuditChainBreak',
  description:
    'missing_seq: an entry of the chain is gone; prev_hash_mismatch: an entry does not name the previous one; hash_mismatch: an entry was altered; ' +
    'rewritten: the entry a signed anchor names has another hash (the trail was rewritten and its hashes recomputed); truncated: the chain is shorter than a signed anchor',
});
export type ChainBreak = z.infer<typeof chainBreakSchema>;

export const chainVerificationSchema = z
  .object({
    valid: z.boolean(),
    length: z.number().int().nonnegative().meta({ description: 'Entries in the chain' }),
    broken_at_seq: z.number().int().positive().nullable().meta({ description: 'The first entry that fails, null when the chain holds' }),
    reason: chainBreakSchema.nullable(),
    head_hash: z.string().nullable().meta({ description: 'The hash of the last entry (null for an empty chain)' }),
    anchored_seq: z
      .number()
      .int()
      .positive()
      .nullable()
      .optional()
      .meta({ description: 'The entry named by the latest signed anchor kept outside the database (requirements R-21.8), null when none' }),
  })
  .meta({ id: 'AuditChainVerification', description: "The result of walking an opportunity's audit chain from its first entry" });
export type ChainVerification = z.infer<typeof chainVerificationSchema>;

export const auditQuerySchema = paginationQuerySchema
  .extend({
    opportunity_id: uuidSchema,
    format: z.enum(['json', 'csv']).default('json').describe('`csv`: the whole trail (every page) as a CSV named after the opportunity and the date (requirements R-21.15)'),
  })
  .meta({ id: 'AuditQuery' });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z
  .object({
    seq: z.number().int().positive(),
    action: z.string(),
    actor_id: z.string().nullable(),
    actor_name: z.string().meta({ description: 'The name of the user who acted, empty when unknown' }),
    acted_by_name: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'When staff acted as the user (requirements R-21.6): the staff member’s name (their id is `details.acted_by`)' }),
    details: z.record(z.string(), z.unknown()),
    subject: z.string().meta({ description: 'What the entry is about in words: a document (and page) or a folder; empty when none (requirements R-21.15)' }),
    created_at: z.string(),
    prev_hash: z.string().nullable(),
    hash: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry', description: 'One entry of the chain' });
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditTrailSchema = z
  .object({
    opportunity_id: uuidSchema,
    items: z.array(auditEntrySchema),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    page_size: z.number().int().positive(),
    verification: chainVerificationSchema,
  })
  .meta({ id: 'AuditTrail', description: "An opportunity's audit trail, oldest first, with the chain's verification" });
export type AuditTrail = z.infer<typeof auditTrailSchema>;

export const reportQuerySchema = z
  .object({
    opportunity_id: uuidSchema,
    format: z.enum(['json', 'csv']).default('json').describe('`csv`: the table as data.csv (as the CSV mode, `Accept: text/csv`, also gives)'),
  })
  .meta({ id: 'ActivityReportQuery' });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const pageActivitySchema = z
  .object({
    page: z.number().int().positive(),
    views: z.number().int().nonnegative(),
    seconds: z.number().nonnegative().describe('Time on the page, the sum of the viewer’s reports'),
  })
  .meta({ id: 'PageActivity' });
export type PageActivity = z.infer<typeof pageActivitySchema>;

export const documentActivitySchema = z
  .object({
    file_id: z.string(),
    file_name: z.string(),
    views: z.number().int().nonnegative().describe('Pages served'),
    pages_viewed: z.number().int().nonnegative().describe('Distinct pages seen'),
    total_seconds: z.number().nonnegative(),
    downloads: z.number().int().nonnegative(),
    first_viewed_at: z.string().nullable(),
    last_viewed_at: z.string().nullable(),
    pages: z.array(pageActivitySchema).describe('By page number'),
  })
  .meta({ id: 'DocumentActivity', description: 'What one investor (or everyone, in `documents`) did with one document' });
export type DocumentActivity = z.infer<typeof documentActivitySchema>;

export const investorActivitySchema = z
  .object({
    investor_id: z.string(),
    investor_name: z.string(),
    signed_at: z.string().nullable(),
    commitment_amount: z.number().nullable(),
    currency: z.string().nullable(),
    information_requests: z.number().int().nonnegative(),
    dataroom_requested_at: z.string().nullable(),
    documents: z.array(documentActivitySchema),
  })
  .meta({ id: 'InvestorActivity' });
export type InvestorActivity = z.infer<typeof investorActivitySchema>;

export const notOpenedSchema = z
  .object({
    investor_id: z.string(),
    investor_name: z.string(),
    granted_at: z.string().describe('When the first folder still open was granted'),
    folders: z.array(z.string()).describe('The folders open to the investor'),
  })
  .meta({ id: 'NotOpenedInvestor', description: 'An investor with access who has not opened a page yet' });
export type NotOpenedInvestor = z.infer<typeof notOpenedSchema>;

export const viewersDaySchema = z
  .object({
    date: z.string().describe('YYYY-MM-DD (UTC)'),
    viewers: z.number().int().nonnegative(),
    cumulative: z.number().int().nonnegative().describe('Distinct viewers up to and including this day'),
  })
  .meta({ id: 'ViewersDay' });
export type ViewersDay = z.infer<typeof viewersDaySchema>;

export const REFUSED_ATTEMPTS = ['document', 'page', 'download', 'archive', 'search', 'page_time'] as const;

export const refusedAttemptSchema = z
  .object({
    at: z.string(),
    investor_id: z.string(),
    investor_name: z.string(),
    attempt: z.string().describe(`What was asked: ${REFUSED_ATTEMPTS.join(', ')}`),
    reason: z.string().describe('revoked, expired, no_grant, not_activated, download_not_allowed'),
    subject: z.string().describe('The document (and page) or the folder asked for'),
  })
  .meta({ id: 'RefusedAttempt', description: 'A refused data-room request, as the trail recorded it' });
export type RefusedAttempt = z.infer<typeof refusedAttemptSchema>;

export const activityReportSchema = z
  .object({
    opportunity_id: uuidSchema,
    opportunity_title: z.string(),
    investors: z.array(investorActivitySchema),
    documents: z.array(documentActivitySchema).describe('Each document over every investor: the chart of time per page'),
    verification: chainVerificationSchema.describe('The audit chain the report is built from'),
    not_opened: z.array(notOpenedSchema).describe('Investors granted a folder who have not viewed a page yet (requirements R-21.15)'),
    viewers_over_time: z.array(viewersDaySchema).describe('Per day with a page view: distinct viewers that day, and since the start'),
    refused: z.array(refusedAttemptSchema).describe('Attempts the data room refused, newest first'),
  })
  .meta({ id: 'ActivityReport', description: 'Who viewed what, when, for how long, which pages, what was downloaded; built from the audit trail' });
export type ActivityReport = z.infer<typeof activityReportSchema>;

/** The columns of the report as CSV: one row per investor and document (an investor with no document: one row). */
export const REPORT_CSV_COLUMNS = [
  'investor_id',
  'investor_name',
  'file_id',
  'file_name',
  'views',
  'pages_viewed',
  'total_seconds',
  'time_per_page',
  'downloads',
  'first_viewed_at',
  'last_viewed_at',
  'signed_at',
  'commitment_amount',
  'currency',
  'information_requests',
] as const;

/** The columns of the whole trail as CSV (`/audit?format=csv`, requirements ). */
export const TRAIL_CSV_COLUMNS = ['seq', 'created_at', 'action', 'actor_id', 'actor_name', 'investor_name', 'subject', 'details', 'hash'] as const;
