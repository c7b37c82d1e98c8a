import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SupportState } from '@/lib/schemas/support-constants';
import { projects } from './projects';
import { users } from './users';

/**
 * The support desk (issue 24, items 6 and 7). A request keeps the page it was sent from and its opening words
 * (`message`, also its thread's first message); `answer` is staff's latest reply to the user and `answered_at` the
 * first one (the reply due within one business day, `first_reply_due_at`); `escalated_at` is set once, by the one
 * run of the escalation job that told every staff member.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    page: text('page'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status').$type<SupportState>().notNull().default('new'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    firstReplyDueAt: timestamp('first_reply_due_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_requests_user_idx').on(table.userId, table.createdAt),
    index('support_requests_project_idx').on(table.projectId),
    index('support_requests_status_idx').on(table.status, table.createdAt),
  ],
);
export type SupportRequestRow = typeof supportRequests.$inferSelect;

/** A request's thread: the user's and staff's messages, staff's internal notes (never shown to the user), one file each at most. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromStaff: boolean('from_staff').notNull().default(false),
    internal: boolean('internal').notNull().default(false),
    body: text('body').notNull(),
    fileId: uuid('file_id'),
    fileName: text('file_name'),
    filePath: text('file_path'),
    fileContentType: text('file_content_type'),
    fileSize: integer('file_size'),
    fileSha256: text('file_sha256'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_messages_request_idx').on(table.requestId, table.createdAt)],
);
export type SupportMessageRow = typeof supportMessages.$inferSelect;
