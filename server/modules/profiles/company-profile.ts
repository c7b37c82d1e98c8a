import type { CompanyProfile, ProfileLogo } from '@/lib/schemas/profiles';
import type { UpdateProfile } from '@/lib/schemas/users';
import type { CompanyFileRow, CompanyRow } from '@/server/db/schema';
import type { CompanyChanges } from '@/server/modules/companies/public';

// How `/profiles` maps onto the caller's developer company since the profiles were migrated: the seed's
// clients keep reading and writing the same fields, and the company is what they read and write.

export function logoOfCompany(row: CompanyFileRow): ProfileLogo {
  return { name: row.name, content_type: row.contentType, size: row.size, sha256: row.sha256, uploaded_at: row.uploadedAt.toISOString() };
}

/** The company as the profile's fields: its legal name is the company name, its description the bio, its first sector the sector. */
export function profileOfCompany(userId: string, company: CompanyRow, logo: CompanyFileRow | undefined): CompanyProfile {
  return {
    user_id: userId,
    company_name: company.legalName,
    country: company.country,
    website: company.website,
    bio: company.description,
    sector: company.sectors[0] ?? null,
    employees: company.employees,
    founded_year: company.foundedYear,
    updated_at: company.updatedAt.toISOString(),
    logo: logo ? logoOfCompany(logo) : null,
  };
}

/**
 * The profile's fields as changes of the company. A cleared company name leaves the legal name (a company always has
 * one); a sector replaces the first of the company's sectors, a cleared one removes it.
 */
export function companyChangesOf(fields: UpdateProfile, company: Pick<CompanyRow, 'sectors'>): CompanyChanges {
  const changes: CompanyChanges = {};
  if (fields.company_name) changes.legalName = fields.company_name;
  if (fields.country !== undefined) changes.country = fields.country;
  if (fields.website !== undefined) changes.website = fields.website;
  if (fields.bio !== undefined) changes.description = fields.bio;
  if (fields.employees !== undefined) changes.employees = fields.employees;
  if (fields.founded_year !== undefined) changes.foundedYear = fields.founded_year;
  if (fields.sector !== undefined) {
    const rest = company.sectors.slice(1).filter((sector) => sector !== fields.sector);
    changes.sectors = fields.sector ? [fields.sector, ...rest] : rest;
  }
  return changes;
}

/** Whether a profile update says anything (an update of nothing but cleared fields makes no company). */
export function saysSomething(fields: UpdateProfile): boolean {
  return Object.values(fields).some((value) => value !== null && value !== undefined && value !== '');
}
