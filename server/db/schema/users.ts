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
    /** Set while staff have disabled the account: its tokens are refused from the next request on. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Set once the user's personal data was erased: the row stays, as a pseudonymous id audit entries point to. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    status: text('status').$type<UserStatus>().notNull().default('provisioning'),
    provisioningStartedAt: timestamp('provisioning_started_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Name, e-mail and company lower-cased in one text (unit separators between), kept by the database: staff's search
     * reads one trigram index with LIKE instead of three with ILIKE (issue 24, the search's p99).
     */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(coalesce(name, '') || chr(31) || coalesce(email, '') || chr(31) || coalesce(company, ''))`),
  },
  (table) => [
    uniqueIndex('users_issuer_subject_key').on(table.issuer, table.subject),
    index('users_email_idx').on(sql`lower(${table.email})`),
    // Newest first with the id as tie-breaker (staff's search, the users list): read in order, no sort step.
    index('users_created_at_id_idx').on(table.createdAt, table.id),
    // Staff's search: the text in `search_text`, the role among `roles` (both join in one bitmap when both are asked).
    index('users_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    index('users_roles_idx').using('gin', table.roles),
    // Other searches (ILIKE '%text%' on name, e-mail, company; the company filter) read these trigram indexes.
    index('users_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
    index('users_company_trgm_idx').using('gin', table.company.op('gin_trgm_ops')),
  ],
);
export type UserRow = typeof users.$inferSelect;

/** What a sign-in came to: accepted, refused (wrong password, unknown account) or refused because the account is disabled. */
export type SignInResult = 'success' | 'failure' | 'disabled';

/**
 * One sign-in as the server saw it (issue 24, item 9): the time, the policy (one of the seven), the client's address
 * and user agent, and the result. `user_id` is null when no user matched (an unknown address); `email` is the address
 * typed (or the token's, for an external provider). An erasure deletes the user's rows (address and user agent are
 * personal data).
 */
export const signIns = pgTable(
  'sign_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id'),
    email: text('email'),
    policy: text('policy').notNull(),
    address: text('address'),
    userAgent: text('user_agent'),
    result: text('result').$type<SignInResult>().notNull(),
    /**
     * A sign-in at an external provider, seen in its tokens: when the user signed in there (`auth_time`, else
     * the token's `iat`). Null for the built-in provider's records, written at the sign-in itself.
     */
    authTime: timestamp('auth_time', { withTimezone: true }),
  },
  (table) => [
    index('sign_ins_user_at_idx').on(table.userId, table.at),
    index('sign_ins_at_idx').on(table.at),
    // One row per sign-in event, however many requests or instances see its tokens at once.
    uniqueIndex('sign_ins_user_auth_time_key')
      .on(table.userId, table.authTime)
      .where(sql`${table.authTime} is not null`),
  ],
);
export type SignInRow = typeof signIns.$inferSelect;

/** Who erased a user, when and why (issue 24, item 10); `user_id` is the erased record's id, now a pseudonym. */
export const userErasures = pgTable('user_erasures', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  erasedBy: uuid('erased_by').notNull(),
  reason: text('reason').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

export type ErasureRequestState = 'pending' | 'carried_out' | 'declined';

/**
 * A user's request to erase their account (issue 24, items 10 and 11): waiting (`pending`, one at most per user)
 * until staff carry it out (the erasure of `/internal/user_delete`) or decline it with a reason. It names the user by
 * id only, so it outlives the erasure without personal data.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    state: text('state').$type<ErasureRequestState>().notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    declineReason: text('decline_reason'),
  },
  (table) => [
    uniqueIndex('erasure_requests_one_pending_idx')
      .on(table.userId)
      .where(sql`${table.state} = 'pending'`),
    index('erasure_requests_user_idx').on(table.userId, table.requestedAt),
  ],
);
export type ErasureRequestRow = typeof erasureRequests.$inferSelect;
