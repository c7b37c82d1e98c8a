import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '@/server/db/client';
import { companies, companyProjects, type CompanyProjectRow, type CompanyRow } from '@/server/db/schema';

/** The projects a company holds, oldest link first. */
export async function linkedProjects(db: Executor, companyId: string): Promise<CompanyProjectRow[]> {
  return db.select().from(companyProjects).where(eq(companyProjects.companyId, companyId)).orderBy(asc(companyProjects.linkedAt));
}

/** The company a project is linked to, if any. */
export async function companyOfProject(db: Executor, projectId: string): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select({ company: companies })
    .from(companyProjects)
    .innerJoin(companies, eq(companies.id, companyProjects.companyId))
    .where(eq(companyProjects.projectId, projectId))
    .limit(1);
  return row?.company;
}

/** Links the project; the company it is already linked to otherwise (a project belongs to one company, R-23.7). */
export async function linkProject(db: Database, row: Omit<CompanyProjectRow, 'linkedAt'>): Promise<CompanyProjectRow> {
  await db.insert(companyProjects).values(row).onConflictDoNothing({ target: companyProjects.projectId });
  const [stored] = await db.select().from(companyProjects).where(eq(companyProjects.projectId, row.projectId)).limit(1);
  return stored;
}

export async function unlinkProject(db: Database, companyId: string, projectId: string): Promise<boolean> {
  const rows = await db
    .delete(companyProjects)
    .where(and(eq(companyProjects.companyId, companyId), eq(companyProjects.projectId, projectId)))
    .returning({ id: companyProjects.projectId });
  return rows.length > 0;
}

/** How many projects each company holds. */
export async function projectCounts(db: Executor, companyIds: string[]): Promise<Map<string, number>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({ companyId: companyProjects.companyId, projectId: companyProjects.projectId })
    .from(companyProjects)
    .where(inArray(companyProjects.companyId, companyIds));
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.companyId, (counts.get(row.companyId) ?? 0) + 1);
  return counts;
}
