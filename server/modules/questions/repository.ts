import { and, asc, count, countDistinct, desc, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { QuestionSubjectKind } from '@/lib/schemas/information-requests';
import type { Database } from '@/server/db/client';
import { informationRequests, requestMessages, requestReads, type InformationRequestRow, type RequestMessageRow } from '@/server/db/schema';
import { publicationIdsOwnedBy } from '@/server/modules/opportunities/public';

/** What a new thread is about: the opportunity (no file), or one document and its name. */
export interface SubjectInput {
  kind: QuestionSubjectKind;
  fileId: string | null;
  fileName: string | null;
}

/** One key per subject: a thread per investor, opportunity and subject (requirements ). */
export function subjectKey(subject: SubjectInput): string {
  return subject.fileId ? `${subject.kind}:${subject.fileId}` : 'opportunity';
}

export async function findThread(db: Database, id: string): Promise<InformationRequestRow | undefined> {
  const [row] = await db.select().from(informationRequests).where(eq(informationRequests.id, id)).limit(1);
  return row;
}

/** The investor's thread on a subject of a publication, created when missing. */
export async function openThread(db: Database, publicationId: string, investorId: string, subject: SubjectInput): Promise<{ id: string; created: boolean }> {
  const key = subjectKey(subject);
  const [inserted] = await db
    .insert(informationRequests)
    .values({ publicationId, investorId, subjectKey: key, subjectKind: subject.kind, fileId: subject.fileId, fileName: subject.fileName })
    .onConflictDoNothing()
    .returning({ id: informationRequests.id });
  if (inserted) return { id: inserted.id, created: true };
  const [row] = await db
    .select({ id: informationRequests.id })
    .from(informationRequests)
    .where(and(eq(informationRequests.publicationId, publicationId), eq(informationRequests.investorId, investorId), eq(informationRequests.subjectKey, key)))
    .limit(1);
  return { id: row.id, created: false };
}

/** A message, the thread's activity time, and the author's reading of the thread (what they wrote is read). */
export async function addMessage(db: Database, message: Pick<RequestMessageRow, 'requestId' | 'authorId' | 'authorSide' | 'body'>): Promise<RequestMessageRow> {
  const [row] = await db.insert(requestMessages).values(message).returning();
  await db.update(informationRequests).set({ updatedAt: row.createdAt }).where(eq(informationRequests.id, message.requestId));
  if (message.authorId) await markRead(db, message.requestId, message.authorId, row.createdAt);
  return row;
}

export async function markRead(db: Database, requestId: string, userId: string, at?: Date): Promise<void> {
  const readAt = at ?? sql`now()`;
  await db
    .insert(requestReads)
    .values({ requestId, userId, readAt })
    .onConflictDoUpdate({ target: [requestReads.requestId, requestReads.userId], set: { readAt: sql`greatest(${requestReads.readAt}, excluded.read_at)` } });
}

/** When each of these users last read the thread. */
export async function readsOf(db: Database, requestIds: string[], userIds: string[]): Promise<{ requestId: string; userId: string; readAt: Date }[]> {
  if (requestIds.length === 0 || userIds.length === 0) return [];
  return db
    .select()
    .from(requestReads)
    .where(and(inArray(requestReads.requestId, requestIds), inArray(requestReads.userId, userIds)));
}

/** The threads where a user is the investor, or (`asDeveloper`) those on the publications of projects the user owns. */
function partyOf(db: Database, userId: string): SQL {
  return or(eq(informationRequests.investorId, userId), inArray(informationRequests.publicationId, publicationIdsOwnedBy(db, userId))) as SQL;
}

/** The threads a user takes part in; `publicationIds` adds those of publications the caller answers for (checked by the caller). */
export async function listThreads(db: Database, userId: string, filter: { publicationId?: string; publicationIds?: string[] }): Promise<InformationRequestRow[]> {
  const parties: SQL[] = [partyOf(db, userId)];
  if (filter.publicationIds?.length) parties.push(inArray(informationRequests.publicationId, filter.publicationIds));
  const conditions: SQL[] = [or(...parties) as SQL];
  if (filter.publicationId) conditions.push(eq(informationRequests.publicationId, filter.publicationId));
  return db
    .select()
    .from(informationRequests)
    .where(and(...conditions))
    .orderBy(desc(informationRequests.updatedAt), asc(informationRequests.id))
    .limit(200);
}

/** Every thread an investor opened (whatever the caller may see of them). */
export async function threadsOfInvestor(db: Database, investorId: string): Promise<InformationRequestRow[]> {
  return db.select().from(informationRequests).where(eq(informationRequests.investorId, investorId));
}

export async function messagesOf(db: Database, requestIds: string[]): Promise<RequestMessageRow[]> {
  if (requestIds.length === 0) return [];
  return db.select().from(requestMessages).where(inArray(requestMessages.requestId, requestIds)).orderBy(asc(requestMessages.createdAt), asc(requestMessages.id));
}

/**
 * What a user has not read: the messages of the other side in the user's threads (as the investor, or as the owner of
 * the opportunity's project) written after the user last read the thread.
 */
export async function unreadOf(db: Database, userId: string): Promise<{ threads: number; messages: number }> {
  const otherSide = or(
    and(eq(informationRequests.investorId, userId), eq(requestMessages.authorSide, 'developer')),
    and(ne(informationRequests.investorId, userId), eq(requestMessages.authorSide, 'investor')),
  ) as SQL;
  const [row] = await db
    .select({ threads: countDistinct(requestMessages.requestId), messages: count() })
    .from(requestMessages)
    .innerJoin(informationRequests, eq(informationRequests.id, requestMessages.requestId))
    .leftJoin(requestReads, and(eq(requestReads.requestId, informationRequests.id), eq(requestReads.userId, userId)))
    .where(and(partyOf(db, userId), otherSide, or(sql`${requestReads.readAt} is null`, gt(requestMessages.createdAt, requestReads.readAt))));
  return { threads: Number(row?.threads ?? 0), messages: Number(row?.messages ?? 0) };
}

/** How many messages a user wrote since a moment, and the oldest of them (the rate limit's window). */
export async function messagesWrittenSince(db: Database, authorId: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: count(), oldest: sql<string | null>`min(${requestMessages.createdAt})` })
    .from(requestMessages)
    .where(and(eq(requestMessages.authorId, authorId), gt(requestMessages.createdAt, since)));
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** The message before this one in the thread, from the same author. */
export async function previousMessageOf(db: Database, message: RequestMessageRow): Promise<RequestMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(requestMessages)
    .where(and(eq(requestMessages.requestId, message.requestId), eq(requestMessages.authorSide, message.authorSide), ne(requestMessages.id, message.id)))
    .orderBy(desc(requestMessages.createdAt))
    .limit(1);
  return row;
}
