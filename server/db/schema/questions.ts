import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { QuestionSubjectKind } from '@/lib/schemas/information-requests';
import { publications } from './opportunities';
import { users } from './users';

/**
 * A thread of questions between an investor and the developer of an opportunity (requirements ): about the
 * opportunity in general, or about one document (a teaser document or a data-room document), one thread per
 * investor, opportunity and subject (`subject_key`: `opportunity`, or `<kind>:<file id>`). The document's name is
 * kept with the thread, so that it still says what was asked about once the document is gone.
 */
export const informationRequests = pgTable(
  'information_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publicationId: uuid('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    investorId: uuid('investor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectKey: text('subject_key').notNull().default('opportunity'),
    subjectKind: text('subject_kind').$type<QuestionSubjectKind>().notNull().default('opportunity'),
    fileId: uuid('file_id'),
    fileName: text('file_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('information_requests_subject_key').on(table.publicationId, table.investorId, table.subjectKey),
    index('information_requests_investor_idx').on(table.investorId, table.updatedAt),
  ],
);
export type InformationRequestRow = typeof informationRequests.$inferSelect;

export const requestMessages = pgTable(
  'request_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => informationRequests.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorSide: text('author_side').$type<'investor' | 'developer'>().notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('request_messages_request_idx').on(table.requestId, table.createdAt), index('request_messages_author_idx').on(table.authorId, table.createdAt)],
);
export type RequestMessageRow = typeof requestMessages.$inferSelect;

/** When each user last read each thread: what came from the other side after it is unread. */
export const requestReads = pgTable(
  'request_reads',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => informationRequests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'request_reads_pkey', columns: [table.requestId, table.userId] })],
);
