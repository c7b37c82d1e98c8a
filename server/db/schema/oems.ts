import { boolean, index, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DiscoverableField } from '@/lib/schemas/oem-constants';
import type { OemOffer, OemRequirements } from '@/lib/schemas/oems';
import type { ProjectFacts } from '@/lib/oems/facts';
import { companies } from './companies';
import { projects } from './projects';
import { users } from './users';

/** An OEM's offer and requirements (issue 23), one per company of kind 'oem'; verification is the company's `verified_at`. */
export const oemOffers = pgTable('oem_offers', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  offer: jsonb('offer').$type<OemOffer>().notNull(),
  requirements: jsonb('requirements').$type<OemRequirements>().notNull(),
  /** Staff's reason when they refused the OEM; cleared when it is verified or resubmits. */
  refusalReason: text('refusal_reason'),
  refusedAt: timestamp('refused_at', { withTimezone: true }),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type OemOfferRow = typeof oemOffers.$inferSelect;

/** Whether verified OEMs may find a project, and which of its fields they see; absent means not discoverable. */
export const projectDiscoverability = pgTable('project_discoverability', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  discoverable: boolean('discoverable').notNull(),
  fields: jsonb('fields').$type<DiscoverableField[]>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A project's facts for matching as last read from its answers (server/modules/oems/facts.ts). */
export const oemProjectFacts = pgTable('oem_project_facts', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  /** The project's name when the facts were read, for an OEM's list without reaching the projects' tables. */
  name: text('name').notNull(),
  facts: jsonb('facts').$type<ProjectFacts>().notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The stored matches an OEM lists: only those not excluded and scoring at least LISTED_MATCH_SCORE; a
 * project's page computes its matches afresh. `notified_at` marks a strong match told in a digest.
 */
export const oemMatches = pgTable(
  'oem_matches',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    strong: boolean('strong').notNull(),
    /** When the score was written last: a recompute that leaves it as it was does not write it again. */
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  // An OEM's page reads its matches best first (score, then project): this index gives that order, so a page of 20
  // walks 20 entries rather than sorting all the OEM's matches.
  (table) => [primaryKey({ columns: [table.projectId, table.companyId] }), index('oem_matches_company_rank_idx').on(table.companyId, table.score.desc(), table.projectId)],
);
