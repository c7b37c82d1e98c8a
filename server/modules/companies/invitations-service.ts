import { createHash, randomBytes } from 'node:crypto';
import { companyJoinHref } from '@/lib/page-routes/companies';
import type { CompanyView, InvitationPreview, InviteMember } from '@/lib/schemas/companies';
import type { Database } from '@/server/db/client';
import type { CompanyInvitationRow, CompanyKind } from '@/server/db/schema';
import type { CurrentUser } from '@/server/http/context';
import { ApiError } from '@/server/http/errors';
import { companyInvitationMail } from '@/server/mail/company-mail';
import type { MailSender } from '@/server/mail/sender';
import { findUserByEmail } from '@/server/modules/users/public';
import { auditCompany, COMPANY_ACTIONS } from './audit';
import * as invitations from './invitations-repository';
import { requireAdmin } from './membership';
import { listMembers, membershipOfKind } from './repository';
import type { CompaniesService } from './service';

/** How long an invitation's link works. */
export const INVITATION_DAYS = 14;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

type Refusal = NonNullable<InvitationPreview['reason']>;

const REFUSALS: Record<Refusal, { status: 403 | 409 | 410; message: string }> = {
  unconfirmed: { status: 403, message: 'Confirm your e-mail address first (see your account): the invitation is honoured once it is confirmed' },
  expired: { status: 410, message: 'This invitation has expired: ask the company for a new one' },
  accepted: { status: 409, message: 'This invitation was already used' },
  already_member: { status: 409, message: 'You already belong to a company of this kind' },
};

export function createInvitationsService(db: Database, mail: MailSender, companies: CompaniesService) {
  /** The invitation of the link, to the owner of its address only: anyone else hears of none. */
  async function open(user: CurrentUser, token: string) {
    const found = await invitations.findInvitationByToken(db, hashOf(token));
    if (!found || (user.email ?? '').toLowerCase() !== found.invitation.email) {
      throw new ApiError(404, 'No invitation of this link is addressed to you: sign in with the address it was sent to (it may also have been withdrawn)');
    }
    return found;
  }

  /** Why the caller may not join now, or null (R-23.4: only the confirmed owner of the address). */
  async function refusalFor(user: CurrentUser, invitation: CompanyInvitationRow, kind: CompanyKind): Promise<Refusal | null> {
    if (invitation.acceptedAt) return 'accepted';
    if (invitation.expiresAt.getTime() <= Date.now()) return 'expired';
    if (!user.emailVerified) return 'unconfirmed';
    if (await membershipOfKind(db, user.id, kind)) return 'already_member';
    return null;
  }

  return {
    async invite(user: CurrentUser, input: InviteMember, requestId: string): Promise<CompanyView> {
      const { company } = await requireAdmin(db, user.id, input.kind);
      const email = input.email.toLowerCase();
      const members = await listMembers(db, company.id);
      const existing = await findUserByEmail(db, email);
      if (existing && members.some((member) => member.userId === existing.id)) {
        throw new ApiError(409, 'This person is already a member of your company', { reason: 'already_member' });
      }
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
      await invitations.replaceInvitation(db, { companyId: company.id, email, role: input.role, tokenHash: hashOf(token), invitedBy: user.id, expiresAt });
      await auditCompany(db, company.id, user.id, requestId, COMPANY_ACTIONS.invited, { email, role: input.role });
      const recipient = { email, name: existing?.name ?? '', language: existing?.language ?? user.language };
      const link = mail.link(companyJoinHref(token));
      await mail.send('company_invitation', recipient, ({ language }) =>
        companyInvitationMail({ language, to: email, inviter: user.name, company: company.legalName, role: input.role, link, expires: expiresAt }),
      );
      return companies.view(user, input.kind);
    },

    async withdraw(user: CurrentUser, input: { kind: CompanyKind; invitation_id: string }, requestId: string): Promise<CompanyView> {
      const { company } = await requireAdmin(db, user.id, input.kind);
      if (!(await invitations.deleteInvitation(db, company.id, input.invitation_id))) throw new ApiError(404, 'Your company has no open invitation with this id');
      await auditCompany(db, company.id, user.id, requestId, COMPANY_ACTIONS.invitationWithdrawn, { invitation_id: input.invitation_id });
      return companies.view(user, input.kind);
    },

    /** What the link's page shows: to anyone signed in who holds the link (the token is the secret). */
    async preview(user: CurrentUser, token: string): Promise<InvitationPreview> {
      const { invitation, company } = await open(user, token);
      const reason = await refusalFor(user, invitation, company.kind);
      return { company_name: company.legalName, kind: company.kind, role: invitation.role, email: invitation.email, can_join: reason === null, reason };
    },

    /** Joins the company, once the caller's confirmed address is the invitation's. */
    async accept(user: CurrentUser, token: string, requestId: string): Promise<CompanyView> {
      const { invitation, company } = await open(user, token);
      const reason = await refusalFor(user, invitation, company.kind);
      if (reason) throw new ApiError(REFUSALS[reason].status, REFUSALS[reason].message, { reason });
      if (!(await invitations.acceptInvitation(db, invitation, user.id))) throw new ApiError(409, REFUSALS.accepted.message, { reason: 'accepted' });
      await auditCompany(db, company.id, user.id, requestId, COMPANY_ACTIONS.joined, { invitation_id: invitation.id, role: invitation.role });
      return companies.view(user, company.kind);
    },
  };
}
