import { and, count, desc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { informationRequests, opportunities, requestMessages, savedOpportunities } from '@/server/db/schema';

/*
 * What the investor home (requirements) reads of opportunities: the investor's saved ones and threads of
 * questions, the titles of listed opportunities, and how many were published since a moment.
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

export interface ThreadOfInvestor {
  requestId: string;
  opportunityId: string;
  title: string;
  messages: number;
  lastAt: Date;
  lastDeveloperAt: Date | null;
  lastSide: 'investor' | 'developer' | null;
}

/** The investor's threads on listed opportunities, the latest message first. */
export async function threadsOfInvestor(db: Database, userId: string): Promise<ThreadOfInvestor[]> {
  const rows = await db
    .select({
      requestId: informationRequests.id,
      opportunityId: opportunities.id,
      title: opportunities.title,
      messages: count(requestMessages.id),
      lastAt: max(requestMessages.createdAt),
      lastDeveloperAt: sql<Date | string | null>`max(${requestMessages.createdAt}) filter (where ${requestMessages.authorSide} = 'developer')`,
      lastSide: sql<'investor' | 'developer' | null>`(array_agg(${requestMessages.authorSide} order by ${requestMessages.createdAt} desc))[1]`,
    })
    .from(informationRequests)
    .innerJoin(opportunities, eq(opportunities.id, informationRequests.publicationId))
    .leftJoin(requestMessages, eq(requestMessages.requestId, informationRequests.id))
    .where(eq(informationRequests.investorId, userId))
    .groupBy(informationRequests.id, opportunities.id, opportunities.title)
    .limit(50);
  return rows
    .map((row) => ({
      ...row,
      lastAt: row.lastAt ?? new Date(0),
      lastDeveloperAt: row.lastDeveloperAt === null ? null : new Date(row.lastDeveloperAt),
    }))
    .sort((a, b) => b.lastAt.getTime() - a.lastAt.getTime());
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
