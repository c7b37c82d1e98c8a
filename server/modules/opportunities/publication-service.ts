import { AUDIT_ACTIONS, type AuditAction, OPPORTUNITY_TARGET } from '@/lib/schemas/audit';
import { STAFF_PUBLICATIONS_PATH } from '@/lib/page-routes/opportunities';
import type { Page, Publication, PublicationActionInput, PublicationDecision, PublicationInput, ReviewQueueQuery } from '@/lib/schemas/opportunities';
import type { Database } from '@/server/db/client';
import type { PublicationRow } from '@/server/db/schema';
import type { CurrentUser } from '@/server/http/context';
import { ApiError, fieldError } from '@/server/http/errors';
import type { ModuleEvents } from '@/server/events/module-events';
import type { InvestmentMailer } from '@/server/mail/investment-mail';
import { findComputeResult } from '@/server/modules/assessments/public';
import { recordAuditEvent } from '@/server/modules/audit/public';
import { type Caller, findProject, projectFileIds, resolveProjectAccess } from '@/server/modules/projects/public';
import type { UsersService } from '@/server/modules/users/public';
import { toPublication } from './convert';
import { figuresOf, requireReadyToPublish } from './figures';
import { changedFields, changedSince, nextFieldVersions, staleSave } from './publication-versions';
import * as repository from './repository';

export interface PublicationDeps {
  db: Database;
  users: Pick<UsersService, 'directory' | 'staffRecipients'>;
  mail: InvestmentMailer;
  /** Where the close is told to the modules that act on it (the data room's grants); absent for the demo data. */
  events?: Pick<ModuleEvents, 'emit'>;
}

const publicationPath = (projectId: string) => `/projects/${projectId}/publication`;

/** A project's publication through its life: draft → submitted → published | rejected → closed. */
export function createPublicationService({ db, users, mail, events }: PublicationDeps) {
  async function view(row: PublicationRow, projectName?: string): Promise<Publication> {
    const [listed, project] = await Promise.all([repository.findOpportunity(db, row.id), projectName ? undefined : findProject(db, row.projectId)]);
    return toPublication(row, { projectName: projectName ?? project?.name ?? '', listed });
  }

  /** Each step, staff decisions included, goes to the opportunity's chain (the publication's id names it). */
  async function audit(actor: CurrentUser, action: AuditAction, row: PublicationRow, requestId: string, details: Record<string, unknown> = {}) {
    await recordAuditEvent(db, { actorId: actor.id, action, targetType: OPPORTUNITY_TARGET, targetId: row.id, requestId, details: { project_id: row.projectId, ...details } });
  }

  /** The developer hears of each step: the project's owner (the one who acted, when it is an editor, too). */
  async function tellDeveloper(
    row: PublicationRow,
    kind: 'publicationSubmitted' | 'publicationApproved' | 'publicationRejected' | 'publicationUnpublished',
    reason?: string,
    alsoTo?: CurrentUser,
  ) {
    const project = await findProject(db, row.projectId);
    const owner = project ? await users.directory.findById(project.ownerId) : null;
    const recipients = [owner, alsoTo].filter((user, index, all): user is CurrentUser => Boolean(user) && all.findIndex((other) => other?.id === user?.id) === index);
    for (const recipient of recipients) await mail(kind, recipient, { path: publicationPath(row.projectId), title: row.title, reason });
  }

  /** A submission goes to the developer and to staff, who review it. */
  async function tellSubmitted(row: PublicationRow, submitter: CurrentUser) {
    await tellDeveloper(row, 'publicationSubmitted', undefined, submitter);
    await mail('publicationToReview', () => users.staffRecipients(), { path: STAFF_PUBLICATIONS_PATH, title: row.title, from: submitter.name });
  }

  async function unpublish(actor: CurrentUser, existing: PublicationRow, reason: string, requestId: string): Promise<Publication> {
    if (!(await repository.isListed(db, existing.id))) throw new ApiError(409, 'Only a listed opportunity can be unpublished', { status: existing.status });
    const row = await repository.moveStatus(db, existing.id, ['published', 'submitted'], 'rejected', { rejectionReason: reason });
    if (!row) throw new ApiError(409, 'The publication changed meanwhile: read it again', { status: existing.status });
    await repository.unlist(db, row.id);
    await audit(actor, AUDIT_ACTIONS.publicationUnpublished, row, requestId, { reason, from: existing.status });
    await tellDeveloper(row, 'publicationUnpublished', reason);
    // requirements: unlisted by staff, the opportunity's data-room grants end as at a close, each investor told.
    await events?.emit('publicationClosed', { opportunityId: row.id, title: row.title, actor, requestId, keepDataroomAccess: false });
    return view(row);
  }

  return {
    async get(projectId: string, caller: Caller): Promise<Publication | null> {
      const context = await resolveProjectAccess(db, projectId, caller);
      const row = await repository.findPublicationByProject(db, projectId);
      return row ? view(row, context.project.name) : null;
    },

    /**
     * Writes the publication (owner or editor) with the figures of the latest results. A new one is a draft; a rejected or
     * closed one becomes a draft again; a published one goes back to staff (the approved version stays listed meanwhile).
     */
    async save(input: PublicationInput, caller: Caller, requestId: string): Promise<Publication> {
      const context = await resolveProjectAccess(db, input.project_id, caller); // a writer: the route's class checked it
      const files = await projectFileIds(db, input.project_id);
      const unknown = input.teaser_file_ids.filter((id) => !files.has(id));
      if (unknown.length > 0) throw fieldError('teaser_file_ids', 'unknownFile', 'teaser_file_ids: every teaser document must be a file of the project', { unknown });
      const existing = await repository.findPublicationByProject(db, input.project_id);
      const conflict = async (row: PublicationRow | undefined, base: number) => {
        const current = row ?? (await repository.findPublicationByProject(db, input.project_id));
        return staleSave(current ? await view(current, context.project.name) : null, current ? changedSince(current, base) : []);
      };
      // requirements: a save names the version it read; a stale one is refused with the fields saved meanwhile.
      const base = input.base_version;
      if (base !== undefined && (existing?.version ?? 0) !== base) throw await conflict(existing, base);
      const stored = await findComputeResult(db, input.project_id);
      const resubmit = existing?.status === 'published' || existing?.status === 'submitted';
      if (resubmit) requireReadyToPublish(stored);
      const fields = changedFields(existing, input);
      const version = (existing?.version ?? 0) + 1;
      const change = {
        status: resubmit ? ('submitted' as const) : ('draft' as const),
        userId: caller.user.id,
        submitted: existing?.status === 'published',
        fieldVersions: nextFieldVersions(existing?.fieldVersions ?? {}, fields, version),
      };
      const row = existing
        ? await repository.updatePublicationAt(db, existing.id, existing.version, input, figuresOf(stored), change)
        : await repository.insertPublication(db, input, figuresOf(stored), change);
      if (!row) throw await conflict(undefined, existing?.version ?? 0);
      // Each save is its own entry of the trail, naming the version and the fields it changed.
      const action = !existing ? AUDIT_ACTIONS.publicationCreated : existing.status === 'published' ? AUDIT_ACTIONS.publicationResubmitted : AUDIT_ACTIONS.publicationSaved;
      await audit(caller.user, action, row, requestId, { version: row.version, changed_fields: fields });
      if (existing?.status === 'published') await tellSubmitted(row, caller.user);
      return view(row, context.project.name);
    },

    async act(action: PublicationActionInput, caller: Caller, requestId: string): Promise<Publication> {
      const context = await resolveProjectAccess(db, action.project_id, caller); // a writer: the route's class checked it
      const existing = await repository.findPublicationByProject(db, action.project_id);
      if (!existing) throw new ApiError(404, 'This project has no publication yet: write one first');
      if (action.action === 'submit') {
        if (existing.status !== 'draft' && existing.status !== 'rejected')
          throw new ApiError(409, `A ${existing.status} publication cannot be submitted`, { status: existing.status });
        const stored = await findComputeResult(db, action.project_id);
        requireReadyToPublish(stored);
        const row = await repository.moveStatus(db, existing.id, ['draft', 'rejected'], 'submitted', {
          ...figuresOf(stored),
          submittedAt: new Date(),
          rejectionReason: null,
          updatedBy: caller.user.id,
        });
        if (!row) throw new ApiError(409, 'The publication changed meanwhile: read it again');
        await audit(caller.user, AUDIT_ACTIONS.publicationSubmitted, row, requestId);
        await tellSubmitted(row, caller.user);
        return view(row, context.project.name);
      }
      if (existing.status === 'closed') throw new ApiError(409, 'The publication is closed already', { status: existing.status });
      const row = await repository.moveStatus(db, existing.id, ['draft', 'submitted', 'rejected', 'published'], 'closed', { closedAt: new Date(), updatedBy: caller.user.id });
      if (!row) throw new ApiError(409, 'The publication changed meanwhile: read it again');
      await repository.unlist(db, row.id);
      await audit(caller.user, AUDIT_ACTIONS.publicationClosed, row, requestId, { from: existing.status, keep_dataroom_access: action.keep_dataroom_access ?? false });
      // requirements: the data room's grants end with the opportunity, unless the developer keeps them open.
      await events?.emit('publicationClosed', {
        opportunityId: row.id,
        title: row.title,
        actor: caller.user,
        requestId,
        keepDataroomAccess: action.keep_dataroom_access ?? false,
      });
      return view(row, context.project.name);
    },

    async queue(query: ReviewQueueQuery): Promise<Page<Publication>> {
      const { rows, total } = await repository.listPublications(db, query.status, query.page, query.page_size);
      return { items: await Promise.all(rows.map((row) => view(row))), total, page: query.page, page_size: query.page_size };
    },

    /**
     * Staff approve (the content is listed at once) or reject with a reason, only a submitted publication; or unpublish
     * a listed one with a reason (requirements ): it leaves the list, goes back to the developer as rejected, and
     * the developer is told by mail.
     */
    async decide(actor: CurrentUser, decision: PublicationDecision, requestId: string): Promise<Publication> {
      const existing = await repository.findPublication(db, decision.publication_id);
      if (!existing) throw new ApiError(404, 'No publication has this id');
      if (decision.decision === 'unpublish') return unpublish(actor, existing, decision.reason ?? '', requestId);
      const approve = decision.decision === 'approve';
      const row = await repository.moveStatus(
        db,
        existing.id,
        ['submitted'],
        approve ? 'published' : 'rejected',
        approve ? { rejectionReason: null } : { rejectionReason: decision.reason ?? null },
      );
      if (!row) throw new ApiError(409, `Only a submitted publication can be reviewed; this one is ${existing.status}`, { status: existing.status });
      if (approve) await repository.publish(db, row);
      await audit(actor, approve ? AUDIT_ACTIONS.publicationApproved : AUDIT_ACTIONS.publicationRejected, row, requestId, approve ? {} : { reason: decision.reason });
      await tellDeveloper(row, approve ? 'publicationApproved' : 'publicationRejected', decision.reason);
      return view(row);
    },
  };
}
export type PublicationService = ReturnType<typeof createPublicationService>;
