import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { idpRateLimits } from '@/server/db/schema/idp';

export interface RateLimitRule {
  /** Failures allowed within `minutes` before the key is locked. */
  maxFailures: number;
  /** Length of the counting window and of the lock-out. */
  minutes: number;
}

export interface LockState {
  locked: boolean;
  /** Whole minutes until the lock lifts (at least 1 while locked). */
  retryAfterMinutes: number;
}

const MINUTE_MS = 60_000;

/** Whether any of the keys is locked now, and for how long the longest lock still lasts. */
export async function lockState(db: Database, keys: string[], now = new Date()): Promise<LockState> {
  if (keys.length === 0) return { locked: false, retryAfterMinutes: 0 };
  const rows = await db
    .select({ lockedUntil: idpRateLimits.lockedUntil })
    .from(idpRateLimits)
    .where(inArray(idpRateLimits.key, keys));
  const until = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0));
  if (until <= now.getTime()) return { locked: false, retryAfterMinutes: 0 };
  return { locked: true, retryAfterMinutes: Math.max(1, Math.ceil((until - now.getTime()) / MINUTE_MS)) };
}

/**
 * Counts one failure for the key: the count restarts when the window has passed; reaching the limit locks the key
 * for `rule.minutes`.
 */
export async function recordFailure(db: Database, key: string, rule: RateLimitRule, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - rule.minutes * MINUTE_MS);
  const [row] = await db
    .insert(idpRateLimits)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: idpRateLimits.key,
      set: {
        failures: sql`case when ${idpRateLimits.windowStartedAt} < ${windowStart} then 1 else ${idpRateLimits.failures} + 1 end`,
        windowStartedAt: sql`case when ${idpRateLimits.windowStartedAt} < ${windowStart} then ${now} else ${idpRateLimits.windowStartedAt} end`,
      },
    })
    .returning({ failures: idpRateLimits.failures });
  if (row && row.failures >= rule.maxFailures) {
    await db
      .update(idpRateLimits)
      .set({ lockedUntil: new Date(now.getTime() + rule.minutes * MINUTE_MS), failures: 0, windowStartedAt: now })
      .where(eq(idpRateLimits.key, key));
  }
}

/** Forgets the failures of a key (after a successful sign-in). */
export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(idpRateLimits).where(eq(idpRateLimits.key, key));
}
