import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { opportunities, savedOpportunities } from '@/server/db/schema';

/*
 * What the investor home (requirements) reads of opportunities: the investor's saved ones, the titles of listed
 * opportunities, and how many were published since a moment.
 */

export interface SavedByInvestor {
  opportunityId: string;
  title: string;
  publishedAt: Date;
}

/** The investor's saved opportunities that are still listed, the latest published first. */
export async function savedByInvestor(db: Database, userId: string): Promise<SavedByInvestor[]> {
  return db
    .select({ opportunityId: opportunities.id, title: opportunities.title, publishedAt: opportunities.publishedAt })
    .from(savedOpportunities)
    .innerJoin(opportunities, eq(opportunities.id, savedOpportunities.opportunityId))
    .where(eq(savedOpportunities.userId, userId))
    .orderBy(desc(opportunities.publishedAt))
    .limit(50);
}

/** The titles of listed opportunities, by id (one not listed any more is absent). */
export async function listedTitles(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: opportunities.id, title: opportunities.title })
    .from(opportunities)
    .where(inArray(opportunities.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** How many opportunities are listed that were published after `since`. */
export async function publishedSince(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(opportunities)
    .where(and(gt(opportunities.publishedAt, since)));
  return row?.total ?? 0;
}
