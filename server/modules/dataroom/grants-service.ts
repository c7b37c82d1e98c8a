import { dataroomHref } from '@/lib/page-routes/dataroom';
import { opportunityHref } from '@/lib/page-routes/opportunities';
import type { DataroomRequest, GrantInput, RevokeInput } from '@/lib/schemas/dataroom';
import type { Database } from '@/server/db/client';
import type { DataroomGrantRow, DataroomRequestRow } from '@/server/db/schema';
import type { CurrentUser } from '@/server/http/context';
import { ApiError, fieldError } from '@/server/http/errors';
import type { InvestmentMailer } from '@/server/mail/investment-mail';
import { recipientOf } from '@/server/mail/sender';
import { recordAuditEvent } from '@/server/modules/audit/public';
import { findPublication, isListed } from '@/server/modules/opportunities/public';
import { type Caller, findPeople, findProject, holdsInvestorData } from '@/server/modules/projects/public';
import { developerAccessOrNull, grantState, isActivatedInvestor, managerAccess, OPPORTUNITY_NOT_FOUND } from './access';
import * as repository from './repository';

const REQUEST_NOT_FOUND = 'No data-room request you may see has this id';

export interface GrantsDeps {
  db: Database;
  mail: InvestmentMailer;
}

/** Investors' requests for a data room, and the developer's grants per folder (with or without download, until a date). */
export function createGrantsService({ db, mail }: GrantsDeps) {
  /** Investors' e-mail addresses are for the owner and the editors named for investor relations (R-21.9). */
  async function holdsData(opportunityId: string, caller: Caller): Promise<boolean> {
    const context = await developerAccessOrNull(db, opportunityId, caller);
    return context ? holdsInvestorData(db, context, caller) : false;
  }

  async function view(requests: DataroomRequestRow[], investorData: boolean): Promise<DataroomRequest[]> {
    if (requests.length === 0) return [];
    const [grants, folders, people] = await Promise.all([
      repository.grantsOf(
        db,
        requests.map((request) => request.id),
      ),
      repository.listFolders(db, requests[0].opportunityId),
      findPeople(
        db,
        requests.map((request) => request.investorId),
      ),
    ]);
    const folderName = new Map(folders.map((folder) => [folder.id, folder.name]));
    const now = new Date();
    return requests.map((request) => ({
      id: request.id,
      opportunity_id: request.opportunityId,
      investor_id: request.investorId,
      investor_name: people.get(request.investorId)?.name ?? '',
      investor_email: investorData ? (people.get(request.investorId)?.email ?? '') : '',
      message: request.message,
      created_at: request.createdAt.toISOString(),
      grants: grants
        .filter((grant) => grant.requestId === request.id)
        .sort((a, b) => (folderName.get(a.folderId) ?? '').localeCompare(folderName.get(b.folderId) ?? ''))
        .map((grant) => ({
          folder_id: grant.folderId,
          folder_name: folderName.get(grant.folderId) ?? '',
          can_download: grant.canDownload,
          expires_at: grant.expiresAt?.toISOString() ?? null,
          granted_at: grant.grantedAt.toISOString(),
          revoked_at: grant.revokedAt?.toISOString() ?? null,
          state: grantState(grant, now),
        })),
    }));
  }

  /** The request and the right to manage it: the owner or an editor of its project (404 to anyone else, 403 to a reader). */
  async function managed(requestId: string, caller: Caller): Promise<DataroomRequestRow> {
    const request = await repository.findRequest(db, requestId);
    if (!request) throw new ApiError(404, REQUEST_NOT_FOUND);
    await managerAccess(db, request.opportunityId, caller).catch((error: unknown) => {
      throw error instanceof ApiError && error.status === 404 ? new ApiError(404, REQUEST_NOT_FOUND) : error;
    });
    return request;
  }

  async function audit(actor: CurrentUser, action: string, opportunityId: string, requestId: string, details: Record<string, unknown>) {
    await recordAuditEvent(db, { actorId: actor.id, action, targetType: 'opportunity', targetId: opportunityId, requestId, details });
  }

  const titleOf = async (opportunityId: string) => (await findPublication(db, opportunityId))?.title ?? '';

  /** The project's owner hears of a new request, with the investor's message. */
  async function tellDeveloper(request: DataroomRequestRow, investor: CurrentUser) {
    const publication = await findPublication(db, request.opportunityId);
    if (!publication) return;
    await mail(
      'dataroomRequested',
      async () => {
        const project = await findProject(db, publication.projectId);
        const owner = project ? (await findPeople(db, [project.ownerId])).get(project.ownerId) : undefined;
        return [owner ? recipientOf(owner) : null];
      },
      { path: dataroomHref(request.opportunityId), title: publication.title, from: investor.name, reason: request.message },
    );
  }

  /** The request's investor, read for mail. */
  const investorOf = (request: DataroomRequestRow) => async () =>
    [(await findPeople(db, [request.investorId])).get(request.investorId)].map((person) => (person ? recipientOf(person) : null));

  return {
    /**
     * An activated investor who signed this opportunity's commitment asks for the data room (the route's
     * `opportunity-signer` class checked both before the call); asking again answers the same request.
     */
    async open(user: CurrentUser, input: { opportunity_id: string; message: string }, requestId: string): Promise<DataroomRequest> {
      const { row, created } = await repository.openRequest(db, input.opportunity_id, user.id, input.message);
      if (created) {
        await audit(user, 'dataroom.requested', row.opportunityId, requestId, { request_id: row.id, investor_id: user.id });
        await tellDeveloper(row, user);
      }
      return (await view([row], true))[0];
    },

    /** The developer's side sees every request of the opportunity; an activated investor their own. */
    async list(caller: Caller, opportunityId: string): Promise<DataroomRequest[]> {
      if (await developerAccessOrNull(db, opportunityId, caller)) return view(await repository.listRequests(db, opportunityId), await holdsData(opportunityId, caller));
      if (!isActivatedInvestor(caller.user)) throw new ApiError(404, OPPORTUNITY_NOT_FOUND);
      const own = await repository.listRequests(db, opportunityId, caller.user.id);
      if (own.length === 0 && !(await isListed(db, opportunityId))) throw new ApiError(404, OPPORTUNITY_NOT_FOUND);
      return view(own, true);
    },

    async grant(caller: Caller, input: GrantInput, requestId: string): Promise<DataroomRequest> {
      const request = await managed(input.request_id, caller);
      const folder = await repository.findFolder(db, input.folder_id);
      if (!folder || folder.opportunityId !== request.opportunityId) throw new ApiError(400, 'folder_id: the folder must be one of this opportunity’s data room');
      const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
      if (expiresAt && expiresAt.getTime() <= Date.now()) throw fieldError('expires_at', 'inFuture', 'expires_at must be in the future');
      const grant: DataroomGrantRow = await repository.upsertGrant(db, {
        requestId: request.id,
        folderId: folder.id,
        canDownload: input.can_download,
        expiresAt,
        grantedBy: caller.user.id,
      });
      await audit(caller.user, 'dataroom.granted', request.opportunityId, requestId, {
        investor_id: request.investorId,
        folder_id: folder.id,
        folder_name: folder.name,
        can_download: grant.canDownload,
        expires_at: grant.expiresAt?.toISOString() ?? null,
      });
      await mail('dataroomGranted', investorOf(request), {
        path: dataroomHref(request.opportunityId),
        title: await titleOf(request.opportunityId),
        from: caller.user.name,
        folder: folder.name,
        access: { canDownload: grant.canDownload, until: grant.expiresAt },
      });
      return (await view([request], await holdsData(request.opportunityId, caller)))[0];
    },

    /** Ends the access at once: the next page the investor asks for is refused. */
    async revoke(caller: Caller, input: RevokeInput, requestId: string): Promise<DataroomRequest> {
      const request = await managed(input.request_id, caller);
      const revoked = await repository.revokeGrants(db, request.id, input.folder_id, caller.user.id);
      if (revoked.length === 0) throw new ApiError(404, 'This investor has no access to revoke here');
      const names = new Map((await repository.listFolders(db, request.opportunityId)).map((folder) => [folder.id, folder.name]));
      for (const grant of revoked) {
        // The folder's name rides along so that the report and the trail name it (requirements ).
        const details = { investor_id: request.investorId, folder_id: grant.folderId, folder_name: names.get(grant.folderId) ?? '' };
        await audit(caller.user, 'dataroom.revoked', request.opportunityId, requestId, details);
      }
      await mail('dataroomRevoked', investorOf(request), {
        path: opportunityHref(request.opportunityId),
        title: await titleOf(request.opportunityId),
        from: caller.user.name,
        folders: revoked
          .map((grant) => names.get(grant.folderId) ?? '')
          .filter(Boolean)
          .sort((a, b) => a.localeCompare(b)),
      });
      return (await view([request], await holdsData(request.opportunityId, caller)))[0];
    },
  };
}
export type GrantsService = ReturnType<typeof createGrantsService>;
