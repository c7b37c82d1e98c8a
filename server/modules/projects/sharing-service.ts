import { randomBytes } from 'node:crypto';
import type { AccessKey, CreatedShare, CreateShare, InvestorRelationsChange, RevokeShare, ShareGrant, ShareList } from '@/lib/schemas/projects';
import type { Database } from '@/server/db/client';
import type { ProjectAccessKeyRow, ProjectShareRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { recordAuditEvent } from '@/server/modules/audit/public';
import { hashAccessKey, resolveProjectAccess, type Caller } from './access';
import type { ProjectMail } from './project-mail';
import { findPeople, findUserByEmail, type PersonRow } from './repository';
import type { RequestInfo } from './service';
import * as shares from './sharing-repository';
import { toPerson } from './summaries';

/** A new access key: 32 random bytes, base64url (43 characters). */
export function newAccessKey(): string {
  return randomBytes(32).toString('base64url');
}

function toGrant(row: ProjectShareRow, people: ReadonlyMap<string, PersonRow>): ShareGrant {
  return {
    id: row.id,
    email: row.email,
    right: row.right,
    user: row.userId && people.has(row.userId) ? toPerson(row.userId, people) : null,
    investor_relations: row.right === 'edit' && row.investorRelations,
    created_at: row.createdAt.toISOString(),
  };
}

function toAccessKey(row: ProjectAccessKeyRow): AccessKey {
  return { id: row.id, label: row.label, right: row.right, hint: row.hint, created_at: row.createdAt.toISOString() };
}

export function createSharingService(db: Database, mail?: ProjectMail) {
  /** The project, for its owner: the route's `project-owner` class refused anyone else before the call. */
  const ownedProject = (projectId: string, caller: Caller) => resolveProjectAccess(db, projectId, caller);

  return {
    async list(projectId: string, caller: Caller): Promise<ShareList> {
      await ownedProject(projectId, caller);
      const [grants, keys] = await Promise.all([shares.listShares(db, projectId), shares.listAccessKeys(db, projectId)]);
      const people = await findPeople(
        db,
        grants.map((grant) => grant.userId),
      );
      return { grants: grants.map((grant) => toGrant(grant, people)), access_keys: keys.map(toAccessKey) };
    },

    /**
     * Invites an e-mail (again: the right changes; a mail tells the invitee) or creates an access key, whose secret is
     * shown only here.
     */
    async create(input: CreateShare, caller: Caller, request: RequestInfo): Promise<CreatedShare> {
      const { project } = await ownedProject(input.project_id, caller);
      const audit = (action: string, targetId: string, details: Record<string, unknown>) =>
        recordAuditEvent(db, { actorId: caller.user.id, action, targetType: 'project', targetId, requestId: request.requestId, details });
      if (input.kind === 'invite') {
        const email = input.email.toLowerCase();
        if (email === caller.user.email?.toLowerCase()) throw new ApiError(422, 'You cannot invite yourself: you own this project');
        const invitee = await findUserByEmail(db, email);
        const row = await shares.upsertShare(db, { projectId: project.id, email, right: input.right, userId: invitee?.id ?? null, invitedBy: caller.user.id });
        await audit('project.share.invite', project.id, { shareId: row.id, email, right: input.right });
        await mail?.invitation({ inviter: caller.user, to: email, project, right: input.right });
        const people = await findPeople(db, [row.userId]);
        return { kind: 'invite', grant: toGrant(row, people) };
      }
      if (input.right === 'field') throw new ApiError(422, 'Field staff are invited by e-mail: an access key cannot carry the field right');
      const key = newAccessKey();
      const row = await shares.insertAccessKey(db, {
        projectId: project.id,
        label: input.label,
        right: input.right,
        keyHash: hashAccessKey(key),
        hint: key.slice(-4),
        createdBy: caller.user.id,
      });
      await audit('project.share.access_key', project.id, { accessKeyId: row.id, label: row.label, right: row.right });
      return { kind: 'access_key', access_key: toAccessKey(row), key };
    },

    /**
     * Names an editor for investor relations (requirements R-21.9): with the owner, they see investors' personal data.
     * Only an editor's invitation may be named (422 for a reader: invite them as an editor first).
     */
    async investorRelations(input: InvestorRelationsChange, caller: Caller, request: RequestInfo): Promise<ShareGrant> {
      const { project } = await ownedProject(input.project_id, caller);
      const current = (await shares.listShares(db, project.id)).find((row) => row.id === input.id);
      if (!current) throw new ApiError(404, 'This project has no invitation with this id');
      if (input.investor_relations && current.right !== 'edit') {
        throw new ApiError(422, 'Only an editor can be named for investor relations: invite them as an editor first', { reason: 'not_an_editor' });
      }
      const row = await shares.setInvestorRelations(db, project.id, input.id, input.investor_relations);
      if (!row) throw new ApiError(404, 'This project has no invitation with this id');
      await recordAuditEvent(db, {
        actorId: caller.user.id,
        action: 'project.share.investor_relations',
        targetType: 'project',
        targetId: project.id,
        requestId: request.requestId,
        details: { shareId: row.id, email: row.email, investor_relations: input.investor_relations },
      });
      return toGrant(row, await findPeople(db, [row.userId]));
    },

    /** Takes an invitation or access key away at once. */
    async revoke(input: RevokeShare, caller: Caller, request: RequestInfo): Promise<{ id: string; deleted: true }> {
      const { project } = await ownedProject(input.project_id, caller);
      const removed = await shares.deleteGrant(db, project.id, input.id);
      if (!removed) throw new ApiError(404, 'This project has no invitation or access key with this id');
      await recordAuditEvent(db, {
        actorId: caller.user.id,
        action: removed.kind === 'invite' ? 'project.share.revoke' : 'project.access_key.revoke',
        targetType: 'project',
        targetId: project.id,
        requestId: request.requestId,
        details: removed.kind === 'invite' ? { shareId: removed.row.id, email: removed.row.email } : { accessKeyId: removed.row.id, label: removed.row.label },
      });
      return { id: input.id, deleted: true };
    },
  };
}
