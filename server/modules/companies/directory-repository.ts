import { and, asc, count, eq, gt, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { companies, companyMembers, type CompanyRow } from '@/server/db/schema';

/** `%` and `_` in a search are literal characters, not patterns. */
function literal(text: string): string {
  return `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/** Developer companies whose name, registration number or country contains the search. */
function matching(search: string | undefined): SQL | undefined {
  const developer = eq(companies.kind, 'developer');
  if (!search) return developer;
  const pattern = literal(search);
  return and(developer, or(ilike(companies.legalName, pattern), ilike(companies.registrationNumber, pattern), ilike(companies.country, pattern)));
}

export async function directoryPage(db: Executor, search: string | undefined, page: number, pageSize: number): Promise<{ rows: CompanyRow[]; total: number }> {
  const where = matching(search);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(asc(companies.legalName), asc(companies.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return { rows, total };
}

/** The next slice of the whole directory after `afterId` (by id), for a streamed export. */
export async function directorySlice(db: Executor, search: string | undefined, afterId: string | undefined, size: number): Promise<CompanyRow[]> {
  return db
    .select()
    .from(companies)
    .where(and(matching(search), afterId ? gt(companies.id, afterId) : undefined))
    .orderBy(asc(companies.id))
    .limit(size);
}

export async function memberCounts(db: Executor, companyIds: string[]): Promise<Map<string, number>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({ companyId: companyMembers.companyId, members: count() })
    .from(companyMembers)
    .where(inArray(companyMembers.companyId, companyIds))
    .groupBy(companyMembers.companyId);
  return new Map(rows.map((row) => [row.companyId, row.members]));
}
