/** OEMs' offers and requirements, and staff's verification (R-23.30, R-23.31). */
import { OEM_PATH } from '@/lib/page-routes/oems';
import { oemRequirementsSchema, type Oem, type OemDecision, type OemInput, type OemRequirements } from '@/lib/schemas/oems';
import type { Paginated } from '@/lib/schemas/common';
import type { Database } from '@/server/db/client';
import type { CurrentUser } from '@/server/http/context';
import { ApiError } from '@/server/http/errors';
import type { JobQueue } from '@/server/jobs';
import { writeOemMail } from '@/server/mail/oem-mail';
import { recipientOf, type MailSender } from '@/server/mail/sender';
import { recordAuditEvent } from '@/server/modules/audit/public';
import { findPeople } from '@/server/modules/projects/public';
import type { UsersService } from '@/server/modules/users/public';
import { queueOemRecompute } from './jobs';
import { createOem, decideOem, findOem, memberIds, oemOfMember, oemQueue, updateOem, updateRequirements, type OemRow, type OemStatusFilter } from './offers-repository';

export const NO_OEM = 'You have no OEM company yet: sign up as an OEM first';
export const OEM_NOT_FOUND = 'No such OEM';
export const ADMINS_ONLY = 'Only an admin of the company may change its offer';

export function toOem({ company, offer }: OemRow): Oem {
  return {
    company_id: company.id,
    legal_name: company.legalName,
    country: company.country,
    website: company.website,
    description: company.description ?? '',
    status: company.verifiedAt ? 'verified' : offer.refusedAt ? 'refused' : 'pending',
    refusal_reason: offer.refusalReason,
    offer: offer.offer,
    requirements: offer.requirements,
    updated_at: offer.updatedAt.toISOString(),
  };
}

export function createOemsService(deps: { db: Database; jobs: JobQueue; mail: MailSender; users: Pick<UsersService, 'grantRole'> }) {
  const { db } = deps;
  const audit = (actorId: string, action: string, companyId: string, requestId: string, details: Record<string, unknown> = {}) =>
    recordAuditEvent(db, { actorId, action, targetType: 'company', targetId: companyId, requestId, details });

  async function adminOem(user: CurrentUser) {
    const mine = await oemOfMember(db, user.id);
    if (!mine) throw new ApiError(404, NO_OEM);
    if (mine.role !== 'admin') throw new ApiError(403, ADMINS_ONLY);
    return mine;
  }

  return {
    async mine(user: CurrentUser): Promise<Oem | null> {
      const row = await oemOfMember(db, user.id);
      return row ? toOem(row) : null;
    },

    /** The first save signs the OEM up (pending); later ones change its offer, and a refused OEM goes back to review. */
    async save(user: CurrentUser, input: OemInput, requestId: string): Promise<Oem> {
      const mine = await oemOfMember(db, user.id);
      if (mine && mine.role !== 'admin') throw new ApiError(403, ADMINS_ONLY);
      const companyId = mine ? mine.company.id : await createOem(db, user.id, input, oemRequirementsSchema.parse({}));
      if (mine) await updateOem(db, companyId, input);
      await audit(user.id, mine ? 'oem.offer_saved' : 'oem.signed_up', companyId, requestId, { models: input.offer.models.length });
      // The sign-up gives its author the `oem` role (the dashboard's OEM card, the developer pages shown to OEMs).
      if (!mine) await deps.users.grantRole(user.id, 'oem', 'oem.signed_up', requestId);
      await queueOemRecompute(deps.jobs, db, companyId);
      return toOem((await findOem(db, companyId))!);
    },

    async requirements(user: CurrentUser): Promise<OemRequirements> {
      const mine = await oemOfMember(db, user.id);
      if (!mine) throw new ApiError(404, NO_OEM);
      return mine.offer.requirements;
    },

    async saveRequirements(user: CurrentUser, input: OemRequirements, requestId: string): Promise<OemRequirements> {
      const mine = await adminOem(user);
      await updateRequirements(db, mine.company.id, input);
      await audit(user.id, 'oem.requirements_saved', mine.company.id, requestId, { hard: input.hard });
      await queueOemRecompute(deps.jobs, db, mine.company.id);
      return input;
    },

    async queue(status: OemStatusFilter, page: number, pageSize: number): Promise<Paginated<Oem>> {
      const { rows, total } = await oemQueue(db, status, page, pageSize);
      return { items: rows.map(toOem), total, page, page_size: pageSize };
    },

    /** staff verify or refuse; the members are told in their language, the matches follow. */
    async decide(staff: CurrentUser, decision: OemDecision, requestId: string): Promise<Oem> {
      const row = await findOem(db, decision.company_id);
      if (!row || row.company.kind !== 'oem') throw new ApiError(404, OEM_NOT_FOUND);
      const reason = decision.decision === 'refuse' ? decision.reason : null;
      await decideOem(db, row.company.id, staff.id, reason);
      await audit(staff.id, decision.decision === 'verify' ? 'oem.verified' : 'oem.refused', row.company.id, requestId, reason ? { reason } : {});
      await queueOemRecompute(deps.jobs, db, row.company.id);
      const people = await findPeople(db, await memberIds(db, row.company.id));
      const kind = decision.decision === 'verify' ? 'oemVerified' : 'oemRefused';
      await deps.mail.send(
        `oems.${kind}`,
        async () => [...people.values()].map(recipientOf),
        (to) => writeOemMail(kind, { language: to.language, name: to.name, link: deps.mail.link(OEM_PATH), company: row.company.legalName, reason: reason ?? undefined }),
      );
      return toOem((await findOem(db, row.company.id))!);
    },
  };
}
export type OemsService = ReturnType<typeof createOemsService>;
