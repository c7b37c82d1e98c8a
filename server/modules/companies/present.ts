import type { Company, CompanyFile, CompanyInvitation, CompanyMember } from '@/lib/schemas/companies';
import type { CompanyFileRow, CompanyInvitationRow, CompanyMemberRow, CompanyRow } from '@/server/db/schema';
import type { Contact } from '@/server/modules/users/public';

export function toCompany(row: CompanyRow, hasLogo: boolean): Company {
  return {
    id: row.id,
    kind: row.kind,
    legal_name: row.legalName,
    registration_number: row.registrationNumber,
    country: row.country,
    sectors: row.sectors,
    description: row.description,
    website: row.website,
    employees: row.employees,
    founded_year: row.foundedYear,
    has_logo: hasLogo,
    verified_at: row.verifiedAt?.toISOString() ?? null,
    show_to_investors: row.showToInvestors,
    show_to_oems: row.showToOems,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toMember(row: CompanyMemberRow, people: ReadonlyMap<string, Contact>): CompanyMember {
  const person = people.get(row.userId);
  return { user_id: row.userId, name: person?.name ?? '', email: person?.email ?? null, role: row.role, joined_at: row.joinedAt.toISOString() };
}

export function toInvitation(row: CompanyInvitationRow, people: ReadonlyMap<string, Contact>): CompanyInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invited_by: row.invitedBy ? (people.get(row.invitedBy)?.name ?? null) : null,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

export function toCompanyFile(row: CompanyFileRow): CompanyFile {
  return { id: row.id, purpose: row.purpose, name: row.name, content_type: row.contentType, size: row.size, sha256: row.sha256, uploaded_at: row.uploadedAt.toISOString() };
}
