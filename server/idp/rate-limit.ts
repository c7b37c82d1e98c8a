import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { idpRateLimits } from '@/server/db/schema/idp';

/**
 * How failures slow the next attempt down. The first `freeFailures` cost nothing; each one after doubles the wait
 * before the next attempt is even checked, from `firstDelaySeconds` up to `maxDelayMinutes`. A run of failures is
 * forgotten `forgetAfterHours` after it began. Nothing is ever locked for good: a guesser gets a few attempts an
 * hour, while the owner (from a known browser, see known-devices.ts) is not slowed at all.
 */
export interface ThrottleRule {
  freeFailures: number;
  firstDelaySeconds: number;
  maxDelayMinutes: number;
  forgetAfterHours: number;
}

export const DEFAULT_FIRST_DELAY_SECONDS = 2;
export const DEFAULT_FORGET_AFTER_HOURS = 24;

export function throttleRule(freeFailures: number, maxDelayMinutes: number, firstDelaySeconds = DEFAULT_FIRST_DELAY_SECONDS): ThrottleRule {
  return {
    freeFailures,
    firstDelaySeconds,
    maxDelayMinutes,
    forgetAfterHours: DEFAULT_FORGET_AFTER_HOURS,
  };
}

/** The wait, in seconds, that `failures` failures impose on the next attempt. */
export function delayAfter(failures: number, rule: ThrottleRule): number {
  if (failures < rule.freeFailures) return 0;
  const exponent = Math.min(failures - rule.freeFailures, 30);
  return Math.min(rule.firstDelaySeconds * 2 ** exponent, rule.maxDelayMinutes * 60);
}

/** Seconds until the slowest of the keys accepts an attempt again (0 when all do). */
export async function secondsToWait(db: Database, keys: string[], now = new Date()): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await db.select({ lockedUntil: idpRateLimits.lockedUntil }).from(idpRateLimits).where(inArray(idpRateLimits.key, keys));
  const until = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0));
  return until <= now.getTime() ? 0 : Math.ceil((until - now.getTime()) / 1000);
}

/** Counts one failure for the key and sets when the next attempt may come (now, or after a growing delay). */
export async function recordFailure(db: Database, key: string, rule: ThrottleRule, now = new Date()): Promise<number> {
  const runStart = new Date(now.getTime() - rule.forgetAfterHours * 3600_000);
  const [row] = await db
    .insert(idpRateLimits)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: idpRateLimits.key,
      set: {
        failures: sql`case when ${idpRateLimits.windowStartedAt} < ${runStart} then 1 else ${idpRateLimits.failures} + 1 end`,
        windowStartedAt: sql`case when ${idpRateLimits.windowStartedAt} < ${runStart} then ${now} else ${idpRateLimits.windowStartedAt} end`,
      },
    })
    .returning({ failures: idpRateLimits.failures });
  const failures = row?.failures ?? 1;
  const delay = delayAfter(failures, rule);
  await db
    .update(idpRateLimits)
    .set({ lockedUntil: delay > 0 ? new Date(now.getTime() + delay * 1000) : null })
    .where(eq(idpRateLimits.key, key));
  return failures;
}

/** Forgets the failures of a key (after a successful sign-in, or a password reset through the e-mailed link). */
export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(idpRateLimits).where(eq(idpRateLimits.key, key));
}
