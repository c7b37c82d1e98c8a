import type { Database } from '@/server/db/client';
import type { CompanyRow, ProposalRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { companiesOfUser, findMembership } from '@/server/modules/companies/public';
import { resolveProjectAccess, type Caller, type ProjectAccessContext } from '@/server/modules/projects/public';
import { findProposal } from './repository';

export const PROPOSAL_NOT_FOUND = 'Proposal not found';
export const OEM_NOT_FOUND = 'OEM not found';

/** How the caller stands on a proposal: the OEM's side, the project's side (with their right), or nowhere. */
export type ProposalParty = { side: 'oem'; proposal: ProposalRow } | { side: 'developer'; proposal: ProposalRow; project: ProjectAccessContext };

/**
 * The verified OEM the caller acts for: a member of a company of kind `oem`, 404 to anyone else (as for no
 * such company), 403 `oem_not_verified` while staff have not verified it.
 */
export async function verifiedOemOf(db: Database, companyId: string, userId: string): Promise<CompanyRow> {
  const membership = await findMembership(db, companyId, userId);
  if (!membership || membership.company.kind !== 'oem') throw new ApiError(404, OEM_NOT_FOUND);
  if (!membership.company.verifiedAt) throw new ApiError(403, 'Your company must be verified by the Groundwork team before it sends proposals', { reason: 'oem_not_verified' });
  return membership.company;
}

/** The OEM named, or else the first verified OEM the caller belongs to (403 while theirs is unverified, 404 without). */
export async function sendingOemOf(db: Database, companyId: string | undefined, userId: string): Promise<CompanyRow> {
  if (companyId) return verifiedOemOf(db, companyId, userId);
  const oems = await companiesOfUser(db, userId, 'oem');
  const verified = oems.find((membership) => membership.company.verifiedAt);
  if (verified) return verified.company;
  if (oems[0]) return verifiedOemOf(db, oems[0].company.id, userId);
  throw new ApiError(404, OEM_NOT_FOUND);
}

/**
 * The caller's side on a proposal: a member of the proposal's OEM, or a reader of its project (owner, editor,
 * reader). Everyone else gets 404, as for a proposal that does not exist; another OEM sees nothing.
 */
export async function partyOf(db: Database, proposalId: string, caller: Caller): Promise<ProposalParty> {
  const proposal = await findProposal(db, proposalId);
  if (!proposal) throw new ApiError(404, PROPOSAL_NOT_FOUND);
  if (await findMembership(db, proposal.companyId, caller.user.id)) return { side: 'oem', proposal };
  const project = await resolveProjectAccess(db, proposal.projectId, caller).catch((error: unknown) => {
    throw error instanceof ApiError && error.status === 404 ? new ApiError(404, PROPOSAL_NOT_FOUND) : error;
  });
  return { side: 'developer', proposal, project };
}

/** The OEM's side only (answers, revisions): the project's people and everyone else get 404. */
export async function oemPartyOf(db: Database, proposalId: string, caller: Caller): Promise<ProposalRow> {
  const proposal = await findProposal(db, proposalId);
  if (!proposal || !(await findMembership(db, proposal.companyId, caller.user.id))) throw new ApiError(404, PROPOSAL_NOT_FOUND);
  return proposal;
}

/** The proposal named with the project the route resolved; one of another project is not found. */
export async function proposalOfProject(db: Database, proposalId: string, projectId: string): Promise<ProposalRow> {
  const proposal = await findProposal(db, proposalId);
  if (!proposal || proposal.projectId !== projectId) throw new ApiError(404, PROPOSAL_NOT_FOUND);
  return proposal;
}
