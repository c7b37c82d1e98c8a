import type { Investor, InvestorDecision, InvestorDetails, InvestorInput, InvestorQueueQuery, InvestorStatus, StaffInvestor } from '@/lib/schemas/investors';
import type { Page } from '@/lib/schemas/opportunities';
import { INVESTOR_PROFILE_PATH, STAFF_INVESTORS_PATH } from '@/lib/page-routes/investors';
import type { Database } from '@/server/db/client';
import type { InvestorRow } from '@/server/db/schema';
import type { CurrentUser } from '@/server/http/context';
import { ApiError } from '@/server/http/errors';
import type { InvestmentMailer } from '@/server/mail/investment-mail';
import { recordAuditEvent } from '@/server/modules/audit/public';
import type { UsersService } from '@/server/modules/users/public';
import * as repository from './repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toInvestor(row: InvestorRow): Investor {
  return {
    user_id: row.userId,
    organisation: row.organisation,
    ticket_min: row.ticketMin,
    ticket_max: row.ticketMax,
    currency: row.currency,
    instruments: row.instruments,
    regions: row.regions,
    stages: row.stages,
    accreditation: row.accreditation,
    status: row.status,
    refusal_reason: row.refusalReason,
    decided_at: iso(row.decidedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toStaffInvestor({ investor, user }: repository.InvestorWithUser): StaffInvestor {
  return { ...toInvestor(investor), name: user.name, email: user.email, email_verified: Boolean(user.email && user.emailVerified) };
}

/** What staff see again when an activated investor replaces it (requirements ): who they are and why they qualify. */
function identityChanged(before: InvestorRow, after: InvestorInput): boolean {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return !same(before.organisation, after.organisation) || before.accreditation.trim() !== after.accreditation.trim();
}

/** The status a saved profile takes: new, refused or deactivated ones go to review; an activated one too when its identity changed. */
function statusAfterSave(existing: InvestorRow | undefined, input: InvestorInput): InvestorStatus {
  if (!existing || existing.status === 'refused' || existing.status === 'deactivated') return 'pending';
  if (existing.status === 'activated' && identityChanged(existing, input)) return 'pending';
  return existing.status;
}

const DECIDED_STATUS = { activate: 'activated', refuse: 'refused', deactivate: 'deactivated' } as const;
/** The statuses each decision applies to: activating an activated investor, or deactivating one who is not, is a conflict. */
const DECIDABLE: Record<InvestorDecision['decision'], readonly InvestorStatus[]> = {
  activate: ['pending', 'refused', 'deactivated'],
  refuse: ['pending'],
  deactivate: ['activated'],
};
const DECISION_MAIL = { activate: 'investorActivated', refuse: 'investorRefused', deactivate: 'investorDeactivated' } as const;

export interface InvestorsDeps {
  db: Database;
  users: Pick<UsersService, 'setInvestorActivated' | 'staffRecipients'>;
  mail: InvestmentMailer;
}

export function createInvestorsService({ db, users, mail }: InvestorsDeps) {
  return {
    async mine(user: CurrentUser): Promise<Investor | null> {
      const found = await repository.findInvestor(db, user.id);
      return found ? toInvestor(found.investor) : null;
    },

    /**
     * Creates the profile (pending) or replaces it; a refused or deactivated profile that is edited goes back to staff,
     * and so does an activated one whose organisation or accreditation changes (requirements ): the user loses
     * the activation until staff decide again. Both sides hear of a submission.
     */
    async save(user: CurrentUser, input: InvestorInput, requestId: string): Promise<Investor> {
      const existing = await repository.findInvestor(db, user.id);
      const status = statusAfterSave(existing?.investor, input);
      const row = await repository.upsertInvestor(db, user.id, input, status);
      if (existing?.investor.status === 'activated' && status === 'pending') await users.setInvestorActivated(user.id, false);
      if (existing?.investor.status !== status) {
        await recordAuditEvent(db, { actorId: user.id, action: 'investor.submit', targetType: 'investor', targetId: user.id, requestId });
        await mail('investorSubmitted', user, { path: INVESTOR_PROFILE_PATH });
        await mail('investorToReview', () => users.staffRecipients(), { path: STAFF_INVESTORS_PATH, from: user.name, title: row.organisation });
      }
      return toInvestor(row);
    },

    async queue(query: InvestorQueueQuery): Promise<Page<StaffInvestor>> {
      const { rows, total } = await repository.listInvestors(db, query);
      return { items: rows.map(toStaffInvestor), total, page: query.page, page_size: query.page_size };
    },

    /**
     * Staff activate, refuse (with the reason kept) or deactivate an activated investor (requirements ); the
     * user's investor_activated flag follows. Activation needs a confirmed e-mail address (requirements ).
     */
    async decide(actor: CurrentUser, decision: InvestorDecision, requestId: string): Promise<StaffInvestor> {
      const found = await repository.findInvestor(db, decision.investor_id);
      if (!found) throw new ApiError(404, 'No investor profile has this id');
      const kind = decision.decision;
      if (!DECIDABLE[kind].includes(found.investor.status)) {
        throw new ApiError(409, `This investor is ${found.investor.status}: they cannot be given the decision "${kind}"`);
      }
      if (kind === 'activate' && !(found.user.email && found.user.emailVerified)) {
        throw new ApiError(409, 'This investor has not confirmed their e-mail address yet: activation waits for it');
      }
      const activate = kind === 'activate';
      const row = await repository.decideInvestor(db, decision.investor_id, {
        status: DECIDED_STATUS[kind],
        reason: activate ? null : (decision.reason ?? null),
        decidedBy: actor.id,
      });
      if (!row) throw new ApiError(404, 'No investor profile has this id');
      await users.setInvestorActivated(decision.investor_id, activate);
      await recordAuditEvent(db, {
        actorId: actor.id,
        action: `investor.${kind}`,
        targetType: 'investor',
        targetId: decision.investor_id,
        requestId,
        details: { from: found.investor.status, ...(activate ? {} : { reason: decision.reason }) },
      });
      await mail(DECISION_MAIL[kind], found.user, { path: INVESTOR_PROFILE_PATH, reason: decision.reason });
      return toStaffInvestor({ investor: row, user: found.user });
    },

    /** Records a visit of the investor home; answers the previous visit, from which the home's news are counted. */
    recordVisit: (userId: string) => repository.recordVisit(db, userId),

    /** Whether the user may see opportunities in full: an activated investor profile. */
    async isActivated(userId: string): Promise<boolean> {
      const found = await repository.findInvestor(db, userId);
      return found?.investor.status === 'activated';
    },

    /** The profile as the developer of an opportunity the investor contacted sees it (the caller has checked that). */
    async details(userId: string): Promise<InvestorDetails | null> {
      const found = await repository.findInvestor(db, userId);
      if (!found) return null;
      const { accreditation: _accreditation, status, refusal_reason: _reason, decided_at: _decided, created_at: _c, updated_at: _u, ...profile } = toInvestor(found.investor);
      return { ...profile, name: found.user.name, email: found.user.email, activated: status === 'activated' };
    },
  };
}
export type InvestorsService = ReturnType<typeof createInvestorsService>;
