import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '@/server/db/client';
import { companies, companyMembers, type CompanyKind, type CompanyMemberRole, type CompanyMemberRow, type CompanyRow } from '@/server/db/schema';

export interface Membership {
  company: CompanyRow;
  role: CompanyMemberRole;
}

/** The user's standing in the company, or undefined when they are not a member. */
export async function findMembership(db: Database, companyId: string, userId: string): Promise<Membership | undefined> {
  const [row] = await db
    .select({ company: companies, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
    .limit(1);
  return row;
}

/** The companies the user belongs to, of one kind or all, oldest membership first. */
export async function companiesOfUser(db: Database, userId: string, kind?: CompanyKind): Promise<Membership[]> {
  return db
    .select({ company: companies, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.userId, userId), kind ? eq(companies.kind, kind) : undefined))
    .orderBy(asc(companyMembers.joinedAt));
}

/** Makes a company with its creator as its first admin, in one transaction. */
export async function createCompany(
  db: Database,
  creatorId: string,
  fields: Pick<CompanyRow, 'kind' | 'legalName'> &
    Partial<Pick<CompanyRow, 'registrationNumber' | 'country' | 'sectors' | 'description' | 'website' | 'employees' | 'foundedYear' | 'migratedFromProfile'>>,
): Promise<CompanyRow> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ ...fields, createdBy: creatorId })
      .returning();
    await tx.insert(companyMembers).values({ companyId: company.id, userId: creatorId, role: 'admin' });
    return company;
  });
}

/** The company of this kind the user belongs to: a user belongs to at most one of each kind. */
export async function membershipOfKind(db: Executor, userId: string, kind: CompanyKind): Promise<Membership | undefined> {
  const [row] = await db
    .select({ company: companies, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.userId, userId), eq(companies.kind, kind)))
    .orderBy(asc(companyMembers.joinedAt))
    .limit(1);
  return row;
}

export async function findCompany(db: Executor, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

export type CompanyChanges = Partial<Omit<CompanyRow, 'id' | 'kind' | 'createdAt' | 'createdBy' | 'verifiedAt' | 'verifiedBy' | 'migratedFromProfile'>>;

export async function updateCompany(db: Executor, id: string, changes: CompanyChanges): Promise<CompanyRow> {
  const [row] = await db
    .update(companies)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(companies.id, id))
    .returning();
  return row;
}

export async function listMembers(db: Executor, companyId: string): Promise<CompanyMemberRow[]> {
  return db.select().from(companyMembers).where(eq(companyMembers.companyId, companyId)).orderBy(asc(companyMembers.joinedAt));
}

export async function addMember(db: Executor, member: Omit<CompanyMemberRow, 'joinedAt'>): Promise<void> {
  await db.insert(companyMembers).values(member).onConflictDoNothing();
}

/**
 * Changes a member's role, or removes them, unless that leaves the company without an admin: the admins are
 * locked while the change is made, so two admins leaving at once cannot both pass. Returns false when refused.
 */
export async function changeMember(db: Database, companyId: string, userId: string, change: CompanyMemberRole | 'remove'): Promise<'done' | 'last_admin' | 'not_member'> {
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(companyMembers).where(eq(companyMembers.companyId, companyId)).for('update');
    const member = rows.find((row) => row.userId === userId);
    if (!member) return 'not_member';
    const admins = rows.filter((row) => row.role === 'admin').length;
    if (member.role === 'admin' && change !== 'admin' && admins <= 1) return 'last_admin';
    const where = and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId));
    if (change === 'remove') await tx.delete(companyMembers).where(where);
    else await tx.update(companyMembers).set({ role: change }).where(where);
    return 'done';
  });
}
