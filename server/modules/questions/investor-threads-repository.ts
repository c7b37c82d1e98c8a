import { count, eq, max, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { informationRequests, requestMessages } from '@/server/db/schema';

/** One of an investor's threads, as the investor home lists it (requirements ). */
export interface ThreadOfInvestor {
  requestId: string;
  opportunityId: string;
  messages: number;
  lastAt: Date;
  lastDeveloperAt: Date | null;
  lastSide: 'investor' | 'developer' | null;
}

/** The investor's threads, the latest message first (the caller keeps those on listed opportunities). */
export async function threadsOfInvestor(db: Database, userId: string): Promise<ThreadOfInvestor[]> {
  const rows = await db
    .select({
      requestId: informationRequests.id,
      opportunityId: informationRequests.publicationId,
      messages: count(requestMessages.id),
      lastAt: max(requestMessages.createdAt),
      lastDeveloperAt: sql<Date | string | null>`max(${requestMessages.createdAt}) filter (where ${requestMessages.authorSide} = 'developer')`,
      lastSide: sql<'investor' | 'developer' | null>`(array_agg(${requestMessages.authorSide} order by ${requestMessages.createdAt} desc))[1]`,
    })
    .from(informationRequests)
    .leftJoin(requestMessages, eq(requestMessages.requestId, informationRequests.id))
    .where(eq(informationRequests.investorId, userId))
    .groupBy(informationRequests.id)
    .orderBy(sql`max(${requestMessages.createdAt}) desc nulls last`)
    .limit(50);
  return rows.map((row) => ({
    ...row,
    lastAt: row.lastAt ?? new Date(0),
    lastDeveloperAt: row.lastDeveloperAt === null ? null : new Date(row.lastDeveloperAt),
  }));
}
