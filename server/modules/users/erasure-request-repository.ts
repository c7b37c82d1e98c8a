import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ErasureRequest } from '@/lib/schemas/erasure-requests';
import type { Executor } from '@/server/db/client';
import { erasureRequests, type ErasureRequestRow } from '@/server/db/schema';

/** Users' requests to erase their accounts (issue 24): kept by this module, beside the records they name. */

export function toErasureRequest(row: ErasureRequestRow): ErasureRequest {
  return {
    id: row.id,
    state: row.state,
    requested_at: row.requestedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    decline_reason: row.declineReason,
  };
}

/** The user's latest request, whatever its state. */
export async function latestErasureRequest(db: Executor, userId: string): Promise<ErasureRequestRow | undefined> {
  const [row] = await db.select().from(erasureRequests).where(eq(erasureRequests.userId, userId)).orderBy(desc(erasureRequests.requestedAt)).limit(1);
  return row;
}

/** The user's request waiting for staff, if any. */
export async function pendingErasureRequest(db: Executor, userId: string): Promise<ErasureRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(erasureRequests)
    .where(and(eq(erasureRequests.userId, userId), eq(erasureRequests.state, 'pending')))
    .limit(1);
  return row;
}

/** A new waiting request; undefined when one waits already (the partial unique index decides between two at once). */
export async function insertErasureRequest(db: Executor, userId: string): Promise<ErasureRequestRow | undefined> {
  const [row] = await db.insert(erasureRequests).values({ userId }).onConflictDoNothing().returning();
  return row;
}

/** Closes the user's waiting request (carried out, or declined with a reason); undefined when none waits. */
export async function decideErasureRequest(
  db: Executor,
  userId: string,
  decision: { state: 'carried_out' | 'declined'; by: string; reason?: string },
): Promise<ErasureRequestRow | undefined> {
  const [row] = await db
    .update(erasureRequests)
    .set({ state: decision.state, decidedBy: decision.by, decidedAt: sql`now()`, declineReason: decision.reason ?? null })
    .where(and(eq(erasureRequests.userId, userId), eq(erasureRequests.state, 'pending')))
    .returning();
  return row;
}

/** How many requests wait for staff (the console's home counts them). */
export async function countPendingErasureRequests(db: Executor): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(erasureRequests).where(eq(erasureRequests.state, 'pending'));
  return total;
}
