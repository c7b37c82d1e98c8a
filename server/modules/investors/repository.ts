import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { InvestorInput, InvestorQueueQuery, InvestorStatus } from '@/lib/schemas/investors';
import type { Database } from '@/server/db/client';
import { investors, users, type InvestorRow, type UserRow } from '@/server/db/schema';

export type InvestorWithUser = { investor: InvestorRow; user: Pick<UserRow, 'id' | 'name' | 'email' | 'language'> };

const userColumns = { id: users.id, name: users.name, email: users.email, language: users.language };

export async function findInvestor(db: Database, userId: string): Promise<InvestorWithUser | undefined> {
  const [row] = await db
    .select({ investor: investors, user: userColumns })
    .from(investors)
    .innerJoin(users, eq(users.id, investors.userId))
    .where(eq(investors.userId, userId))
    .limit(1);
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
    conditions.push(or(ilike(investors.organisation, pattern), ilike(users.name, pattern), ilike(users.email, pattern)) as SQL);
  }
  if (query.instrument) conditions.push(sql`${investors.instruments} @> ${JSON.stringify([query.instrument])}::jsonb`);
  if (query.region) conditions.push(sql`${investors.regions} @> ${JSON.stringify([query.region])}::jsonb`);
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ investor: investors, user: userColumns })
      .from(investors)
      .innerJoin(users, eq(users.id, investors.userId))
      .where(where)
      .orderBy(asc(investors.createdAt), asc(investors.userId))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(investors).innerJoin(users, eq(users.id, investors.userId)).where(where),
  ]);
  return { rows, total };
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
