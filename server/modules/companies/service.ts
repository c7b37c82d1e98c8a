import type { CompanyView, CreateCompany, UpdateCompany } from '@/lib/schemas/companies';
import type { Database } from '@/server/db/client';
import type { CompanyKind, CompanyMemberRole } from '@/server/db/schema';
import type { CurrentUser } from '@/server/http/context';
import { ApiError } from '@/server/http/errors';
import { findPeople } from '@/server/modules/users/public';
import { auditCompany, COMPANY_ACTIONS } from './audit';
import { findLogo } from './files-repository';
import { openInvitations } from './invitations-repository';
import { requireAdmin, requireMember } from './membership';
import { toCompany, toInvitation, toMember } from './present';
import * as repository from './repository';

/** The API's snake_case fields as the table's columns; a field left out stays out. */
export function companyColumns(fields: Omit<Partial<CreateCompany>, 'kind'>): repository.CompanyChanges {
  const columns: repository.CompanyChanges = {};
  if (fields.legal_name !== undefined) columns.legalName = fields.legal_name;
  if (fields.registration_number !== undefined) columns.registrationNumber = fields.registration_number;
  if (fields.country !== undefined) columns.country = fields.country;
  if (fields.sectors !== undefined) columns.sectors = fields.sectors;
  if (fields.description !== undefined) columns.description = fields.description;
  if (fields.website !== undefined) columns.website = fields.website;
  if (fields.employees !== undefined) columns.employees = fields.employees;
  if (fields.founded_year !== undefined) columns.foundedYear = fields.founded_year;
  return columns;
}

const EMPTY_VIEW: CompanyView = { company: null, role: null, members: [], invitations: [] };

export function createCompaniesService(db: Database) {
  async function view(user: CurrentUser, kind: CompanyKind): Promise<CompanyView> {
    const membership = await repository.membershipOfKind(db, user.id, kind);
    if (!membership) return EMPTY_VIEW;
    const { company, role } = membership;
    const [members, invitations, logo] = await Promise.all([
      repository.listMembers(db, company.id),
      role === 'admin' ? openInvitations(db, company.id) : Promise.resolve([]),
      findLogo(db, company.id),
    ]);
    const people = await findPeople(db, [...members.map((member) => member.userId), ...invitations.map((invitation) => invitation.invitedBy)]);
    return {
      company: toCompany(company, Boolean(logo)),
      role,
      members: members.map((member) => toMember(member, people)),
      invitations: invitations.map((invitation) => toInvitation(invitation, people)),
    };
  }

  return {
    view,

    /** A new company with the caller as its admin; one company of each kind per user. */
    async create(user: CurrentUser, input: CreateCompany, requestId: string): Promise<CompanyView> {
      if (await repository.membershipOfKind(db, user.id, input.kind)) {
        throw new ApiError(409, 'You already belong to a company of this kind; leave it first', { reason: 'already_member' });
      }
      const { kind, ...fields } = input;
      const columns = companyColumns(fields);
      const company = await repository.createCompany(db, user.id, { ...columns, kind, legalName: input.legal_name });
      await auditCompany(db, company.id, user.id, requestId, COMPANY_ACTIONS.created, { kind, legal_name: company.legalName });
      return view(user, kind);
    },

    async update(user: CurrentUser, input: UpdateCompany, requestId: string): Promise<CompanyView> {
      const { company } = await requireAdmin(db, user.id, input.kind);
      const { kind, ...fields } = input;
      const columns = companyColumns(fields);
      await repository.updateCompany(db, company.id, columns);
      await auditCompany(db, company.id, user.id, requestId, COMPANY_ACTIONS.updated, { fields: Object.keys(fields).sort() });
      return view(user, kind);
    },

    /** An admin changes a member's role; the last admin stays one. */
    async changeRole(user: CurrentUser, input: { kind: CompanyKind; user_id: string; role: CompanyMemberRole }, requestId: string): Promise<CompanyView> {
      const { company } = await requireAdmin(db, user.id, input.kind);
      const outcome = await repository.changeMember(db, company.id, input.user_id, input.role);
      refuseOutcome(outcome);
      await auditCompany(db, company.id, user.id, requestId, COMPANY_ACTIONS.roleChanged, { user_id: input.user_id, role: input.role });
      return view(user, input.kind);
    },

    /** An admin removes a member, or a member leaves (their own id); the last admin cannot leave. */
    async removeMember(user: CurrentUser, input: { kind: CompanyKind; user_id: string }, requestId: string): Promise<CompanyView> {
      const leaving = input.user_id === user.id;
      const { company } = leaving ? await requireMember(db, user.id, input.kind) : await requireAdmin(db, user.id, input.kind);
      refuseOutcome(await repository.changeMember(db, company.id, input.user_id, 'remove'));
      await auditCompany(db, company.id, user.id, requestId, COMPANY_ACTIONS.memberRemoved, { user_id: input.user_id, left: leaving });
      return view(user, input.kind);
    },
  };
}

function refuseOutcome(outcome: 'done' | 'last_admin' | 'not_member'): void {
  if (outcome === 'not_member') throw new ApiError(404, 'This person is not a member of your company');
  if (outcome === 'last_admin') throw new ApiError(409, 'The company needs at least one admin: make another member an admin first', { reason: 'last_admin' });
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
