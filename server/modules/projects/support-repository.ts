import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { supportRequests, type SupportRequestRow } from '@/server/db/schema';

/* Support requests: what a user asked, about one of their projects or none. */

export async function insertSupportRequest(db: Executor, request: { userId: string; projectId: string | null; subject: string; message: string }): Promise<SupportRequestRow> {
  const [row] = await db.insert(supportRequests).values(request).returning();
  return row;
}

/** A user's requests, newest first, about one project when named. */
export async function listSupportRequests(db: Executor, userId: string, projectId: string | undefined, limit: number): Promise<SupportRequestRow[]> {
  const conditions: SQL[] = [eq(supportRequests.userId, userId)];
  if (projectId) conditions.push(eq(supportRequests.projectId, projectId));
  return db
    .select()
    .from(supportRequests)
    .where(and(...conditions))
    .orderBy(desc(supportRequests.createdAt))
    .limit(limit);
}
