import { AUDIT_ACTIONS, OPPORTUNITY_TARGET } from '@/lib/schemas/audit';
import { requestThreadHref } from '@/lib/page-routes/opportunities';
import type { InformationRequest, OpenRequest, ReplyRequest } from '@/lib/schemas/information-requests';
import type { InvestorDetails } from '@/lib/schemas/investors';
import type { Database } from '@/server/db/client';
import type { CurrentUser } from '@/server/http/context';
import { ApiError } from '@/server/http/errors';
import type { InvestmentMailer } from '@/server/mail/investment-mail';
import { recordAuditEvent } from '@/server/modules/audit/public';
import type { InvestorsService } from '@/server/modules/investors/public';
import { type Caller, findPeople, findProject, requireWriter, resolveProjectAccess } from '@/server/modules/projects/public';
import type { UsersService } from '@/server/modules/users/public';
import type { ListingService } from './listing-service';
import * as repository from './repository';
import * as threads from './requests-repository';

const NOT_FOUND = 'No information request has this id';

export interface RequestsDeps {
  db: Database;
  users: Pick<UsersService, 'directory'>;
  investors: Pick<InvestorsService, 'details'>;
  listing: Pick<ListingService, 'seesInFull'>;
  mail: InvestmentMailer;
}

/** Information requests: an activated investor asks, the project's owner or editors answer, each side is mailed. */
export function createRequestsService({ db, users, investors, listing, mail }: RequestsDeps) {
  async function view(rows: threads.ThreadRow[], userId: string): Promise<InformationRequest[]> {
    const messages = await threads.messagesOf(
      db,
      rows.map((row) => row.request.id),
    );
    const people = await findPeople(db, [...rows.map((row) => row.request.investorId), ...messages.map((message) => message.authorId)]);
    return rows.map(({ request, publication }) => ({
      id: request.id,
      opportunity_id: publication.id,
      opportunity_title: publication.title,
      investor_id: request.investorId,
      investor_name: people.get(request.investorId)?.name ?? '',
      side: request.investorId === userId ? 'investor' : 'developer',
      messages: messages
        .filter((message) => message.requestId === request.id)
        .map((message) => ({
          id: message.id,
          author_side: message.authorSide,
          author_name: people.get(message.authorId ?? '')?.name ?? '',
          body: message.body,
          created_at: message.createdAt.toISOString(),
        })),
      created_at: request.createdAt.toISOString(),
      updated_at: request.updatedAt.toISOString(),
    }));
  }

  async function one(id: string, userId: string): Promise<InformationRequest> {
    const row = await threads.findThread(db, id);
    if (!row) throw new ApiError(404, NOT_FOUND);
    const [thread] = await view([row], userId);
    return thread;
  }

  async function ownerOf(projectId: string): Promise<CurrentUser | null> {
    const project = await findProject(db, projectId);
    return project ? users.directory.findById(project.ownerId) : null;
  }

  return {
    /** The caller's threads; with an opportunity, an owner or editor of its project sees all of its threads. */
    async list(caller: Caller, opportunityId: string | undefined): Promise<InformationRequest[]> {
      let publicationIds: string[] = [];
      if (opportunityId) {
        const publication = await repository.findPublication(db, opportunityId);
        const context = publication ? await resolveProjectAccess(db, publication.projectId, caller).catch(() => null) : null;
        if (context && context.access !== 'read') publicationIds = [opportunityId];
      }
      return view(await threads.listThreads(db, caller.user.id, { publicationId: opportunityId, publicationIds }), caller.user.id);
    },

    async open(user: CurrentUser, input: OpenRequest, requestId: string): Promise<InformationRequest> {
      if (!user.roles.includes('investor') || !(await listing.seesInFull(user))) {
        throw new ApiError(403, 'Only an activated investor can ask about an opportunity');
      }
      const listed = await repository.findOpportunity(db, input.opportunity_id);
      if (!listed) throw new ApiError(404, 'No published opportunity has this id');
      const publication = await repository.findPublication(db, input.opportunity_id);
      if (!publication) throw new ApiError(404, 'No published opportunity has this id');
      const thread = await threads.openThread(db, publication.id, user.id);
      await threads.addMessage(db, { requestId: thread.id, authorId: user.id, authorSide: 'investor', body: input.message });
      if (thread.created) {
        await recordAuditEvent(db, {
          actorId: user.id,
          action: AUDIT_ACTIONS.informationRequested,
          targetType: OPPORTUNITY_TARGET,
          targetId: publication.id,
          requestId,
          details: { request_id: thread.id, investor_id: user.id },
        });
      }
      const owner = await ownerOf(publication.projectId);
      const path = requestThreadHref('developer', { projectId: publication.projectId, opportunityId: publication.id, requestId: thread.id });
      if (owner) await mail('requestToDeveloper', owner, { path, title: listed.title, reason: input.message, from: user.name });
      return one(thread.id, user.id);
    },

    /** A reply from the investor who opened the thread, or from an owner or editor of the project (a reader gets 403). */
    async reply(caller: Caller, input: ReplyRequest, requestId: string): Promise<InformationRequest> {
      const row = await threads.findThread(db, input.request_id);
      if (!row) throw new ApiError(404, NOT_FOUND);
      const isInvestor = row.request.investorId === caller.user.id;
      if (!isInvestor) {
        const context = await resolveProjectAccess(db, row.publication.projectId, caller).catch(() => {
          throw new ApiError(404, NOT_FOUND);
        });
        requireWriter(context);
      }
      await threads.addMessage(db, { requestId: row.request.id, authorId: caller.user.id, authorSide: isInvestor ? 'investor' : 'developer', body: input.message });
      await recordAuditEvent(db, {
        actorId: caller.user.id,
        action: AUDIT_ACTIONS.informationReplied,
        targetType: OPPORTUNITY_TARGET,
        targetId: row.publication.id,
        requestId,
        details: { request_id: row.request.id, investor_id: row.request.investorId, side: isInvestor ? 'investor' : 'developer' },
      });
      const recipient = isInvestor ? await ownerOf(row.publication.projectId) : await users.directory.findById(row.request.investorId);
      if (recipient) {
        const kind = isInvestor ? 'requestToDeveloper' : 'requestToInvestor';
        const thread = { projectId: row.publication.projectId, opportunityId: row.publication.id, requestId: row.request.id };
        await mail(kind, recipient, {
          path: requestThreadHref(isInvestor ? 'developer' : 'investor', thread),
          title: row.publication.title,
          reason: input.message,
          from: caller.user.name,
        });
      }
      return one(row.request.id, caller.user.id);
    },

    /**
     * An investor's profile for the other side: staff always; anyone with access to the project of an opportunity the
     * investor asked about. Anyone else gets 404, as for an investor who does not exist.
     */
    async investorDetails(caller: Caller, investorId: string): Promise<InvestorDetails> {
      let allowed = caller.user.roles.includes('admin');
      if (!allowed) {
        for (const row of await threads.threadsOfInvestor(db, investorId)) {
          const context = await resolveProjectAccess(db, row.publication.projectId, caller).catch(() => null);
          if (context) {
            allowed = true;
            break;
          }
        }
      }
      const details = allowed ? await investors.details(investorId) : null;
      if (!details) throw new ApiError(404, 'No investor you may see has this id');
      return details;
    },
  };
}
