import { boolean, index, integer, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { publications } from './opportunities';
import { projectFiles } from './projects';
import { users } from './users';

/** A folder of an opportunity's data room (the opportunity's id is its publication's). */
export const dataroomFolders = pgTable(
  'dataroom_folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Without it, every grant on the folder is view-only and download-only documents are refused (requirements ). */
    allowsDownloads: boolean('allows_downloads').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('dataroom_folders_name_key').on(table.opportunityId, table.name)],
);
export type DataroomFolderRow = typeof dataroomFolders.$inferSelect;

/**
 * A document of a folder: a project file the developer chose (removed with that file) or an upload of the data room.
 * The storage object is named here either way; the page count is read once, when the document is added.
 */
export const dataroomFiles = pgTable(
  'dataroom_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    folderId: uuid('folder_id')
      .notNull()
      .references(() => dataroomFolders.id, { onDelete: 'cascade' }),
    opportunityId: uuid('opportunity_id').notNull(),
    projectFileId: uuid('project_file_id').references(() => projectFiles.id, { onDelete: 'cascade' }),
    container: text('container').notNull(),
    path: text('path').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    pageCount: integer('page_count').notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dataroom_files_folder_idx').on(table.folderId, table.addedAt), uniqueIndex('dataroom_files_project_file_key').on(table.folderId, table.projectFileId)],
);
export type DataroomFileRow = typeof dataroomFiles.$inferSelect;

/** An investor's request for an opportunity's data room: one per investor and opportunity. */
export const dataroomRequests = pgTable(
  'dataroom_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    investorId: uuid('investor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('dataroom_requests_pair_key').on(table.opportunityId, table.investorId)],
);
export type DataroomRequestRow = typeof dataroomRequests.$inferSelect;

/** Access of a request's investor to one folder; revoking keeps the row (with revoked_at) so the viewer can say why. */
export const dataroomGrants = pgTable(
  'dataroom_grants',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => dataroomRequests.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id')
      .notNull()
      .references(() => dataroomFolders.id, { onDelete: 'cascade' }),
    canDownload: boolean('can_download').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.requestId, table.folderId] }), index('dataroom_grants_folder_idx').on(table.folderId)],
);
export type DataroomGrantRow = typeof dataroomGrants.$inferSelect;

/**
 * The pages served to each viewer (requirements ): time on a page is recorded only for a page served to that
 * viewer, at most the time since it was served (all reports added up), never past the end of the grant.
 */
export const dataroomPageServes = pgTable(
  'dataroom_page_serves',
  {
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => dataroomFiles.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    servedAt: timestamp('served_at', { withTimezone: true }).notNull(),
    /** Seconds recorded for the page since it was last served. */
    secondsRecorded: real('seconds_recorded').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.viewerId, table.fileId, table.page] })],
);
export type DataroomPageServeRow = typeof dataroomPageServes.$inferSelect;
