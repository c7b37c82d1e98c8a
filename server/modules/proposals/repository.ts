import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import {
  proposalMessages,
  proposals,
  proposalVersions,
  type ProposalMessageRow,
  type ProposalRow,
  type ProposalSide,
  type ProposalStatus,
  type ProposalVersionRow,
} from '@/server/db/schema';
import type { ProposalTerms } from '@/lib/schemas/proposals';

/** The columns of a version from the contract's terms. */
function versionValues(terms: ProposalTerms) {
  return {
    model: terms.model,
    quantity: terms.quantity,
    priceAmount: terms.price_amount,
    currency: terms.currency,
    deliveryDate: terms.delivery_date,
    leadTimeWeeks: terms.lead_time_weeks,
    validUntil: terms.valid_until,
    terms: terms.terms,
  };
}

export async function insertProposal(db: Executor, fields: { projectId: string; companyId: string; userId: string; terms: ProposalTerms }): Promise<ProposalRow> {
  return db.transaction(async (tx) => {
    const [proposal] = await tx.insert(proposals).values({ projectId: fields.projectId, companyId: fields.companyId, sentBy: fields.userId }).returning();
    await tx.insert(proposalVersions).values({ proposalId: proposal.id, version: 1, createdBy: fields.userId, ...versionValues(fields.terms) });
    return proposal;
  });
}

export async function findProposal(db: Executor, id: string): Promise<ProposalRow | undefined> {
  const [row] = await db.select().from(proposals).where(eq(proposals.id, id)).limit(1);
  return row;
}

/** The proposal, locked until the transaction ends: the one place a state changes. */
export async function lockProposal(db: Executor, id: string): Promise<ProposalRow | undefined> {
  const [row] = await db.select().from(proposals).where(eq(proposals.id, id)).for('update').limit(1);
  return row;
}

/** Moves the proposal from `from` to `status`; undefined when it was no longer in `from` (a concurrent step). */
export async function moveProposal(
  db: Executor,
  id: string,
  from: readonly ProposalStatus[],
  change: Partial<Pick<ProposalRow, 'status' | 'currentVersion' | 'declineReason' | 'decidedBy' | 'decidedAt'>>,
): Promise<ProposalRow | undefined> {
  const [row] = await db
    .update(proposals)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(proposals.id, id), inArray(proposals.status, [...from])))
    .returning();
  return row;
}

export async function insertVersion(db: Executor, proposalId: string, version: number, userId: string, terms: ProposalTerms, note: string | null): Promise<void> {
  await db.insert(proposalVersions).values({ proposalId, version, createdBy: userId, note, ...versionValues(terms) });
}

export async function insertMessage(db: Executor, proposalId: string, side: ProposalSide, authorId: string, body: string): Promise<void> {
  await db.insert(proposalMessages).values({ proposalId, side, authorId, body });
}

export async function versionsOf(db: Executor, proposalId: string): Promise<ProposalVersionRow[]> {
  return db.select().from(proposalVersions).where(eq(proposalVersions.proposalId, proposalId)).orderBy(desc(proposalVersions.version));
}

export async function messagesOf(db: Executor, proposalId: string): Promise<ProposalMessageRow[]> {
  return db.select().from(proposalMessages).where(eq(proposalMessages.proposalId, proposalId)).orderBy(asc(proposalMessages.createdAt), asc(proposalMessages.id));
}

/** Proposals with their current version, newest first: of one project, or of some companies. */
export async function listProposals(db: Executor, where: { projectId: string } | { companyIds: string[] }): Promise<{ proposal: ProposalRow; current: ProposalVersionRow }[]> {
  if ('companyIds' in where && where.companyIds.length === 0) return [];
  const filter = 'projectId' in where ? eq(proposals.projectId, where.projectId) : inArray(proposals.companyId, where.companyIds);
  return db
    .select({ proposal: proposals, current: proposalVersions })
    .from(proposals)
    .innerJoin(proposalVersions, and(eq(proposalVersions.proposalId, proposals.id), eq(proposalVersions.version, proposals.currentVersion)))
    .where(filter)
    .orderBy(desc(proposals.updatedAt), desc(sql`${proposals.id}`));
}
