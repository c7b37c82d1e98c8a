import { Zip, ZipPassThrough } from 'fflate';
import type { Database } from '@/server/db/client';
import type { DataroomFileRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import type { Caller } from '@/server/modules/projects/public';
import { isDownloadOnlyType } from '@/lib/schemas/dataroom';
import { developerAccessOrNull, grantState, isActivatedInvestor, NOT_ACTIVATED, refusal } from './access';
import type { AuditBatch } from './audit-batch';
import type { PageCache } from './page-cache';
import { documentTemplate, imageTemplate } from './pdf-pages';
import * as repository from './repository';
import { stamp, type Viewer } from './watermark';

const FOLDER_NOT_FOUND = 'No data-room folder you may see has this id';
const ARCHIVE_NOT_ALLOWED = 'The developer has not allowed downloads of this folder: view it page by page';

export interface ArchiveDeps {
  db: Database;
  pages: PageCache;
  auditBatch: AuditBatch;
}

/** The name a document has inside the archive: an image becomes a PDF (it is served as one), the sub-path is kept. */
export function entryName(file: Pick<DataroomFileRow, 'name' | 'contentType'>): string {
  if (file.contentType === 'application/pdf' || isDownloadOnlyType(file.contentType)) return file.name;
  return `${file.name.replace(/\.(png|jpe?g)$/i, '')}.pdf`;
}

/** Each name once: a second `plan.pdf` becomes `plan (2).pdf`. */
function uniqueNames(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let count = 2; used.has(candidate.toLowerCase()); count += 1) candidate = name.replace(/(\.[^./]+)?$/, (extension) => ` (${count})${extension}`);
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * A whole folder as one ZIP archive, streamed as it is made: each PDF and image stamped on every page with the
 * caller's name, address and the time, as a single download is; Word, Excel and PowerPoint files as they are. Only
 * where downloads are allowed, exactly as for one document (requirements ).
 */
export function createArchiveService({ db, pages, auditBatch }: ArchiveDeps) {
  async function allowed(folderId: string, caller: Caller) {
    const found = await repository.folderAccess(db, folderId, caller.user.id);
    if (!found) throw new ApiError(404, FOLDER_NOT_FOUND);
    const { folder, grant, files } = found;
    if (grant && isActivatedInvestor(caller.user)) {
      const state = grantState(grant, new Date());
      if (state !== 'active') throw refusal(state, { folder_id: folder.id });
      if (!grant.canDownload || !folder.allowsDownloads) throw new ApiError(403, ARCHIVE_NOT_ALLOWED, { reason: 'download_not_allowed', folder_id: folder.id });
      return { folder, files, side: 'investor' as const };
    }
    if (await developerAccessOrNull(db, folder.opportunityId, caller)) return { folder, files, side: 'developer' as const };
    if (grant) throw new ApiError(403, NOT_ACTIVATED, { folder_id: folder.id });
    if (caller.user.roles.includes('investor')) throw refusal('no_grant', { folder_id: folder.id });
    throw new ApiError(404, FOLDER_NOT_FOUND);
  }

  async function entryBytes(file: DataroomFileRow, viewer: Viewer): Promise<Uint8Array> {
    const source = await pages.read(file);
    if (isDownloadOnlyType(file.contentType)) return source;
    const template = file.contentType === 'application/pdf' ? await documentTemplate(source) : await imageTemplate(source, file.contentType);
    return stamp(template, viewer);
  }

  return {
    /** The archive's name and its bytes as a stream; the download is recorded before the first byte goes. */
    async folder(folderId: string, caller: Caller, requestId: string): Promise<{ name: string; body: ReadableStream<Uint8Array> }> {
      const { folder, files, side } = await allowed(folderId, caller);
      const viewer: Viewer = { name: caller.user.name, email: caller.user.email, at: new Date() };
      if (side === 'investor') {
        await auditBatch.record({
          actorId: caller.user.id,
          action: 'dataroom.archived',
          targetType: 'opportunity',
          targetId: folder.opportunityId,
          requestId,
          details: { investor_id: caller.user.id, folder_id: folder.id, folder_name: folder.name, files: files.length },
        });
      }
      const names = uniqueNames(files.map(entryName));
      let next = 0;
      let zip: Zip;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          zip = new Zip((error, chunk, final) => {
            if (error) return controller.error(error);
            controller.enqueue(chunk);
            if (final) controller.close();
          });
          if (files.length === 0) zip.end();
        },
        // One document is stamped and added each time the reader wants more: the archive is never whole in memory.
        async pull(controller) {
          if (next >= files.length) return;
          const index = next;
          next += 1;
          try {
            const entry = new ZipPassThrough(names[index]);
            zip.add(entry);
            entry.push(await entryBytes(files[index], viewer), true);
            if (next >= files.length) zip.end();
          } catch (error) {
            controller.error(error);
          }
        },
      });
      return { name: `${folder.name.replace(/[^\p{L}\p{N} ._-]+/gu, '-').trim() || 'folder'}.zip`, body };
    },
  };
}
export type ArchiveService = ReturnType<typeof createArchiveService>;
