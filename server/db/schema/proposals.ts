import { date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { projects } from './projects';
import { users } from './users';

/**
 * Where a proposal stands: `open` waits for the developer, `questioned` waits for the OEM's answer;
 * `accepted` and `declined` are final.
 */
export type ProposalStatus = 'open' | 'questioned' | 'accepted' | 'declined';
/** Who wrote a message of a proposal's thread. */
export type ProposalSide = 'developer' | 'oem';

/** An OEM's proposal to a project (issue 23, item 5): its state; what it offers is in its versions. */
export const proposals = pgTable(
  'proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<ProposalStatus>().notNull().default('open'),
    currentVersion: integer('current_version').notNull().default(1),
    declineReason: text('decline_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('proposals_project_idx').on(table.projectId), index('proposals_company_idx').on(table.companyId)],
);
export type ProposalRow = typeof proposals.$inferSelect;

/** What one version of a proposal offers; a revision adds a version and earlier ones are kept. */
export const proposalVersions = pgTable(
  'proposal_versions',
  {
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    model: text('model').notNull(),
    quantity: integer('quantity').notNull(),
    priceAmount: doublePrecision('price_amount').notNull(),
    /** ISO 4217. */
    currency: text('currency').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    leadTimeWeeks: integer('lead_time_weeks'),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    terms: text('terms').notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.proposalId, table.version] })],
);
export type ProposalVersionRow = typeof proposalVersions.$inferSelect;

/** The thread of a proposal: the developer's questions and the OEM's answers. */
export const proposalMessages = pgTable(
  'proposal_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    side: text('side').$type<ProposalSide>().notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('proposal_messages_proposal_idx').on(table.proposalId, table.createdAt)],
);
export type ProposalMessageRow = typeof proposalMessages.$inferSelect;

/**
 * A proposal's attachments (R-23.70): uploaded by the OEM's members with the project files' rules, read by both sides
 * only; the bytes sit in the companies storage area at `<companyId>/proposals/<proposalId>/<fileId>`.
 */
export const proposalFiles = pgTable(
  'proposal_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('proposal_files_proposal_idx').on(table.proposalId, table.uploadedAt)],
);
export type ProposalFileRow = typeof proposalFiles.$inferSelect;
