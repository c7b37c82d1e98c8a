import { and, asc, count, desc, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { SupportState } from '@/lib/schemas/support-constants';
import type { Database, Executor } from '@/server/db/client';
import { supportMessages, supportRequests, type SupportMessageRow, type SupportRequestRow } from '@/server/db/schema';

/* The support desk's requests and their threads (issue 24, items 6 and 7). */

export type NewRequest = Pick<SupportRequestRow, 'userId' | 'projectId' | 'page' | 'subject' | 'message' | 'firstReplyDueAt'>;
export type NewMessage = Omit<typeof supportMessages.$inferInsert, 'id' | 'createdAt' | 'requestId'>;

/** A request and its opening message, together. */
export async function insertRequest(db: Database, request: NewRequest & { id: string }, opening: NewMessage): Promise<SupportRequestRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(supportRequests).values(request).returning();
    await tx.insert(supportMessages).values({ ...opening, requestId: row.id });
    return row;
  });
}

export async function findRequest(db: Executor, id: string): Promise<SupportRequestRow | undefined> {
  const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, id));
  return row;
}

/** A user's requests, newest first (about one project when named). */
export async function listRequestsOf(db: Executor, userId: string, projectId: string | undefined, limit: number): Promise<SupportRequestRow[]> {
  const conditions: SQL[] = [eq(supportRequests.userId, userId)];
  if (projectId) conditions.push(eq(supportRequests.projectId, projectId));
  return db
    .select()
    .from(supportRequests)
    .where(and(...conditions))
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
    .limit(limit);
}

/** Staff's inbox: every request in one state (or all), the last touched first. */
export async function listInbox(db: Executor, state: SupportState | undefined, limit: number): Promise<SupportRequestRow[]> {
  return db
    .select()
    .from(supportRequests)
    .where(state ? eq(supportRequests.status, state) : undefined)
    .orderBy(desc(supportRequests.updatedAt), desc(supportRequests.id))
    .limit(limit);
}

/** How many requests wait for staff: new ones, and open ones the user answered. */
export async function countAwaitingStaff(db: Executor): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(supportRequests)
    .where(inArray(supportRequests.status, ['new', 'open']));
  return row?.value ?? 0;
}

/** A thread's messages, oldest first; staff's internal notes only when asked for. */
export async function listMessages(db: Executor, requestId: string, withInternal: boolean): Promise<SupportMessageRow[]> {
  const conditions: SQL[] = [eq(supportMessages.requestId, requestId)];
  if (!withInternal) conditions.push(eq(supportMessages.internal, false));
  return db
    .select()
    .from(supportMessages)
    .where(and(...conditions))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
}

/** The message of a request that carries this file (an internal note's only when asked for). */
export async function findMessageFile(db: Executor, requestId: string, fileId: string, withInternal: boolean): Promise<SupportMessageRow | undefined> {
  const conditions: SQL[] = [eq(supportMessages.requestId, requestId), eq(supportMessages.fileId, fileId)];
  if (!withInternal) conditions.push(eq(supportMessages.internal, false));
  const [row] = await db
    .select()
    .from(supportMessages)
    .where(and(...conditions));
  return row;
}

/** Adds a message and changes the request as it says, together. */
export async function addMessage(db: Database, requestId: string, message: NewMessage, changes: Partial<SupportRequestRow>): Promise<SupportRequestRow> {
  return db.transaction(async (tx) => {
    await tx.insert(supportMessages).values({ ...message, requestId });
    const [row] = await tx
      .update(supportRequests)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(supportRequests.id, requestId))
      .returning();
    return row;
  });
}

export async function updateRequest(db: Executor, id: string, changes: Partial<Pick<SupportRequestRow, 'assigneeId' | 'status'>>): Promise<SupportRequestRow | undefined> {
  const [row] = await db
    .update(supportRequests)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(supportRequests.id, id))
    .returning();
  return row;
}

/**
 * Marks a request escalated at `now`: true only for the one call that did (it still had no reply from staff, was not
 * resolved, and was not escalated before), so that every staff member hears of it once whatever the instances.
 */
export async function markEscalated(db: Executor, id: string, now: Date): Promise<SupportRequestRow | undefined> {
  const [row] = await db
    .update(supportRequests)
    .set({ escalatedAt: now })
    .where(and(eq(supportRequests.id, id), isNull(supportRequests.answeredAt), isNull(supportRequests.escalatedAt), ne(supportRequests.status, 'resolved')))
    .returning();
  return row;
}
