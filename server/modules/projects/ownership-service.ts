import type { DecideOwnership, OwnershipTransfer, PendingOwnership, RequestOwnership } from '@/lib/schemas/projects';
import type { Database } from '@/server/db/client';
import type { OwnershipTransferRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { recordAuditEvent } from '@/server/modules/audit/public';
import { grantEmailOf, resolveProjectAccess, type Caller } from './access';
import * as transfers from './ownership-repository';
import type { ProjectMail } from './project-mail';
import { findPeople, updateProject, type PersonRow } from './repository';
import type { RequestInfo } from './service';
import { deleteShareByEmail, upsertShare } from './sharing-repository';
import { toPerson } from './summaries';

const NO_TRANSFER = 'No pending ownership transfer has this id';
export const CONFIRM_ADDRESS_FIRST = 'Confirm your e-mail address first: open the link we sent to it (or ask for a new one), then answer this transfer';

function toTransfer(row: OwnershipTransferRow, project: { id: string; name: string }, people: ReadonlyMap<string, PersonRow>): OwnershipTransfer {
  return {
    id: row.id,
    project: { id: project.id, name: project.name },
    from: toPerson(row.fromUserId, people),
    to_email: row.toEmail,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

export function createOwnershipService(db: Database, mail?: ProjectMail) {
  async function present(items: transfers.TransferWithProject[]): Promise<OwnershipTransfer[]> {
    const people = await findPeople(
      db,
      items.map((item) => item.transfer.fromUserId),
    );
    return items.map((item) => toTransfer(item.transfer, item.project, people));
  }

  const audit = (caller: Caller, request: RequestInfo, action: string, projectId: string, details: Record<string, unknown>) =>
    recordAuditEvent(db, { actorId: caller.user.id, action, targetType: 'project', targetId: projectId, requestId: request.requestId, details });

  return {
    /** The owner asks to hand the project to another user; one pending request per project. */
    async request(input: RequestOwnership, caller: Caller, request: RequestInfo): Promise<OwnershipTransfer> {
      // The owner: the route's `project-owner` class refused anyone else before the call.
      const context = await resolveProjectAccess(db, input.project_id, caller);
      const email = input.email.toLowerCase();
      if (email === caller.user.email?.toLowerCase()) throw new ApiError(422, 'You already own this project');
      const row = await transfers.insertTransfer(db, { projectId: context.project.id, fromUserId: caller.user.id, toEmail: email });
      if (!row) throw new ApiError(409, 'A transfer of this project is already pending; cancel it first');
      await audit(caller, request, 'project.ownership.request', context.project.id, { transferId: row.id, toEmail: email });
      await mail?.transfer({ inviter: caller.user, to: email, project: context.project });
      return (await present([{ transfer: row, project: context.project }]))[0];
    },

    async pending(caller: Caller): Promise<PendingOwnership> {
      const grantEmail = grantEmailOf(caller.user);
      const [incoming, outgoing] = await Promise.all([grantEmail ? transfers.listPendingTo(db, grantEmail) : [], transfers.listPendingFrom(db, caller.user.id)]);
      return { incoming: await present(incoming), outgoing: await present(outgoing) };
    },

    /**
     * The addressee, once they confirmed their address, accepts (the project becomes theirs; the previous owner keeps
     * an edit invitation) or declines. Anyone else is told there is no such transfer.
     */
    async decide(input: DecideOwnership, caller: Caller, request: RequestInfo): Promise<OwnershipTransfer> {
      const found = await transfers.findTransfer(db, input.id);
      const claimed = caller.user.email?.toLowerCase();
      if (!found || found.transfer.status !== 'pending' || !claimed || found.transfer.toEmail !== claimed) throw new ApiError(404, NO_TRANSFER);
      // Only the confirmed holder of the address may take the project (or turn it down).
      const email = grantEmailOf(caller.user);
      if (email !== claimed) throw new ApiError(403, CONFIRM_ADDRESS_FIRST, { reason: 'email_unverified' });
      const { transfer, project } = found;
      if (input.decision === 'decline') {
        const row = await transfers.decideTransfer(db, transfer.id, 'declined', caller.user.id);
        if (!row) throw new ApiError(404, NO_TRANSFER);
        await audit(caller, request, 'project.ownership.decline', project.id, { transferId: row.id });
        return (await present([{ transfer: row, project }]))[0];
      }
      if (project.ownerId !== transfer.fromUserId) {
        await transfers.decideTransfer(db, transfer.id, 'cancelled', caller.user.id);
        throw new ApiError(409, 'The project changed hands since this transfer was asked for');
      }
      const previous = (await findPeople(db, [transfer.fromUserId])).get(transfer.fromUserId);
      const row = await db.transaction(async (tx) => {
        const decided = await transfers.decideTransfer(tx, transfer.id, 'accepted', caller.user.id);
        if (!decided) return undefined;
        await updateProject(tx, project.id, { ownerId: caller.user.id });
        await deleteShareByEmail(tx, project.id, email);
        if (previous?.email) {
          await upsertShare(tx, { projectId: project.id, email: previous.email, right: 'edit', userId: previous.id, invitedBy: caller.user.id });
        }
        return decided;
      });
      if (!row) throw new ApiError(404, NO_TRANSFER);
      await audit(caller, request, 'project.ownership.accept', project.id, { transferId: row.id, from: transfer.fromUserId, to: caller.user.id });
      return (await present([{ transfer: row, project }]))[0];
    },

    /** The requester withdraws a pending transfer. */
    async cancel(id: string, caller: Caller, request: RequestInfo): Promise<OwnershipTransfer> {
      const found = await transfers.findTransfer(db, id);
      if (!found || found.transfer.status !== 'pending' || found.transfer.fromUserId !== caller.user.id) throw new ApiError(404, NO_TRANSFER);
      const row = await transfers.decideTransfer(db, id, 'cancelled', caller.user.id);
      if (!row) throw new ApiError(404, NO_TRANSFER);
      await audit(caller, request, 'project.ownership.cancel', found.project.id, { transferId: id });
      return (await present([{ transfer: row, project: found.project }]))[0];
    },
  };
}
