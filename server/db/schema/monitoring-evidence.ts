import { foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Evidence records (issue 22, docs/requirements.md R-22): typed records tied to a batch, a period or a reactor, the
 * artefacts attached to them and the verifiers' reviews, which are only ever added. Carries `monitoring_id`, the
 * distribution column.
 */
export const evidenceRecords = pgTable(
  'monitoring_evidence',
  {
    monitoringId: uuid('monitoring_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    /** kiln_run_photo, moisture_reading, quenching, kiln_serial, lab_analysis, sampling_record, application_site, delivery_note */
    kind: text('kind').notNull(),
    batchId: uuid('batch_id'),
    reactorId: uuid('reactor_id'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    /** The record's figures by kind: moisture %, C_org, H/C_org, contaminants, GPS position, serial… */
    figures: jsonb('figures').$type<Record<string, unknown>>().notNull().default({}),
    notes: text('notes'),
    /** The latest review's verdict (`pending` until a verifier reviews it); the history is in monitoring_evidence_reviews. */
    reviewState: text('review_state').$type<'pending' | 'approved' | 'issues' | 'rejected'>().notNull().default('pending'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'monitoring_evidence_pkey', columns: [table.monitoringId, table.id] }),
    index('monitoring_evidence_id_idx').on(table.id),
    index('monitoring_evidence_batch_idx').on(table.monitoringId, table.batchId),
  ],
);
export type EvidenceRow = typeof evidenceRecords.$inferSelect;

/** Which artefacts an evidence record holds. */
export const evidenceArtefacts = pgTable(
  'monitoring_evidence_artefacts',
  {
    monitoringId: uuid('monitoring_id').notNull(),
    evidenceId: uuid('evidence_id').notNull(),
    artefactId: uuid('artefact_id').notNull(),
    attachedBy: uuid('attached_by').references(() => users.id, { onDelete: 'set null' }),
    attachedAt: timestamp('attached_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'monitoring_evidence_artefacts_pkey', columns: [table.monitoringId, table.evidenceId, table.artefactId] }),
    foreignKey({
      name: 'monitoring_evidence_artefacts_evidence_fk',
      columns: [table.monitoringId, table.evidenceId],
      foreignColumns: [evidenceRecords.monitoringId, evidenceRecords.id],
    }).onDelete('cascade'),
    index('monitoring_evidence_artefacts_artefact_idx').on(table.monitoringId, table.artefactId),
  ],
);
export type EvidenceArtefactRow = typeof evidenceArtefacts.$inferSelect;

/** A verifier's review of an evidence record: never edited, never removed. */
export const evidenceReviews = pgTable(
  'monitoring_evidence_reviews',
  {
    monitoringId: uuid('monitoring_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    evidenceId: uuid('evidence_id').notNull(),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    verdict: text('verdict').$type<'approved' | 'issues' | 'rejected'>().notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'monitoring_evidence_reviews_pkey', columns: [table.monitoringId, table.id] }),
    foreignKey({
      name: 'monitoring_evidence_reviews_evidence_fk',
      columns: [table.monitoringId, table.evidenceId],
      foreignColumns: [evidenceRecords.monitoringId, evidenceRecords.id],
    }).onDelete('cascade'),
    index('monitoring_evidence_reviews_evidence_idx').on(table.monitoringId, table.evidenceId, table.createdAt),
  ],
);
export type EvidenceReviewRow = typeof evidenceReviews.$inferSelect;
