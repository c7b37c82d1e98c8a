import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { backgroundJobs, type BackgroundJobRow } from '@/server/db/schema';

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  runAt?: Date;
  dedupeKey?: string | null;
}

/** Adds a job; with a dedupe key already queued, nothing is added and null comes back. */
export async function insertJob(executor: Executor, job: NewJob): Promise<string | null> {
  const rows = await executor
    .insert(backgroundJobs)
    .values({ kind: job.kind, payload: job.payload, runAt: job.runAt ?? new Date(), dedupeKey: job.dedupeKey ?? null })
    .onConflictDoNothing({ target: backgroundJobs.dedupeKey })
    .returning({ id: backgroundJobs.id });
  return rows[0]?.id ?? null;
}

const open = and(isNull(backgroundJobs.doneAt), isNull(backgroundJobs.failedAt));

/**
 * Takes up to `limit` due jobs of the given kinds whose lease is free (never taken, or run out): each gets this
 * instance's lease and one more attempt. `skip locked` lets instances claim side by side without waiting.
 */
export async function claimJobs(
  executor: Executor,
  claim: { kinds: readonly string[]; limit: number; now: Date; leaseMs: number; instanceId: string; maxAttempts: number },
): Promise<BackgroundJobRow[]> {
  if (claim.kinds.length === 0 || claim.limit <= 0) return [];
  const due = executor
    .select({ id: backgroundJobs.id })
    .from(backgroundJobs)
    .where(
      and(
        open,
        inArray(backgroundJobs.kind, [...claim.kinds]),
        lte(backgroundJobs.runAt, claim.now),
        lt(backgroundJobs.attempts, claim.maxAttempts),
        or(isNull(backgroundJobs.lockedUntil), lt(backgroundJobs.lockedUntil, claim.now)),
      ),
    )
    .orderBy(asc(backgroundJobs.runAt))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  return executor
    .update(backgroundJobs)
    .set({
      lockedUntil: new Date(claim.now.getTime() + claim.leaseMs),
      lockedBy: claim.instanceId,
      attempts: sql`${backgroundJobs.attempts} + 1`,
    })
    .where(inArray(backgroundJobs.id, due))
    .returning();
}

/** Marks a job this instance holds as done. */
export async function completeJob(executor: Executor, id: string, instanceId: string, now: Date): Promise<void> {
  await executor
    .update(backgroundJobs)
    .set({ doneAt: now, lockedUntil: null, lastError: null })
    .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.lockedBy, instanceId), open));
}

/** A failed attempt: tried again at `retryAt`, or failed for good (`retryAt` null). */
export async function failJob(executor: Executor, id: string, instanceId: string, error: string, now: Date, retryAt: Date | null): Promise<void> {
  await executor
    .update(backgroundJobs)
    .set(retryAt ? { runAt: retryAt, lockedUntil: null, lastError: error } : { failedAt: now, lockedUntil: null, lastError: error })
    .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.lockedBy, instanceId), open));
}

/** Jobs whose every attempt was taken and whose last lease ran out (their instance died each time): failed for good. */
export async function failExhaustedJobs(executor: Executor, now: Date, maxAttempts: number): Promise<number> {
  const rows = await executor
    .update(backgroundJobs)
    .set({ failedAt: now, lockedUntil: null, lastError: sql`coalesce(${backgroundJobs.lastError}, 'lease ran out on the last attempt')` })
    .where(and(open, sql`${backgroundJobs.attempts} >= ${maxAttempts}`, lt(backgroundJobs.lockedUntil, now)))
    .returning({ id: backgroundJobs.id });
  return rows.length;
}

export async function findJob(executor: Executor, id: string): Promise<BackgroundJobRow | null> {
  const [row] = await executor.select().from(backgroundJobs).where(eq(backgroundJobs.id, id));
  return row ?? null;
}
