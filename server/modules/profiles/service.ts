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
import * as repository from './repository';

export interface ProfilesServiceOptions {
  db: Database;
  storage: FileStore;
  /** The container of the profiles storage area. */
  container: string;
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

export function createProfilesService({ db, storage, container, uploadRules }: ProfilesServiceOptions) {
  return {
    async get(user: CurrentUser): Promise<CompanyProfile> {
      const [row, logo] = await Promise.all([repository.findOrCreateProfile(db, user.id), repository.findLogo(db, user.id)]);
      return toCompanyProfile(row, logo);
    },

    async update(user: CurrentUser, fields: UpdateProfile): Promise<CompanyProfile> {
      const [row, logo] = await Promise.all([repository.upsertProfile(db, user.id, fields), repository.findLogo(db, user.id)]);
      return toCompanyProfile(row, logo);
    },

    /** Checks the image against its declared type and the avatar limits, stores it, then drops the old one. */
    async replaceLogo(user: CurrentUser, file: UploadedFile): Promise<CompanyProfile> {
      const accepted = acceptUploadedFile(file, 'avatar', uploadRules);
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
      const logo = await repository.findLogo(db, user.id);
      const reader = logo ? await storage.get(container, logo.path) : null;
      if (!logo || !reader) throw new ApiError(404, 'Your company profile has no logo yet');
      return { logo: toLogo(logo), reader };
    },
  };
}
