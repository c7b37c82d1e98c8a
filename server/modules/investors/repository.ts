import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { InvestorInput, InvestorQueueQuery, InvestorStatus } from '@/lib/schemas/investors';
import type { Database } from '@/server/db/client';
import { investors, type InvestorRow } from '@/server/db/schema';
import { findPeople, usersMatching, type Contact } from '@/server/modules/users/public';

/** An investor profile with its holder, read through the users module (the users table is not this module's). */
export type InvestorWithUser = { investor: InvestorRow; user: Contact };

/** Each profile with its holder; a profile whose holder is gone is left out (the holder's deletion removes it). */
async function withUsers(db: Database, rows: InvestorRow[]): Promise<InvestorWithUser[]> {
  const people = await findPeople(
    db,
    rows.map((row) => row.userId),
  );
  return rows.flatMap((investor) => {
    const user = people.get(investor.userId);
    return user ? [{ investor, user }] : [];
  });
}

export async function findInvestor(db: Database, userId: string): Promise<InvestorWithUser | undefined> {
  const rows = await db.select().from(investors).where(eq(investors.userId, userId)).limit(1);
  const [row] = await withUsers(db, rows);
  return row;
}

/** Creates or replaces the profile; `status` is what the profile becomes (a refused one goes back to pending). */
export async function upsertInvestor(db: Database, userId: string, input: InvestorInput, status: InvestorStatus): Promise<InvestorRow> {
  const values = {
    organisation: input.organisation,
    ticketMin: input.ticket_min,
    ticketMax: input.ticket_max,
    currency: input.currency,
    instruments: input.instruments,
    regions: input.regions,
    stages: input.stages,
    accreditation: input.accreditation,
    status,
  };
  const [row] = await db
    .insert(investors)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: investors.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export async function listInvestors(db: Database, query: InvestorQueueQuery): Promise<{ rows: InvestorWithUser[]; total: number }> {
  const conditions: SQL[] = [eq(investors.status, query.status)];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(or(ilike(investors.organisation, pattern), inArray(investors.userId, usersMatching(db, pattern))) as SQL);
  }
  if (query.instrument) conditions.push(sql`${investors.instruments} @> ${JSON.stringify([query.instrument])}::jsonb`);
  if (query.region) conditions.push(sql`${investors.regions} @> ${JSON.stringify([query.region])}::jsonb`);
  const where = and(...conditions);
  const [page, [{ total }]] = await Promise.all([
    db
      .select()
      .from(investors)
      .where(where)
      .orderBy(asc(investors.createdAt), asc(investors.userId))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(investors).where(where),
  ]);
  return { rows: await withUsers(db, page), total };
}

/** Staff's decision, written only if the profile is still in the state staff saw (null otherwise). */
export async function decideInvestor(
  db: Database,
  userId: string,
  decision: { status: InvestorStatus; reason: string | null; decidedBy: string },
): Promise<InvestorRow | undefined> {
  const [row] = await db
    .update(investors)
    .set({ status: decision.status, refusalReason: decision.reason, decidedBy: decision.decidedBy, decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(investors.userId, userId))
    .returning();
  return row;
}

/** A visit ends after this long without one: the news of the home are counted from the visit before the current one. */
export const VISIT_IDLE_MS = 30 * 60_000;

/**
 * Records a visit of the investor home and answers the previous visit (requirements ): within VISIT_IDLE_MS of
 * the last one it is the same visit (a reload keeps its news); later, the last visit becomes the previous one.
 */
export async function recordVisit(db: Database, userId: string, now = new Date()): Promise<Date | null> {
  const idleBefore = new Date(now.getTime() - VISIT_IDLE_MS);
  const [row] = await db
    .update(investors)
    .set({
      previousVisitAt: sql`case when ${investors.visitedAt} is null or ${investors.visitedAt} < ${idleBefore.toISOString()}::timestamptz then ${investors.visitedAt} else ${investors.previousVisitAt} end`,
      visitedAt: now,
    })
    .where(eq(investors.userId, userId))
    .returning({ previousVisitAt: investors.previousVisitAt });
  return row?.previousVisitAt ?? null;
}

/** How many investor profiles have this status (staff's console counts the pending ones). */
export async function countInvestors(db: Database, status: InvestorStatus): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(investors).where(eq(investors.status, status));
  return total;
}
