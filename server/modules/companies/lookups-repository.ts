import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { companies, companyMembers, type CompanyRow } from '@/server/db/schema';

/** Companies by id, for modules that name them (the OEM of a proposal). */
export async function companiesByIds(db: Executor, ids: Iterable<string>): Promise<Map<string, CompanyRow>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(companies).where(inArray(companies.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The ids of a company's members, oldest first (whom a module writes to for the company). */
export async function memberIdsOf(db: Executor, companyId: string): Promise<string[]> {
  const rows = await db.select({ userId: companyMembers.userId }).from(companyMembers).where(eq(companyMembers.companyId, companyId)).orderBy(asc(companyMembers.joinedAt));
  return rows.map((row) => row.userId);
}
