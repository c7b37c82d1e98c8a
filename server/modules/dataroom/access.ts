import type { RefusalReason } from '@/lib/schemas/dataroom';
import type { Database } from '@/server/db/client';
import type { DataroomGrantRow } from '@/server/db/schema';
import type { CurrentUser } from '@/server/http/context';
import { ApiError } from '@/server/http/errors';
import { findPublication } from '@/server/modules/opportunities/public';
import { type Caller, type ProjectAccessContext, requireWriter, resolveProjectAccess } from '@/server/modules/projects/public';

export const OPPORTUNITY_NOT_FOUND = 'No opportunity you may see has this id';
export const DOCUMENT_NOT_FOUND = 'No data-room document you may see has this id';
export const NOT_ACTIVATED = 'Data rooms open to investors the Groundwork team has activated';

/** An activated investor: the only users who request data rooms, and who hear "no access" (403) rather than 404. */
export function isActivatedInvestor(user: CurrentUser): boolean {
  return user.roles.includes('investor') && user.investorActivated;
}

/** The developer's side of an opportunity: anyone with access to its project (404 to anyone else, as for no opportunity). */
export async function developerAccess(db: Database, opportunityId: string, caller: Caller): Promise<ProjectAccessContext & { opportunityId: string }> {
  const publication = await findPublication(db, opportunityId);
  if (!publication) throw new ApiError(404, OPPORTUNITY_NOT_FOUND);
  const context = await resolveProjectAccess(db, publication.projectId, caller).catch(() => {
    throw new ApiError(404, OPPORTUNITY_NOT_FOUND);
  });
  return { ...context, opportunityId };
}

/** The same, or null when the caller is not on the developer's side. */
export async function developerAccessOrNull(db: Database, opportunityId: string, caller: Caller) {
  return developerAccess(db, opportunityId, caller).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
}

/** The owner or an editor of the opportunity's project: they change folders, documents and grants (a reader gets 403). */
export async function managerAccess(db: Database, opportunityId: string, caller: Caller) {
  const context = await developerAccess(db, opportunityId, caller);
  requireWriter(context);
  return context;
}

export type GrantState = 'active' | 'expired' | 'revoked';

export function grantState(grant: Pick<DataroomGrantRow, 'expiresAt' | 'revokedAt'>, now: Date): GrantState {
  if (grant.revokedAt) return 'revoked';
  if (grant.expiresAt && grant.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

const REFUSALS: Record<RefusalReason, string> = {
  no_grant: 'You have no access to this part of the data room: ask the developer for it',
  revoked: 'The developer has revoked your access to this part of the data room',
  expired: 'Your access to this part of the data room has expired',
};

/** The 403 an investor gets, with `detail.reason` so that the viewer can say why. */
export function refusal(reason: RefusalReason, extra: Record<string, unknown> = {}): ApiError {
  return new ApiError(403, REFUSALS[reason], { reason, ...extra });
}
