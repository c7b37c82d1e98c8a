import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Accounts of the built-in identity provider (used only when no Azure AD B2C is configured). */
export const idpAccounts = pgTable(
  'idp_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased; unique. */
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** scrypt hash (see server/idp/passwords.ts); null for accounts that only sign in through federation. */
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    company: text('company'),
    /** Signed up through the investor policy: the API gives the investor role, awaiting activation. */
    investor: boolean('investor').notNull().default(false),
    /** Signed up through the events policy with `eventCode`. */
    eventParticipant: boolean('event_participant').notNull().default(false),
    eventCode: text('event_code'),
    /** The policy the account was created with (signin, investors, events, google, linkedin). */
    signupPolicy: text('signup_policy').notNull(),
    federatedIssuer: text('federated_issuer'),
    federatedSubject: text('federated_subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('idp_accounts_email_key').on(table.email),
    uniqueIndex('idp_accounts_federated_key')
      .on(table.federatedIssuer, table.federatedSubject)
      .where(sql`${table.federatedIssuer} is not null`),
  ],
);

/** oidc-provider's models (sessions, grants, interactions, codes, tokens…), one JSON payload per row. */
export const idpPayloads = pgTable(
  'idp_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('idp_payloads_grant_id_idx').on(table.grantId),
    index('idp_payloads_uid_idx').on(table.uid),
    index('idp_payloads_user_code_idx').on(table.userCode),
    index('idp_payloads_expires_at_idx').on(table.expiresAt),
  ],
);

/** Key material generated once and reused: the token signing key set and the cookie signing keys. */
export const idpKeys = pgTable('idp_keys', {
  id: text('id').primaryKey(),
  material: jsonb('material').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failed attempts per e-mail address and per IP address: `failures` since `window_started_at` (the first failure
 * of the run), and `locked_until`, before which the next attempt is not even checked (a delay that grows).
 */
export const idpRateLimits = pgTable('idp_rate_limits', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Password reset links: only the SHA-256 of the token is kept. */
export const idpPasswordResets = pgTable(
  'idp_password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => idpAccounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('idp_password_resets_account_idx').on(table.accountId)],
);

/** Links that confirm an account's e-mail address: only the SHA-256 of the token is kept, with the address it confirms. */
export const idpEmailVerifications = pgTable(
  'idp_email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => idpAccounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('idp_email_verifications_account_idx').on(table.accountId)],
);

/**
 * Browsers an account signed in from with its password (the SHA-256 of a random cookie value): the right password
 * from one of them is not slowed down by failures elsewhere, as long as the browser itself keeps few failures.
 */
export const idpKnownDevices = pgTable(
  'idp_known_devices',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => idpAccounts.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    failures: integer('failures').notNull().default(0),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.deviceHash] })],
);

/** Mail kept instead of sent when no SMTP server is configured (readable at the secret outbox address the server logs at start). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_created_at_idx').on(table.createdAt)],
);
