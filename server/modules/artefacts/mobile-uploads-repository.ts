import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { mobileUploads, type MobileUploadRow } from '@/server/db/schema';

/** The phone uploads' SQL (R-22.16–R-22.19): the only file of the field uploads that reads or writes their table. */

export type NewMobileUpload = Pick<MobileUploadRow, 'monitoringId' | 'id' | 'uploadedBy' | 'fileName' | 'contentType' | 'size' | 'batchId' | 'evidenceKind'>;

/** An upload by the phone's id alone (ids are the phone's: one id, one upload, whatever the monitoring). */
export async function findUpload(db: Executor, id: string): Promise<MobileUploadRow | undefined> {
  const [row] = await db.select().from(mobileUploads).where(eq(mobileUploads.id, id)).limit(1);
  return row;
}

/** Inserts the upload unless its id is taken; answers the stored row either way. */
export async function insertUpload(db: Executor, upload: NewMobileUpload): Promise<MobileUploadRow> {
  const [inserted] = await db.insert(mobileUploads).values(upload).onConflictDoNothing().returning();
  return inserted ?? (await findUpload(db, upload.id))!;
}

/** The caller's own uploads, newest first, at most `limit`, optionally of one monitoring. */
export async function listOwnUploads(db: Executor, userId: string, monitoringIds: string[] | undefined, limit: number): Promise<MobileUploadRow[]> {
  const where = monitoringIds ? and(eq(mobileUploads.uploadedBy, userId), inArray(mobileUploads.monitoringId, monitoringIds)) : eq(mobileUploads.uploadedBy, userId);
  return db.select().from(mobileUploads).where(where).orderBy(desc(mobileUploads.createdAt), desc(mobileUploads.id)).limit(limit);
}

/**
 * Moves `received_bytes` from `offset` to `offset + length`, only if the server held exactly `offset` bytes: of two
 * parts sent at once for the same place, one counts. Undefined when the offset was not the one held.
 */
export async function advanceUpload(db: Executor, upload: MobileUploadRow, offset: number, length: number): Promise<MobileUploadRow | undefined> {
  const [row] = await db
    .update(mobileUploads)
    .set({ receivedBytes: offset + length, updatedAt: sql`now()` })
    .where(and(eq(mobileUploads.monitoringId, upload.monitoringId), eq(mobileUploads.id, upload.id), eq(mobileUploads.receivedBytes, offset), eq(mobileUploads.state, 'receiving')))
    .returning();
  return row;
}

/**
 * Claims a complete upload whose artefact is not made yet, for the request that completes it: the one whose part
 * took it to its size, or a later one once `staleBefore` passed without an artefact (a process that stopped midway).
 */
export async function claimCompletion(db: Executor, upload: MobileUploadRow, staleBefore: Date): Promise<MobileUploadRow | undefined> {
  const [row] = await db
    .update(mobileUploads)
    .set({ updatedAt: sql`now()` })
    .where(
      and(
        eq(mobileUploads.monitoringId, upload.monitoringId),
        eq(mobileUploads.id, upload.id),
        eq(mobileUploads.receivedBytes, upload.size),
        eq(mobileUploads.state, 'receiving'),
        isNull(mobileUploads.artefactId),
        lt(mobileUploads.updatedAt, staleBefore),
      ),
    )
    .returning();
  return row;
}

/** The end of an upload: its artefact, or failed. */
export async function finishUpload(db: Executor, upload: MobileUploadRow, end: { artefactId: string } | { failed: true }): Promise<MobileUploadRow> {
  const [row] = await db
    .update(mobileUploads)
    .set('artefactId' in end ? { artefactId: end.artefactId, state: 'received', updatedAt: sql`now()` } : { state: 'failed', updatedAt: sql`now()` })
    .where(and(eq(mobileUploads.monitoringId, upload.monitoringId), eq(mobileUploads.id, upload.id)))
    .returning();
  return row;
}
