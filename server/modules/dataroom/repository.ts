import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '@/server/db/client';
import {
  dataroomFiles,
  dataroomFolders,
  dataroomGrants,
  dataroomRequests,
  type DataroomFileRow,
  type DataroomFolderRow,
  type DataroomGrantRow,
  type DataroomRequestRow,
} from '@/server/db/schema';

/* ------------------------------------------------------------------ folders and files */

export async function listFolders(db: Executor, opportunityId: string): Promise<DataroomFolderRow[]> {
  return db.select().from(dataroomFolders).where(eq(dataroomFolders.opportunityId, opportunityId)).orderBy(asc(dataroomFolders.name), asc(dataroomFolders.id));
}

export async function listFiles(db: Executor, opportunityId: string): Promise<DataroomFileRow[]> {
  return db.select().from(dataroomFiles).where(eq(dataroomFiles.opportunityId, opportunityId)).orderBy(asc(dataroomFiles.addedAt), asc(dataroomFiles.name));
}

export async function findFolder(db: Executor, id: string): Promise<DataroomFolderRow | undefined> {
  const [row] = await db.select().from(dataroomFolders).where(eq(dataroomFolders.id, id)).limit(1);
  return row;
}

/** The new folder, or undefined when the opportunity has one of that name already. */
export async function insertFolder(db: Executor, opportunityId: string, name: string): Promise<DataroomFolderRow | undefined> {
  const [row] = await db.insert(dataroomFolders).values({ opportunityId, name }).onConflictDoNothing().returning();
  return row;
}

/** Renamed; undefined when the name is taken (the unique index refuses it). */
export async function renameFolder(db: Executor, id: string, name: string): Promise<DataroomFolderRow | undefined> {
  const [taken] = await db
    .select({ id: dataroomFolders.id })
    .from(dataroomFolders)
    .where(and(eq(dataroomFolders.name, name), sql`${dataroomFolders.opportunityId} = (select opportunity_id from dataroom_folders where id = ${id})`))
    .limit(1);
  if (taken && taken.id !== id) return undefined;
  const [row] = await db.update(dataroomFolders).set({ name }).where(eq(dataroomFolders.id, id)).returning();
  return row;
}

export async function deleteFolder(db: Executor, id: string): Promise<{ folder: DataroomFolderRow | undefined; files: DataroomFileRow[] }> {
  return db.transaction(async (tx) => {
    const files = await tx.delete(dataroomFiles).where(eq(dataroomFiles.folderId, id)).returning();
    const [folder] = await tx.delete(dataroomFolders).where(eq(dataroomFolders.id, id)).returning();
    return { folder, files };
  });
}

export async function findFile(db: Executor, id: string): Promise<DataroomFileRow | undefined> {
  const [row] = await db.select().from(dataroomFiles).where(eq(dataroomFiles.id, id)).limit(1);
  return row;
}

export async function insertFiles(db: Executor, rows: (typeof dataroomFiles.$inferInsert)[]): Promise<DataroomFileRow[]> {
  if (rows.length === 0) return [];
  return db.insert(dataroomFiles).values(rows).onConflictDoNothing().returning();
}

export async function deleteFile(db: Executor, id: string): Promise<DataroomFileRow | undefined> {
  const [row] = await db.delete(dataroomFiles).where(eq(dataroomFiles.id, id)).returning();
  return row;
}

/* ------------------------------------------------------------------ requests and grants */

export async function findRequest(db: Executor, id: string): Promise<DataroomRequestRow | undefined> {
  const [row] = await db.select().from(dataroomRequests).where(eq(dataroomRequests.id, id)).limit(1);
  return row;
}

/** The investor's request, created when there is none; `created` says which. */
export async function openRequest(db: Executor, opportunityId: string, investorId: string, message: string) {
  const [created] = await db.insert(dataroomRequests).values({ opportunityId, investorId, message }).onConflictDoNothing().returning();
  if (created) return { row: created, created: true };
  const [row] = await db
    .select()
    .from(dataroomRequests)
    .where(and(eq(dataroomRequests.opportunityId, opportunityId), eq(dataroomRequests.investorId, investorId)))
    .limit(1);
  return { row, created: false };
}

export async function listRequests(db: Executor, opportunityId: string, investorId?: string): Promise<DataroomRequestRow[]> {
  const where = investorId
    ? and(eq(dataroomRequests.opportunityId, opportunityId), eq(dataroomRequests.investorId, investorId))
    : eq(dataroomRequests.opportunityId, opportunityId);
  return db.select().from(dataroomRequests).where(where).orderBy(asc(dataroomRequests.createdAt), asc(dataroomRequests.id));
}

export async function grantsOf(db: Executor, requestIds: string[]): Promise<DataroomGrantRow[]> {
  if (requestIds.length === 0) return [];
  return db.select().from(dataroomGrants).where(inArray(dataroomGrants.requestId, requestIds));
}

/** Opens the folder to the request's investor, or changes the access; a revoked grant becomes active again. */
export async function upsertGrant(db: Executor, grant: Pick<DataroomGrantRow, 'requestId' | 'folderId' | 'canDownload' | 'expiresAt' | 'grantedBy'>): Promise<DataroomGrantRow> {
  const set = { canDownload: grant.canDownload, expiresAt: grant.expiresAt, grantedBy: grant.grantedBy, grantedAt: sql`now()`, revokedAt: null, revokedBy: null };
  const [row] = await db
    .insert(dataroomGrants)
    .values(grant)
    .onConflictDoUpdate({ target: [dataroomGrants.requestId, dataroomGrants.folderId], set })
    .returning();
  return row;
}

/** Marks the request's grants (one folder's, or all) revoked now; answers those that were not revoked yet. */
export async function revokeGrants(db: Executor, requestId: string, folderId: string | undefined, by: string): Promise<DataroomGrantRow[]> {
  const conditions = [eq(dataroomGrants.requestId, requestId), isNull(dataroomGrants.revokedAt)];
  if (folderId) conditions.push(eq(dataroomGrants.folderId, folderId));
  return db
    .update(dataroomGrants)
    .set({ revokedAt: sql`now()`, revokedBy: by })
    .where(and(...conditions))
    .returning();
}

/* ------------------------------------------------------------------ the viewer's hot path */

export interface FileAccessRow {
  file: DataroomFileRow;
  grant: Pick<DataroomGrantRow, 'canDownload' | 'expiresAt' | 'revokedAt'> | null;
  /** The database's clock, compared with expires_at. */
  now: Date;
}

/**
 * A document and the caller's grant on its folder, in one statement: the check every page request makes, never
 * cached, so that a revocation or an expiry refuses the very next page.
 */
export async function fileAccess(db: Database, fileId: string, userId: string): Promise<FileAccessRow | undefined> {
  const [row] = await db
    .select({
      file: dataroomFiles,
      canDownload: dataroomGrants.canDownload,
      expiresAt: dataroomGrants.expiresAt,
      revokedAt: dataroomGrants.revokedAt,
      granted: dataroomGrants.requestId,
      now: sql<Date>`now()`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(dataroomFiles)
    .leftJoin(dataroomRequests, and(eq(dataroomRequests.opportunityId, dataroomFiles.opportunityId), eq(dataroomRequests.investorId, userId)))
    .leftJoin(dataroomGrants, and(eq(dataroomGrants.requestId, dataroomRequests.id), eq(dataroomGrants.folderId, dataroomFiles.folderId)))
    .where(eq(dataroomFiles.id, fileId))
    .limit(1);
  if (!row) return undefined;
  const grant = row.granted ? { canDownload: row.canDownload ?? false, expiresAt: row.expiresAt, revokedAt: row.revokedAt } : null;
  return { file: row.file, grant, now: row.now };
}

/** Opens or closes downloads on a folder (requirements ). */
export async function setFolderDownloads(db: Executor, id: string, allowsDownloads: boolean): Promise<void> {
  await db.update(dataroomFolders).set({ allowsDownloads }).where(eq(dataroomFolders.id, id));
}

/** A folder and the caller's grant on it, for the folder's archive. */
export async function folderAccess(db: Executor, folderId: string, userId: string) {
  const folder = await findFolder(db, folderId);
  if (!folder) return undefined;
  const [grant] = await db
    .select({ canDownload: dataroomGrants.canDownload, expiresAt: dataroomGrants.expiresAt, revokedAt: dataroomGrants.revokedAt })
    .from(dataroomGrants)
    .innerJoin(dataroomRequests, eq(dataroomRequests.id, dataroomGrants.requestId))
    .where(and(eq(dataroomGrants.folderId, folderId), eq(dataroomRequests.investorId, userId)))
    .limit(1);
  const files = await db.select().from(dataroomFiles).where(eq(dataroomFiles.folderId, folderId)).orderBy(asc(dataroomFiles.name), asc(dataroomFiles.id));
  return { folder, grant: grant ?? null, files };
}
