import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Messages sent through the contact form, by visitors or signed-in users. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    subject: text('subject'),
    message: text('message').notNull(),
    language: text('language').notNull(),
    /** SHA-256 of the sender's network address: enough to rate-limit, not enough to locate anyone. */
    senderHash: text('sender_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_sender_idx').on(table.senderHash, table.createdAt)],
);
export type ContactMessageRow = typeof contactMessages.$inferSelect;
