import type { Database } from '@/server/db/client';
import { companyOfProject, membershipOfKind } from '@/server/modules/companies/public';
import { findOrCreateProfile } from '@/server/modules/profiles/public';
import type { ProfileFields } from './autofill';

/**
 * The company profile autofill reads: the company the project is linked to; else the caller's developer
 * company; else, for someone with neither, their personal profile as before.
 */
export async function autofillProfile(db: Database, projectId: string, userId: string): Promise<ProfileFields> {
  const company = (await companyOfProject(db, projectId)) ?? (await membershipOfKind(db, userId, 'developer'))?.company;
  if (!company) return findOrCreateProfile(db, userId);
  return { companyName: company.legalName, country: company.country, website: company.website, sector: company.sectors[0] ?? null, employees: company.employees };
}
