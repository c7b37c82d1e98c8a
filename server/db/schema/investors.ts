import { index, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { InvestorStatus } from '@/lib/schemas/investors';
import type { Currency, Instrument, Region, Stage } from '@/lib/schemas/opportunities';
import { users } from './users';

/** An investor's profile: one per user holding the investor role, reviewed by staff (users.investor_activated follows). */
export const investors = pgTable(
  'investors',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisation: text('organisation').notNull(),
    ticketMin: real('ticket_min').notNull(),
    ticketMax: real('ticket_max').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    instruments: jsonb('instruments').$type<Instrument[]>().notNull(),
    regions: jsonb('regions').$type<Region[]>().notNull(),
    stages: jsonb('stages').$type<Stage[]>().notNull(),
    accreditation: text('accreditation').notNull(),
    status: text('status').$type<InvestorStatus>().notNull().default('pending'),
    refusalReason: text('refusal_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The investor home's visits (requirements ): the current one, and the one before, whose news it shows. */
    visitedAt: timestamp('visited_at', { withTimezone: true }),
    previousVisitAt: timestamp('previous_visit_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('investors_status_idx').on(table.status, table.createdAt)],
);
export type InvestorRow = typeof investors.$inferSelect;
