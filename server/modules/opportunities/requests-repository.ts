import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { informationRequests, publications, requestMessages, type InformationRequestRow, type RequestMessageRow } from '@/server/db/schema';
import { projectIdsOwnedBy } from '@/server/modules/projects/public';

export interface ThreadRow {
  request: InformationRequestRow;
  publication: { id: string; title: string; projectId: string };
}

const publicationColumns = { id: publications.id, title: publications.title, projectId: publications.projectId };

export async function findThread(db: Database, id: string): Promise<ThreadRow | undefined> {
  const [row] = await db
    .select({ request: informationRequests, publication: publicationColumns })
    .from(informationRequests)
    .innerJoin(publications, eq(publications.id, informationRequests.publicationId))
    .where(eq(informationRequests.id, id))
    .limit(1);
  return row;
}

/** The investor's thread on a publication, created when missing. */
export async function openThread(db: Database, publicationId: string, investorId: string): Promise<{ id: string; created: boolean }> {
  const [inserted] = await db.insert(informationRequests).values({ publicationId, investorId }).onConflictDoNothing().returning({ id: informationRequests.id });
  if (inserted) return { id: inserted.id, created: true };
  const [row] = await db
    .select({ id: informationRequests.id })
    .from(informationRequests)
    .where(and(eq(informationRequests.publicationId, publicationId), eq(informationRequests.investorId, investorId)))
    .limit(1);
  return { id: row.id, created: false };
}

export async function addMessage(db: Database, message: Pick<RequestMessageRow, 'requestId' | 'authorId' | 'authorSide' | 'body'>): Promise<void> {
  await db.insert(requestMessages).values(message);
  await db
    .update(informationRequests)
    .set({ updatedAt: sql`now()` })
    .where(eq(informationRequests.id, message.requestId));
}

/**
 * The threads a user takes part in: as the investor, or as the owner of the publication's project; `publicationIds`
 * adds the threads of publications the caller may answer for (an editor's, checked by the caller).
 */
export async function listThreads(db: Database, userId: string, filter: { publicationId?: string; publicationIds?: string[] }): Promise<ThreadRow[]> {
  const parties: SQL[] = [eq(informationRequests.investorId, userId), inArray(publications.projectId, projectIdsOwnedBy(db, userId))];
  if (filter.publicationIds?.length) parties.push(inArray(informationRequests.publicationId, filter.publicationIds));
  const conditions: SQL[] = [or(...parties) as SQL];
  if (filter.publicationId) conditions.push(eq(informationRequests.publicationId, filter.publicationId));
  return db
    .select({ request: informationRequests, publication: publicationColumns })
    .from(informationRequests)
    .innerJoin(publications, eq(publications.id, informationRequests.publicationId))
    .where(and(...conditions))
    .orderBy(desc(informationRequests.updatedAt), asc(informationRequests.id))
    .limit(200);
}

/** Every thread an investor opened (whatever the caller may see of them). */
export async function threadsOfInvestor(db: Database, investorId: string): Promise<ThreadRow[]> {
  return db
    .select({ request: informationRequests, publication: publicationColumns })
    .from(informationRequests)
    .innerJoin(publications, eq(publications.id, informationRequests.publicationId))
    .where(eq(informationRequests.investorId, investorId));
}

export async function messagesOf(db: Database, requestIds: string[]): Promise<RequestMessageRow[]> {
  if (requestIds.length === 0) return [];
  return db.select().from(requestMessages).where(inArray(requestMessages.requestId, requestIds)).orderBy(asc(requestMessages.createdAt), asc(requestMessages.id));
}
