import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Background jobs kept in the database (server/jobs/): they survive a restart and any instance may run one; an
 * instance claims a job by taking its lease (`locked_until`), and a lease that runs out frees it for another. A job
 * with a `dedupe_key` exists once (a reminder is queued once, whatever the number of instances).
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    dedupeKey: text('dedupe_key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('background_jobs_due_idx')
      .on(table.runAt)
      .where(sql`done_at is null and failed_at is null`),
    uniqueIndex('background_jobs_dedupe_key').on(table.dedupeKey),
  ],
);
export type BackgroundJobRow = typeof backgroundJobs.$inferSelect;
