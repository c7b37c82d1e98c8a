import type { DeclineErasure, MyErasureRequest } from '@/lib/schemas/erasure-requests';
import type { ErasureRequest } from '@/lib/schemas/erasure-requests';
import { ACCOUNT_PATH } from '@/lib/page-routes/account';
import { LANDING_PATH } from '@/lib/page-routes/shell';
import type { Database } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema';
import type { CurrentUser } from '@/server/http/context';
import { ApiError } from '@/server/http/errors';
import { erasureMail } from '@/server/mail/erasure-mail';
import { recipientOf, type MailSender } from '@/server/mail/sender';
import { recordAuditEvent } from '@/server/modules/audit/public';
import { decideErasureRequest, insertErasureRequest, latestErasureRequest, pendingErasureRequest, toErasureRequest } from '@/server/modules/users/public';

export const ALREADY_ASKED = 'Your request to erase your account already waits for the team';
export const NOTHING_TO_DECLINE = 'This user has no erasure request waiting';

type Person = Pick<UserRow, 'id' | 'email' | 'name' | 'language'>;

/**
 * Users' requests to erase their accounts (issue 24, items 10 and 11): a user asks from their account page; the
 * request waits on staff's console (its home counts it, the user's page shows it) until staff carry out the erasure
 * or decline it with a reason; either way the user gets a mail in their language. Each step is in the user's chain.
 */
export function createErasureRequests(db: Database, mail: MailSender) {
  const audit = (actorId: string, userId: string, action: string, requestId: string, details: Record<string, unknown> = {}) =>
    recordAuditEvent(db, { actorId, action, targetType: 'user', targetId: userId, requestId, details });

  return {
    async mine(user: CurrentUser): Promise<MyErasureRequest> {
      const row = await latestErasureRequest(db, user.id);
      return { request: row ? toErasureRequest(row) : null };
    },

    async ask(user: CurrentUser, requestId: string): Promise<MyErasureRequest> {
      const row = await insertErasureRequest(db, user.id);
      if (!row) throw new ApiError(409, ALREADY_ASKED);
      await audit(user.id, user.id, 'user.erasure.request', requestId);
      return { request: toErasureRequest(row) };
    },

    /** The request waiting for staff on a user's page. */
    async waiting(userId: string): Promise<ErasureRequest | null> {
      const row = await pendingErasureRequest(db, userId);
      return row ? toErasureRequest(row) : null;
    },

    async decline(actor: CurrentUser, user: Person, input: DeclineErasure, requestId: string): Promise<void> {
      const row = await decideErasureRequest(db, user.id, { state: 'declined', by: actor.id, reason: input.reason });
      if (!row) throw new ApiError(404, NOTHING_TO_DECLINE);
      await audit(actor.id, user.id, 'user.erasure.decline', requestId, { reason: input.reason });
      await mail.send('erasureDeclined', recipientOf(user), (recipient) =>
        erasureMail('erasureDeclined', { language: recipient.language, name: recipient.name, reason: input.reason, link: mail.link(ACCOUNT_PATH) }),
      );
    },

    /**
     * After an erasure: closes the user's waiting request, if any, and tells them at the address they had (read before
     * the erasure), the last mail it gets. Nothing is sent when staff erased a user who had not asked.
     */
    async carriedOut(actor: CurrentUser, before: Person): Promise<void> {
      const row = await decideErasureRequest(db, before.id, { state: 'carried_out', by: actor.id });
      if (!row) return;
      await mail.send('erasureCarriedOut', recipientOf(before), (recipient) =>
        erasureMail('erasureCarriedOut', { language: recipient.language, name: recipient.name, link: mail.link(LANDING_PATH) }),
      );
    },
  };
}

export type ErasureRequests = ReturnType<typeof createErasureRequests>;
