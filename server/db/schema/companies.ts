import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './users';

/** What a company does on the platform: develops projects, or makes equipment (an OEM). */
export type CompanyKind = 'developer' | 'oem';
/** A member's standing in their company: admins edit it and invite, members read it and link projects. */
export type CompanyMemberRole = 'admin' | 'member';

/** An organisation with members (issue 23): a developer company, or an equipment maker verified by staff. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<CompanyKind>().notNull(),
    legalName: text('legal_name').notNull(),
    registrationNumber: text('registration_number'),
    /** ISO 3166-1 alpha-2. */
    country: text('country'),
    sectors: jsonb('sectors').$type<string[]>().notNull().default([]),
    description: text('description'),
    website: text('website'),
    /** Carried over from the personal profile. */
    employees: integer('employees'),
    foundedYear: integer('founded_year'),
    /** Whether the developer page (track record) is shown to investors, and to OEMs. */
    showToInvestors: boolean('show_to_investors').notNull().default(false),
    showToOems: boolean('show_to_oems').notNull().default(false),
    /** The user whose personal profile this company was migrated from; null for a company made as such. */
    migratedFromProfile: uuid('migrated_from_profile').references(() => users.id, { onDelete: 'set null' }),
    /** Set by staff; an OEM is visible to others only once verified. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('companies_kind_idx').on(table.kind)],
);
export type CompanyRow = typeof companies.$inferSelect;

/** Who belongs to a company, and as what. */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<CompanyMemberRole>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.userId] }), index('company_members_user_idx').on(table.userId)],
);
export type CompanyMemberRow = typeof companyMembers.$inferSelect;

/** An invitation by e-mail to join a company: honoured only for the confirmed owner of the address. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-case. */
    email: text('email').notNull(),
    role: text('role').$type<CompanyMemberRole>().notNull(),
    /** SHA-256 of the token the mail's link carries; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('company_invitations_token_key').on(table.tokenHash), index('company_invitations_company_idx').on(table.companyId, table.email)],
);
export type CompanyInvitationRow = typeof companyInvitations.$inferSelect;

/** The projects a company holds: a project belongs to at most one company. */
export const companyProjects = pgTable(
  'company_projects',
  {
    projectId: uuid('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    linkedBy: uuid('linked_by').references(() => users.id, { onDelete: 'set null' }),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('company_projects_company_idx').on(table.companyId)],
);
export type CompanyProjectRow = typeof companyProjects.$inferSelect;

/** What a company file is: its logo (one at a time) or a document. */
export type CompanyFilePurpose = 'logo' | 'document';
/** Which storage area holds the bytes: the companies container, or the profiles one for a logo migrated in place. */
export type CompanyFileArea = 'companies' | 'profiles';

/** A company's logo and documents, stored through the storage interface. */
export const companyFiles = pgTable(
  'company_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<CompanyFilePurpose>().notNull(),
    area: text('area').$type<CompanyFileArea>().notNull().default('companies'),
    path: text('path').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('company_files_company_idx').on(table.companyId, table.purpose)],
);
export type CompanyFileRow = typeof companyFiles.$inferSelect;
