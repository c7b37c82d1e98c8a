import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid, boolean } from 'drizzle-orm/pg-core';
import type { ComputeResult } from '@/lib/schemas/assessments';
import type { AssessmentStatus, ShareRight } from '@/lib/schemas/projects';
import { templates } from './resources';
import { templateSnapshots } from './template-snapshots';
import { users } from './users';

/** Projects and their questionnaires; a project's assessments read their questions from a template snapshot (template-snapshots.ts). */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    templateId: uuid('template_id').references(() => templates.id, { onDelete: 'set null' }),
    snapshotId: uuid('snapshot_id')
      .notNull()
      .references(() => templateSnapshots.id, { onDelete: 'restrict' }),
    /** Index of the step last worked on (the seed's `offset`); null until someone moves. */
    stepOffset: integer('step_offset'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('projects_owner_idx').on(table.ownerId, table.updatedAt),
    index('projects_name_idx').on(sql`lower(${table.name})`),
    index('projects_snapshot_idx').on(table.snapshotId),
  ],
);
export type ProjectRow = typeof projects.$inferSelect;

/** One row per assessment of the template, in template order (`position`, across steps). */
export const projectAssessments = pgTable(
  'project_assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    stepId: text('step_id').notNull(),
    definitionId: text('definition_id').notNull(),
    position: integer('position').notNull(),
    status: text('status').$type<AssessmentStatus>().notNull(),
    currentSection: text('current_section'),
    currentQuestion: text('current_question'),
    /** When a writer last remembered a position here: the project's current assessment is the latest one. */
    positionSetAt: timestamp('position_set_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('project_assessments_definition_key').on(table.projectId, table.definitionId),
    uniqueIndex('project_assessments_position_key').on(table.projectId, table.position),
  ],
);
export type ProjectAssessmentRow = typeof projectAssessments.$inferSelect;

/** One answer per question and assessment; `version` rises with every write (optimistic concurrency). */
export const answers = pgTable(
  'answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => projectAssessments.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    value: jsonb('value').$type<unknown>().notNull(),
    version: integer('version').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('answers_assessment_question_key').on(table.assessmentId, table.questionId),
    index('answers_project_idx').on(table.projectId),
    index('answers_question_idx').on(table.questionId, table.updatedAt),
  ],
);
export type AnswerRow = typeof answers.$inferSelect;

/** An invitation by e-mail (lower-cased); `userId` is filled once a user with that e-mail opens the project. */
export const projectShares = pgTable(
  'project_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    right: text('right').$type<ShareRight>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** An editor the owner named for investor relations: sees investors' personal data (requirements R-21.9). */
    investorRelations: boolean('investor_relations').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('project_shares_project_email_key').on(table.projectId, table.email),
    index('project_shares_email_idx').on(table.email),
    index('project_shares_user_idx').on(table.userId),
  ],
);
export type ProjectShareRow = typeof projectShares.$inferSelect;

/** A key that opens the project to whoever sends it (`access-key` header): only its SHA-256 is kept. */
export const projectAccessKeys = pgTable(
  'project_access_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    right: text('right').$type<ShareRight>().notNull(),
    keyHash: text('key_hash').notNull(),
    /** The key's last four characters, to recognise it. */
    hint: text('hint').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('project_access_keys_hash_key').on(table.keyHash), index('project_access_keys_project_idx').on(table.projectId)],
);
export type ProjectAccessKeyRow = typeof projectAccessKeys.$inferSelect;

export type OwnershipStatus = 'pending' | 'accepted' | 'declined' | 'cancelled';

/** A request to hand a project to another user; at most one pending per project. */
export const ownershipTransfers = pgTable(
  'ownership_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toEmail: text('to_email').notNull(),
    status: text('status').$type<OwnershipStatus>().notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('ownership_transfers_pending_key')
      .on(table.projectId)
      .where(sql`${table.status} = 'pending'`),
    index('ownership_transfers_to_idx').on(table.toEmail, table.status),
    index('ownership_transfers_from_idx').on(table.fromUserId, table.status),
  ],
);
export type OwnershipTransferRow = typeof ownershipTransfers.$inferSelect;

/** Files beside a project: bytes in the projects storage area, checked metadata here. */
export const projectFiles = pgTable(
  'project_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    container: text('container').notNull(),
    path: text('path').notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    contentType: text('content_type').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('project_files_project_idx').on(table.projectId, table.uploadedAt)],
);
export type ProjectFileRow = typeof projectFiles.$inferSelect;

export type AutofillSource = 'profile' | 'project';

/** Answers autofill proposes, waiting for the user's decision (decided ones are deleted). */
export const autofillProposals = pgTable(
  'autofill_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => projectAssessments.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    value: jsonb('value').$type<unknown>().notNull(),
    source: text('source').$type<AutofillSource>().notNull(),
    sourceLabel: text('source_label').notNull(),
    sourceProjectId: uuid('source_project_id').references(() => projects.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('autofill_proposals_assessment_question_key').on(table.assessmentId, table.questionId)],
);
export type AutofillProposalRow = typeof autofillProposals.$inferSelect;

/** The latest computed results of a project (the whole ComputeResult as JSON, key figures beside it). */
export const computeResults = pgTable('compute_results', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  overall: real('overall').notNull(),
  ready: boolean('ready').notNull(),
  result: jsonb('result').$type<ComputeResult>().notNull(),
  computedBy: uuid('computed_by').references(() => users.id, { onDelete: 'set null' }),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ComputeResultRow = typeof computeResults.$inferSelect;
