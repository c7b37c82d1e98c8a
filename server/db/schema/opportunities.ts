import { index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Currency, Instrument, PublicationStatus, Region, Stage, TeaserField } from '@/lib/schemas/opportunities';
import { projects } from './projects';
import { users } from './users';

/** The fields a publication and its listed (approved) version share. */
function contentColumns() {
  return {
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    stage: text('stage').$type<Stage>().notNull(),
    instrument: text('instrument').$type<Instrument>().notNull(),
    ticketMin: real('ticket_min').notNull(),
    ticketMax: real('ticket_max').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    region: text('region').$type<Region>().notNull(),
    removalsPerYear: real('removals_per_year'),
    pricePerTonne: real('price_per_tonne'),
    figuresComputedAt: timestamp('figures_computed_at', { withTimezone: true }),
    teaserFileIds: jsonb('teaser_file_ids').$type<string[]>().notNull().default([]),
    publicFields: jsonb('public_fields').$type<TeaserField[]>().notNull().default([]),
  };
}

/** A project's publication, as its developer writes it and staff review it: one per project. */
export const publications = pgTable(
  'publications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    status: text('status').$type<PublicationStatus>().notNull().default('draft'),
    ...contentColumns(),
    rejectionReason: text('rejection_reason'),
    /** Rises with every save of the content (requirements ): a save names the version it read. */
    version: integer('version').notNull().default(1),
    /** The version at which each content field last changed, so that a stale save learns what changed meanwhile. */
    fieldVersions: jsonb('field_versions').$type<Record<string, number>>().notNull().default({}),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('publications_project_key').on(table.projectId), index('publications_status_idx').on(table.status, table.submittedAt)],
);
export type PublicationRow = typeof publications.$inferSelect;

/**
 * The approved version investors see: written when staff approve, kept while an edit awaits review, removed when
 * the publication closes. Its id is the publication's.
 */
export const opportunities = pgTable(
  'opportunities',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => publications.id, { onDelete: 'cascade' }),
    ...contentColumns(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('opportunities_published_idx').on(table.publishedAt)],
);
export type OpportunityRow = typeof opportunities.$inferSelect;

/** Opportunities an investor saved, to find again. Kept while the opportunity is published. */
export const savedOpportunities = pgTable(
  'saved_opportunities',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'saved_opportunities_pkey', columns: [table.userId, table.opportunityId] })],
);
