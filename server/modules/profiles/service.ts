import { randomUUID } from 'node:crypto';
import type { CompanyProfile, ProfileLogo } from '@/lib/schemas/profiles';
import type { UpdateProfile } from '@/lib/schemas/users';
import type { Database } from '@/server/db/client';
import type { ProfileLogoRow, ProfileRow } from '@/server/db/schema';
import type { CurrentUser } from '@/server/http/context';
import { ApiError } from '@/server/http/errors';
import type { UploadedFile } from '@/server/http/multipart';
import { acceptUploadedFile } from '@/server/http/upload-refusal';
import { newObjectPath, type FileStore } from '@/server/storage';
import type { ObjectReader } from '@/server/storage/types';
import type { UploadRule } from '@/server/storage/upload-acceptance';
import type { UploadKind } from '@/lib/schemas/files';
import { createCompany, findCompanyLogo, insertCompanyFile, membershipOfKind, updateCompany, type Membership } from '@/server/modules/companies/public';
import { companyChangesOf, profileOfCompany, saysSomething, logoOfCompany } from './company-profile';
import * as repository from './repository';

export interface ProfilesServiceOptions {
  db: Database;
  storage: FileStore;
  /** The container of the profiles storage area. */
  container: string;
  /** The container of the companies storage area, where a company's logo goes. */
  companiesContainer: string;
  uploadRules: Record<UploadKind, UploadRule>;
}

function toLogo(row: ProfileLogoRow): ProfileLogo {
  return { name: row.name, content_type: row.contentType, size: row.size, sha256: row.sha256, uploaded_at: row.uploadedAt.toISOString() };
}

export function toCompanyProfile(row: ProfileRow, logo: ProfileLogoRow | undefined): CompanyProfile {
  return {
    user_id: row.userId,
    company_name: row.companyName,
    country: row.country,
    website: row.website,
    bio: row.bio,
    sector: row.sector,
    employees: row.employees,
    founded_year: row.foundedYear,
    updated_at: row.updatedAt.toISOString(),
    logo: logo ? toLogo(logo) : null,
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;

/**
 * `/profiles` since issue 23: for a member of a developer company, the company (its admins write it, its
 * members read it); for anyone else, the personal profile as before, until an update says something: that makes the
 * developer company, the person its admin, as the migration did for every profile with something in it.
 */
export function createProfilesService({ db, storage, container, companiesContainer, uploadRules }: ProfilesServiceOptions) {
  const companyOf = (user: CurrentUser) => membershipOfKind(db, user.id, 'developer');
  const requireAdmin = (membership: Membership) => {
    if (membership.role !== 'admin') throw new ApiError(403, 'Only an admin of your company may change its profile', { reason: 'not_admin' });
  };
  const ofCompany = async (user: CurrentUser, membership: Membership) => profileOfCompany(user.id, membership.company, await findCompanyLogo(db, membership.company.id));

  return {
    async get(user: CurrentUser): Promise<CompanyProfile> {
      const membership = await companyOf(user);
      if (membership) return ofCompany(user, membership);
      const [row, logo] = await Promise.all([repository.findOrCreateProfile(db, user.id), repository.findLogo(db, user.id)]);
      return toCompanyProfile(row, logo);
    },

    async update(user: CurrentUser, fields: UpdateProfile): Promise<CompanyProfile> {
      let membership = await companyOf(user);
      if (!membership && saysSomething(fields)) {
        const company = await createCompany(db, user.id, { kind: 'developer', legalName: fields.company_name || user.name });
        membership = { company, role: 'admin' };
      }
      if (membership) {
        requireAdmin(membership);
        const company = await updateCompany(db, membership.company.id, companyChangesOf(fields, membership.company));
        return ofCompany(user, { ...membership, company });
      }
      const [row, logo] = await Promise.all([repository.upsertProfile(db, user.id, fields), repository.findLogo(db, user.id)]);
      return toCompanyProfile(row, logo);
    },

    /** Checks the image against its declared type and the avatar limits, stores it, then drops the old one. */
    async replaceLogo(user: CurrentUser, file: UploadedFile): Promise<CompanyProfile> {
      const accepted = acceptUploadedFile(file, 'avatar', uploadRules);
      const membership = await companyOf(user);
      if (membership) {
        requireAdmin(membership);
        const path = `${membership.company.id}/${randomUUID()}`;
        await storage.put(companiesContainer, path, file.bytes, { contentType: accepted.contentType });
        const { replaced } = await insertCompanyFile(db, {
          companyId: membership.company.id,
          purpose: 'logo',
          area: 'companies',
          path,
          name: accepted.safeName,
          contentType: accepted.contentType,
          size: accepted.size,
          sha256: accepted.sha256,
          uploadedBy: user.id,
        });
        for (const old of replaced) await storage.delete(old.area === 'profiles' ? container : companiesContainer, old.path).catch(() => undefined);
        return ofCompany(user, membership);
      }
      const path = newObjectPath(user.id, accepted.safeName);
      await storage.put(container, path, file.bytes, { contentType: accepted.contentType });
      const { previous } = await repository.replaceLogo(db, {
        userId: user.id,
        path,
        name: accepted.safeName,
        contentType: accepted.contentType,
        size: accepted.size,
        sha256: accepted.sha256,
      });
      if (previous && previous.path !== path) await storage.delete(container, previous.path);
      return this.get(user);
    },

    async readLogo(user: CurrentUser): Promise<{ logo: ProfileLogo; reader: ObjectReader }> {
      const membership = await companyOf(user);
      if (membership) {
        const file = await findCompanyLogo(db, membership.company.id);
        const found = file ? await storage.get(file.area === 'profiles' ? container : companiesContainer, file.path) : null;
        if (!file || !found) throw new ApiError(404, 'Your company has no logo yet');
        return { logo: logoOfCompany(file), reader: found };
      }
      const logo = await repository.findLogo(db, user.id);
      const reader = logo ? await storage.get(container, logo.path) : null;
      if (!logo || !reader) throw new ApiError(404, 'Your company profile has no logo yet');
      return { logo: toLogo(logo), reader };
    },
  };
}
