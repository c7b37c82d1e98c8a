import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@/lib/schemas/common';
import type { Role } from '@/lib/schemas/users';

/** `provisioning` while the first authenticated call sets the account up; `active` once it is ready. */
export type UserStatus = 'provisioning' | 'active';

/** One person, keyed by the identity provider that vouches for them (issuer) and their id there (subject). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    /** Whether the holder of `email` proved it (the provider's `email_verified`, or the built-in provider's link). */
    emailVerified: boolean('email_verified').notNull().default(false),
    name: text('name').notNull(),
    company: text('company'),
    phone: text('phone'),
    jobTitle: text('job_title'),
    language: text('language').$type<Language>().notNull().default('en'),
    roles: text('roles')
      .array()
      .$type<Role[]>()
      .notNull()
      .default(sql`'{developer}'::text[]`),
    investorActivated: boolean('investor_activated').notNull().default(false),
    status: text('status').$type<UserStatus>().notNull().default('provisioning'),
    provisioningStartedAt: timestamp('provisioning_started_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_issuer_subject_key').on(table.issuer, table.subject),
    index('users_email_idx').on(sql`lower(${table.email})`),
    index('users_created_at_idx').on(table.createdAt),
  ],
);
export type UserRow = typeof users.$inferSelect;
