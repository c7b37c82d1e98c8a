import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { companies, companyInvitations, companyMembers, type CompanyInvitationRow, type CompanyRow } from '@/server/db/schema';

/** The open invitations of a company (neither accepted nor expired), oldest first. */
export async function openInvitations(db: Database, companyId: string): Promise<CompanyInvitationRow[]> {
  return db
    .select()
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), isNull(companyInvitations.acceptedAt), gt(companyInvitations.expiresAt, sql`now()`)))
    .orderBy(asc(companyInvitations.createdAt));
}

/** A new invitation; an open one to the same address is replaced (its link stops working). */
export async function replaceInvitation(db: Database, row: Omit<CompanyInvitationRow, 'id' | 'createdAt' | 'acceptedAt' | 'acceptedBy'>): Promise<CompanyInvitationRow> {
  return db.transaction(async (tx) => {
    await tx.delete(companyInvitations).where(and(eq(companyInvitations.companyId, row.companyId), eq(companyInvitations.email, row.email), isNull(companyInvitations.acceptedAt)));
    const [created] = await tx.insert(companyInvitations).values(row).returning();
    return created;
  });
}

export async function deleteInvitation(db: Database, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(companyInvitations)
    .where(and(eq(companyInvitations.id, id), eq(companyInvitations.companyId, companyId), isNull(companyInvitations.acceptedAt)))
    .returning({ id: companyInvitations.id });
  return rows.length > 0;
}

export async function findInvitationByToken(db: Database, tokenHash: string): Promise<{ invitation: CompanyInvitationRow; company: CompanyRow } | undefined> {
  const [row] = await db
    .select({ invitation: companyInvitations, company: companies })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(eq(companyInvitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Marks the invitation accepted and makes the user a member, in one transaction; false when it was accepted meanwhile
 * (the conditional update lets one acceptance through).
 */
export async function acceptInvitation(db: Database, invitation: CompanyInvitationRow, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const taken = await tx
      .update(companyInvitations)
      .set({ acceptedAt: sql`now()`, acceptedBy: userId })
      .where(and(eq(companyInvitations.id, invitation.id), isNull(companyInvitations.acceptedAt)))
      .returning({ id: companyInvitations.id });
    if (taken.length === 0) return false;
    await tx.insert(companyMembers).values({ companyId: invitation.companyId, userId, role: invitation.role }).onConflictDoNothing();
    return true;
  });
}
