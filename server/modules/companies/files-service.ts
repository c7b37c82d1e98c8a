import { randomUUID } from 'node:crypto';
import type { CompanyFile } from '@/lib/schemas/companies';
import type { UploadKind } from '@/lib/schemas/files';
import type { Database } from '@/server/db/client';
import type { CompanyFileRow, CompanyKind } from '@/server/db/schema';
import type { CurrentUser } from '@/server/http/context';
import { ApiError } from '@/server/http/errors';
import type { UploadedFile } from '@/server/http/multipart';
import { acceptUploadedFile } from '@/server/http/upload-refusal';
import type { Logger } from '@/server/logger';
import type { FileStore, ObjectReader } from '@/server/storage';
import type { UploadRule } from '@/server/storage/upload-acceptance';
import { auditCompany, COMPANY_ACTIONS } from './audit';
import * as files from './files-repository';
import { requireAdmin, requireMember } from './membership';
import { toCompanyFile } from './present';

export interface CompanyFilesOptions {
  db: Database;
  storage: FileStore;
  logger: Logger;
  /** The containers of the companies and profiles storage areas (a migrated logo stayed in the latter). */
  containers: { companies: string; profiles: string };
  uploadRules: Record<UploadKind, UploadRule>;
}

/** `/company_files` (R-23.6): the logo (the avatar rules) and documents (the project files' rules), at `<companyId>/<fileId>`. */
export function createCompanyFilesService({ db, storage, logger, containers, uploadRules }: CompanyFilesOptions) {
  const containerOf = (row: CompanyFileRow) => containers[row.area];

  return {
    async list(user: CurrentUser, kind: CompanyKind): Promise<CompanyFile[]> {
      const { company } = await requireMember(db, user.id, kind);
      return (await files.listFiles(db, company.id)).map(toCompanyFile);
    },

    async open(user: CurrentUser, kind: CompanyKind, fileId: string): Promise<{ file: CompanyFileRow; reader: ObjectReader }> {
      const { company } = await requireMember(db, user.id, kind);
      const file = await files.findFile(db, company.id, fileId);
      const reader = file ? await storage.get(containerOf(file), file.path) : null;
      if (!file || !reader) throw new ApiError(404, 'Your company has no file with this id');
      return { file, reader };
    },

    async upload(user: CurrentUser, input: { kind: CompanyKind; purpose: 'logo' | 'document' }, file: UploadedFile, requestId: string): Promise<CompanyFile> {
      const { company } = await requireAdmin(db, user.id, input.kind);
      const accepted = acceptUploadedFile(file, input.purpose === 'logo' ? 'avatar' : 'document', uploadRules);
      const id = randomUUID();
      const path = `${company.id}/${id}`;
      await storage.put(containers.companies, path, file.bytes, { contentType: accepted.contentType });
      let stored: Awaited<ReturnType<typeof files.insertFile>>;
      try {
        stored = await files.insertFile(db, {
          companyId: company.id,
          purpose: input.purpose,
          area: 'companies',
          path,
          name: accepted.safeName,
          contentType: accepted.contentType,
          size: accepted.size,
          sha256: accepted.sha256,
          uploadedBy: user.id,
        });
      } catch (error) {
        await storage.delete(containers.companies, path).catch(() => undefined);
        throw error;
      }
      for (const old of stored.replaced) await removeBytes(old);
      await auditCompany(db, company.id, user.id, requestId, COMPANY_ACTIONS.fileAdded, {
        file_id: stored.file.id,
        purpose: input.purpose,
        name: accepted.safeName,
        sha256: accepted.sha256,
      });
      return toCompanyFile(stored.file);
    },

    async remove(user: CurrentUser, kind: CompanyKind, fileId: string, requestId: string): Promise<{ done: true }> {
      const { company } = await requireAdmin(db, user.id, kind);
      const row = await files.deleteFile(db, company.id, fileId);
      if (!row) throw new ApiError(404, 'Your company has no file with this id');
      await removeBytes(row);
      await auditCompany(db, company.id, user.id, requestId, COMPANY_ACTIONS.fileRemoved, { file_id: row.id, name: row.name });
      return { done: true };
    },
  };

  async function removeBytes(row: CompanyFileRow): Promise<void> {
    await storage.delete(containerOf(row), row.path).catch((error: unknown) => logger.warn({ err: error, path: row.path }, 'could not remove a company file from storage'));
  }
}
