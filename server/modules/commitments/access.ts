import type { Database } from '@/server/db/client';
import type { PublicationRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { findPublication, isListed } from '@/server/modules/opportunities/public';
import { type Caller, findPeople, findProject, holdsInvestorData, resolveProjectAccess } from '@/server/modules/projects/public';
import { hasSigned } from './repository';

export const OPPORTUNITY_NOT_FOUND = 'No opportunity you may see has this id';

/** How the caller stands to an opportunity: its developer (anyone with access to the project), staff, or an investor. */
export type Side = 'developer' | 'staff' | 'investor';

export interface OpportunitySide {
  publication: PublicationRow;
  projectName: string;
  /** The developer, a party to the terms: the project owner's name. */
  developerName: string;
  side: Side;
  /**
   * Whether the caller sees investors' personal data (requirements R-21.9): the project's owner, the editors named for
   * investor relations, and staff; not readers, access keys or other editors. An investor sees their own only.
   */
  investorData: boolean;
}

async function withParties(db: Database, publication: PublicationRow, side: Side, investorData: boolean): Promise<OpportunitySide> {
  const project = await findProject(db, publication.projectId);
  const owner = project ? (await findPeople(db, [project.ownerId])).get(project.ownerId) : undefined;
  return { publication, projectName: project?.name ?? '', developerName: owner?.name ?? '', side, investorData };
}

/**
 * The caller's side of an opportunity: the project's people first, then a signer of its terms (on any opportunity,
 * listed or not), then staff, then an investor (only on a listed opportunity; 403 until activated). Anyone else gets
 * 404, as for an opportunity that does not exist.
 */
export async function sideOf(db: Database, opportunityId: string, caller: Caller): Promise<OpportunitySide> {
  const publication = await findPublication(db, opportunityId);
  if (!publication) throw new ApiError(404, OPPORTUNITY_NOT_FOUND);
  const context = await resolveProjectAccess(db, publication.projectId, caller).catch(() => null);
  if (context) return withParties(db, publication, 'developer', await holdsInvestorData(db, context, caller));
  const { roles, investorActivated } = caller.user;
  // requirements: a signer always reads what they signed, after the opportunity closed or was unpublished, and
  // whatever became of their activation since; their side stays read-only (they signed already).
  if (await hasSigned(db, publication.id, caller.user.id)) return withParties(db, publication, 'investor', false);
  if (roles.includes('admin')) return withParties(db, publication, 'staff', true);
  if (roles.includes('investor') && (await isListed(db, publication.id))) {
    if (!investorActivated) throw new ApiError(403, 'Only an activated investor can read and sign commitment terms: your profile awaits staff review');
    return withParties(db, publication, 'investor', false);
  }
  throw new ApiError(404, OPPORTUNITY_NOT_FOUND);
}

/** The same, or null for a caller who may not see the opportunity at all (404 or 403). */
export async function sideOrNull(db: Database, opportunityId: string, caller: Caller): Promise<OpportunitySide | null> {
  return sideOf(db, opportunityId, caller).catch((error: unknown) => {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  });
}
