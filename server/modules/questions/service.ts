import { AUDIT_ACTIONS, OPPORTUNITY_TARGET } from '@/lib/schemas/audit';
import { MAIL_COALESCE_SECONDS, type InformationRequest, type OpenRequest, type ReplyRequest, type UnreadQuestions } from '@/lib/schemas/information-requests';
import type { InvestorDetails } from '@/lib/schemas/investors';
import { requestHref } from '@/lib/page-routes/questions';
import type { Database } from '@/server/db/client';
import type { InformationRequestRow, RequestMessageRow } from '@/server/db/schema';
import type { CurrentUser } from '@/server/http/context';
import { ApiError } from '@/server/http/errors';
import type { InvestmentMailer } from '@/server/mail/investment-mail';
import { recordAuditEvent } from '@/server/modules/audit/public';
import type { InvestorsService } from '@/server/modules/investors/public';
import { findOpportunity, findPublication } from '@/server/modules/opportunities/public';
import { type Caller, findProject, requireWriter, resolveProjectAccess } from '@/server/modules/projects/public';
import type { UsersService } from '@/server/modules/users/public';
import { checkMessageRate } from './rate-limit';
import * as threads from './repository';
import { resolveSubject } from './subjects';
import { inboxOrder, viewThreads } from './view';

const NOT_FOUND = 'No information request has this id';
const NOT_ACTIVATED = 'Only an activated investor can ask about an opportunity';
const WITHDRAWN = 'Your investor activation was withdrawn: you can read this thread but no longer write in it';

export interface QuestionsDeps {
  db: Database;
  users: Pick<UsersService, 'directory'>;
  investors: Pick<InvestorsService, 'details' | 'isActivated'>;
  mail: InvestmentMailer;
}

/** Questions (requirements ): an activated investor asks, the project's owner or editors answer, each side is mailed. */
export function createQuestionsService({ db, users, investors, mail }: QuestionsDeps) {
  /** The thread and the caller's side of it: its investor, or the owner or an editor of its project (anyone else: 404). */
  async function partyTo(id: string, caller: Caller): Promise<{ row: InformationRequestRow; side: 'investor' | 'developer'; projectId: string }> {
    const row = await threads.findThread(db, id);
    const publication = row && (await findPublication(db, row.publicationId));
    if (!row || !publication) throw new ApiError(404, NOT_FOUND);
    if (row.investorId === caller.user.id) return { row, side: 'investor', projectId: publication.projectId };
    const context = await resolveProjectAccess(db, publication.projectId, caller).catch(() => null);
    if (!context) throw new ApiError(404, NOT_FOUND);
    requireWriter(context);
    return { row, side: 'developer', projectId: publication.projectId };
  }

  async function one(id: string, userId: string): Promise<InformationRequest> {
    const row = await threads.findThread(db, id);
    if (!row) throw new ApiError(404, NOT_FOUND);
    const [thread] = await viewThreads(db, [row], userId);
    return thread;
  }

  async function ownerOf(projectId: string): Promise<CurrentUser | null> {
    const project = await findProject(db, projectId);
    return project ? users.directory.findById(project.ownerId) : null;
  }

  /** An investor writes only while activated (staff may withdraw it): 403 with `reason: not_activated` otherwise. */
  async function requireActivated(user: CurrentUser, message: string): Promise<void> {
    if (!user.roles.includes('investor') || !(await investors.isActivated(user.id))) throw new ApiError(403, message, { reason: 'not_activated' });
  }

  /**
   * Tells the other side, unless this message follows the author's previous one in the thread within
   * `MAIL_COALESCE_SECONDS` and the recipient has not read the thread since (one mail per burst, R-21.10).
   */
  async function tell(row: InformationRequestRow, projectId: string, message: RequestMessageRow, from: CurrentUser, title: string): Promise<void> {
    const toDeveloper = message.authorSide === 'investor';
    const recipient = toDeveloper ? await ownerOf(projectId) : await users.directory.findById(row.investorId);
    if (!recipient) return;
    const previous = await threads.previousMessageOf(db, message);
    if (previous && message.createdAt.getTime() - previous.createdAt.getTime() < MAIL_COALESCE_SECONDS * 1000) {
      const [read] = await threads.readsOf(db, [row.id], [recipient.id]);
      if (!read || read.readAt.getTime() < previous.createdAt.getTime()) return;
    }
    const subject = row.fileName ? `${title} – ${row.fileName}` : title;
    await mail(toDeveloper ? 'requestToDeveloper' : 'requestToInvestor', recipient, { path: requestHref(row.id), title: subject, reason: message.body, from: from.name });
  }

  return {
    /** The caller's threads, open ones first; with an opportunity, an owner or editor of its project sees all of its threads. */
    async list(caller: Caller, opportunityId: string | undefined): Promise<InformationRequest[]> {
      let publicationIds: string[] = [];
      if (opportunityId) {
        const publication = await findPublication(db, opportunityId);
        const context = publication ? await resolveProjectAccess(db, publication.projectId, caller).catch(() => null) : null;
        if (context && context.access !== 'read') publicationIds = [opportunityId];
      }
      const rows = await threads.listThreads(db, caller.user.id, { publicationId: opportunityId, publicationIds });
      return (await viewThreads(db, rows, caller.user.id)).sort(inboxOrder);
    },

    /** One thread for either side; reading it marks it read for the caller. */
    async read(caller: Caller, id: string): Promise<InformationRequest> {
      const { row } = await partyTo(id, caller);
      await threads.markRead(db, row.id, caller.user.id);
      return one(row.id, caller.user.id);
    },

    unread: (user: CurrentUser): Promise<UnreadQuestions> => threads.unreadOf(db, user.id),

    async open(user: CurrentUser, input: OpenRequest, requestId: string): Promise<InformationRequest> {
      await requireActivated(user, NOT_ACTIVATED);
      const listed = await findOpportunity(db, input.opportunity_id);
      const publication = listed && (await findPublication(db, input.opportunity_id));
      if (!listed || !publication) throw new ApiError(404, 'No published opportunity has this id');
      const subject = await resolveSubject(db, user.id, { id: publication.id, projectId: publication.projectId, teaserFileIds: listed.teaserFileIds }, input.document);
      await checkMessageRate(db, user.id);
      const thread = await threads.openThread(db, publication.id, user.id, subject);
      const message = await threads.addMessage(db, { requestId: thread.id, authorId: user.id, authorSide: 'investor', body: input.message });
      const row = (await threads.findThread(db, thread.id)) as InformationRequestRow;
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
      await tell(row, publication.projectId, message, user, listed.title);
      return one(row.id, user.id);
    },

    /** A reply from the thread's investor (while activated), or from an owner or editor of the project (a reader gets 404). */
    async reply(caller: Caller, input: ReplyRequest, requestId: string): Promise<InformationRequest> {
      const { row, side, projectId } = await partyTo(input.request_id, caller);
      if (side === 'investor') await requireActivated(caller.user, WITHDRAWN);
      await checkMessageRate(db, caller.user.id);
      const message = await threads.addMessage(db, { requestId: row.id, authorId: caller.user.id, authorSide: side, body: input.message });
      await recordAuditEvent(db, {
        actorId: caller.user.id,
        action: AUDIT_ACTIONS.informationReplied,
        targetType: OPPORTUNITY_TARGET,
        targetId: row.publicationId,
        requestId,
        details: { request_id: row.id, investor_id: row.investorId, side },
      });
      const publication = await findPublication(db, row.publicationId);
      await tell(row, projectId, message, caller.user, publication?.title ?? '');
      return one(row.id, caller.user.id);
    },

    /**
     * An investor's profile for the other side: staff always; anyone with access to the project of an opportunity the
     * investor asked about. Anyone else gets 404, as for an investor who does not exist.
     */
    async investorDetails(caller: Caller, investorId: string): Promise<InvestorDetails> {
      let allowed = caller.user.roles.includes('admin');
      if (!allowed) {
        for (const row of await threads.threadsOfInvestor(db, investorId)) {
          const publication = await findPublication(db, row.publicationId);
          const context = publication ? await resolveProjectAccess(db, publication.projectId, caller).catch(() => null) : null;
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
export type QuestionsService = ReturnType<typeof createQuestionsService>;
