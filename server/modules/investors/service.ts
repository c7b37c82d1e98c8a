import type { Investor, InvestorDecision, InvestorDetails, InvestorInput, InvestorQueueQuery, StaffInvestor } from '@/lib/schemas/investors';
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
  return { ...toInvestor(investor), name: user.name, email: user.email };
}

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

    /** Creates the profile (pending) or replaces it; a refused profile that is edited goes back to staff. Both sides hear of a submission. */
    async save(user: CurrentUser, input: InvestorInput, requestId: string): Promise<Investor> {
      const existing = await repository.findInvestor(db, user.id);
      const status = !existing || existing.investor.status === 'refused' ? 'pending' : existing.investor.status;
      const row = await repository.upsertInvestor(db, user.id, input, status);
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

    /** Staff activate or refuse (with the reason kept); the user's investor_activated flag follows. */
    async decide(actor: CurrentUser, decision: InvestorDecision, requestId: string): Promise<StaffInvestor> {
      const found = await repository.findInvestor(db, decision.investor_id);
      if (!found) throw new ApiError(404, 'No investor profile has this id');
      const activate = decision.decision === 'activate';
      const row = await repository.decideInvestor(db, decision.investor_id, {
        status: activate ? 'activated' : 'refused',
        reason: activate ? null : (decision.reason ?? null),
        decidedBy: actor.id,
      });
      if (!row) throw new ApiError(404, 'No investor profile has this id');
      await users.setInvestorActivated(decision.investor_id, activate);
      await recordAuditEvent(db, {
        actorId: actor.id,
        action: activate ? 'investor.activate' : 'investor.refuse',
        targetType: 'investor',
        targetId: decision.investor_id,
        requestId,
        details: { from: found.investor.status, ...(activate ? {} : { reason: decision.reason }) },
      });
      await mail(activate ? 'investorActivated' : 'investorRefused', found.user, {
        path: activate ? '/opportunities' : '/investor',
        reason: decision.reason,
      });
      return toStaffInvestor({ investor: row, user: found.user });
    },

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
