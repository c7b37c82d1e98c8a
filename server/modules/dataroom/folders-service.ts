import { randomUUID } from 'node:crypto';
import {
  DATAROOM_CONTENT_TYPES,
  type Dataroom,
  type DataroomBulkResult,
  type DataroomChange,
  type DataroomDelete,
  type DataroomFile,
  type DataroomFolder,
  isDownloadOnlyType,
} from '@/lib/schemas/dataroom';
import type { UploadKind } from '@/lib/schemas/files';
import type { Database } from '@/server/db/client';
import type { DataroomFileRow, DataroomFolderRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import type { UploadedFile } from '@/server/http/multipart';
import { acceptUploadedFile } from '@/server/http/upload-refusal';
import type { Logger } from '@/server/logger';
import { isListed } from '@/server/modules/opportunities/public';
import { type Caller, findProjectFile } from '@/server/modules/projects/public';
import { type FileStore, safeFileName } from '@/server/storage';
import type { UploadRule } from '@/server/storage/upload-acceptance';
import { developerAccessOrNull, grantState, isActivatedInvestor, managerAccess, NOT_ACTIVATED, OPPORTUNITY_NOT_FOUND, refusal } from './access';
import { pageCountOf } from './pdf-pages';
import * as repository from './repository';

export interface FoldersDeps {
  db: Database;
  storage: FileStore;
  logger: Logger;
  /** The container of the opportunities storage area, where uploads go. */
  container: string;
  uploadRules: Record<UploadKind, UploadRule>;
}

type DataroomType = (typeof DATAROOM_CONTENT_TYPES)[number];
const isDataroomType = (type: string): type is DataroomType => (DATAROOM_CONTENT_TYPES as readonly string[]).includes(type);
const TYPE_REFUSED = 'A data room holds PDF documents and PNG or JPEG images (each page is served watermarked), and Word, Excel or PowerPoint files as download-only documents';
/** requirements: an Office file cannot be stamped page by page, so it only goes where downloads are allowed. */
export const DOWNLOAD_ONLY_REFUSED =
  'This folder does not allow downloads: Word, Excel and PowerPoint files cannot be watermarked page by page and are only downloaded. Allow downloads on the folder, or upload a PDF';
const KEEPS_DOWNLOAD_ONLY = 'The folder holds Word, Excel or PowerPoint files, which are only downloaded: remove them before closing downloads';

/** A file's name inside a folder chosen at once: each segment of its path made safe, the structure kept. */
function nameWithPath(path: string | undefined, fallback: string): string {
  const segments = (path ?? '').split(/[\\/]/).filter((segment) => segment && segment !== '.' && segment !== '..');
  if (segments.length < 2) return safeFileName(fallback);
  return segments
    .map((segment) => safeFileName(segment))
    .join('/')
    .slice(-240);
}

export function toDataroomFile(row: DataroomFileRow): DataroomFile {
  return {
    id: row.id,
    folder_id: row.folderId,
    name: row.name,
    content_type: row.contentType as DataroomType,
    size: row.size,
    page_count: row.pageCount,
    download_only: isDownloadOnlyType(row.contentType),
    source: row.projectFileId ? 'project' : 'upload',
    added_at: row.addedAt.toISOString(),
  };
}

function toFolders(
  folders: DataroomFolderRow[],
  files: DataroomFileRow[],
  access: (folder: DataroomFolderRow) => Pick<DataroomFolder, 'can_download' | 'expires_at'>,
): DataroomFolder[] {
  return folders.map((folder) => ({
    id: folder.id,
    name: folder.name,
    allows_downloads: folder.allowsDownloads,
    files: files.filter((file) => file.folderId === folder.id).map(toDataroomFile),
    ...access(folder),
  }));
}

async function bytesOf(storage: FileStore, container: string, path: string): Promise<Uint8Array> {
  const reader = await storage.get(container, path);
  if (!reader) throw new ApiError(404, 'The file is no longer in storage');
  const chunks: Buffer[] = [];
  for await (const chunk of reader.stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** The data room's folders and documents: the developer's side manages them, investors see the folders granted. */
export function createFoldersService({ db, storage, logger, container, uploadRules }: FoldersDeps) {
  async function folderOf(folderId: string, caller: Caller) {
    const folder = await repository.findFolder(db, folderId);
    if (!folder) throw new ApiError(404, 'No data-room folder you may see has this id');
    const context = await managerAccess(db, folder.opportunityId, caller).catch((error: unknown) => {
      throw error instanceof ApiError && error.status === 404 ? new ApiError(404, 'No data-room folder you may see has this id') : error;
    });
    return { folder, context };
  }

  async function investorView(opportunityId: string, caller: Caller): Promise<Dataroom> {
    if (!isActivatedInvestor(caller.user)) {
      if (caller.user.roles.includes('investor')) throw new ApiError(403, NOT_ACTIVATED);
      throw new ApiError(404, OPPORTUNITY_NOT_FOUND);
    }
    const [request] = await repository.listRequests(db, opportunityId, caller.user.id);
    if (!request) {
      if (!(await isListed(db, opportunityId))) throw new ApiError(404, OPPORTUNITY_NOT_FOUND);
      throw refusal('no_grant');
    }
    const [grants, folders, files] = await Promise.all([repository.grantsOf(db, [request.id]), repository.listFolders(db, opportunityId), repository.listFiles(db, opportunityId)]);
    const now = new Date();
    const active = new Map(grants.filter((grant) => grantState(grant, now) === 'active').map((grant) => [grant.folderId, grant]));
    if (active.size === 0) {
      const states = grants.map((grant) => grantState(grant, now));
      throw refusal(states.includes('revoked') ? 'revoked' : states.includes('expired') ? 'expired' : 'no_grant');
    }
    const visible = folders.filter((folder) => active.has(folder.id));
    return {
      opportunity_id: opportunityId,
      project_id: null,
      side: 'investor',
      can_manage: false,
      folders: toFolders(visible, files, (folder) => {
        const grant = active.get(folder.id);
        return { can_download: (grant?.canDownload ?? false) && folder.allowsDownloads, expires_at: grant?.expiresAt?.toISOString() ?? null };
      }),
    };
  }

  async function view(opportunityId: string, caller: Caller): Promise<Dataroom> {
    const context = await developerAccessOrNull(db, opportunityId, caller);
    if (!context) return investorView(opportunityId, caller);
    const [folders, files] = await Promise.all([repository.listFolders(db, opportunityId), repository.listFiles(db, opportunityId)]);
    return {
      opportunity_id: opportunityId,
      project_id: context.project.id,
      side: 'developer',
      can_manage: context.access !== 'read',
      folders: toFolders(folders, files, () => ({ can_download: true, expires_at: null })),
    };
  }

  async function addProjectFiles(folder: DataroomFolderRow, projectId: string, ids: string[], caller: Caller) {
    const rows = [];
    for (const id of [...new Set(ids)]) {
      const file = await findProjectFile(db, projectId, id);
      if (!file) throw new ApiError(400, 'project_file_ids: every document must be a file of the opportunity’s project', { unknown: id });
      if (!isDataroomType(file.contentType)) throw new ApiError(415, `${file.name}: ${TYPE_REFUSED}`);
      if (isDownloadOnlyType(file.contentType) && !folder.allowsDownloads) throw new ApiError(415, `${file.name}: ${DOWNLOAD_ONLY_REFUSED}`, { reason: 'download_only_refused' });
      const pageCount = isDownloadOnlyType(file.contentType) ? 0 : await pageCountOf(await bytesOf(storage, file.container, file.path), file.contentType);
      rows.push({
        folderId: folder.id,
        opportunityId: folder.opportunityId,
        projectFileId: file.id,
        container: file.container,
        path: file.path,
        name: file.name,
        contentType: file.contentType,
        size: file.size,
        sha256: file.sha256,
        pageCount,
        addedBy: caller.user.id,
      });
    }
    await repository.insertFiles(db, rows);
  }

  /** Checks one file by its bytes (not its name), reads its pages, stores it: the document, or the reason it was refused. */
  async function store(folder: DataroomFolderRow, file: UploadedFile, caller: Caller, path?: string): Promise<DataroomFile> {
    const accepted = acceptUploadedFile(file, 'document', uploadRules);
    if (!isDataroomType(accepted.contentType)) throw new ApiError(415, TYPE_REFUSED);
    const downloadOnly = isDownloadOnlyType(accepted.contentType);
    if (downloadOnly && !folder.allowsDownloads) throw new ApiError(415, DOWNLOAD_ONLY_REFUSED, { reason: 'download_only_refused' });
    const pageCount = downloadOnly ? 0 : await pageCountOf(file.bytes, accepted.contentType);
    const id = randomUUID();
    const objectPath = `${folder.opportunityId}/${id}`;
    await storage.put(container, objectPath, file.bytes, { contentType: accepted.contentType });
    try {
      const [row] = await repository.insertFiles(db, [
        {
          id,
          folderId: folder.id,
          opportunityId: folder.opportunityId,
          container,
          path: objectPath,
          name: nameWithPath(path, accepted.safeName),
          contentType: accepted.contentType,
          size: accepted.size,
          sha256: accepted.sha256,
          pageCount,
          addedBy: caller.user.id,
        },
      ]);
      return toDataroomFile(row);
    } catch (error) {
      await storage.delete(container, objectPath).catch(() => undefined);
      throw error;
    }
  }

  return {
    view,
    async change(change: DataroomChange, caller: Caller): Promise<Dataroom> {
      if (change.action === 'create_folder') {
        await managerAccess(db, change.opportunity_id, caller);
        const folder = await repository.insertFolder(db, change.opportunity_id, change.name);
        if (!folder) throw new ApiError(409, 'The data room has a folder of this name already', { name: change.name });
        return view(change.opportunity_id, caller);
      }
      const { folder, context } = await folderOf(change.folder_id, caller);
      if (change.action === 'set_folder_downloads') {
        const files = await repository.listFiles(db, folder.opportunityId);
        const downloadOnly = files.some((file) => file.folderId === folder.id && isDownloadOnlyType(file.contentType));
        if (!change.allows_downloads && downloadOnly) throw new ApiError(409, KEEPS_DOWNLOAD_ONLY);
        await repository.setFolderDownloads(db, folder.id, change.allows_downloads);
      } else if (change.action === 'rename_folder') {
        const renamed = await repository.renameFolder(db, folder.id, change.name);
        if (!renamed) throw new ApiError(409, 'The data room has a folder of this name already', { name: change.name });
      } else {
        await addProjectFiles(folder, context.project.id, change.project_file_ids, caller);
      }
      return view(folder.opportunityId, caller);
    },

    async upload(folderId: string, file: UploadedFile, caller: Caller, path?: string): Promise<DataroomFile> {
      const { folder } = await folderOf(folderId, caller);
      return store(folder, file, caller, path);
    },

    /** Several files at once (a folder chosen at once keeps its structure in the names): each stored or refused on its own. */
    async uploadMany(folderId: string, files: UploadedFile[], paths: string[] | undefined, caller: Caller): Promise<DataroomBulkResult> {
      const { folder } = await folderOf(folderId, caller);
      const result: DataroomBulkResult = { files: [], refused: [] };
      for (const [index, file] of files.entries()) {
        try {
          result.files.push(await store(folder, file, caller, paths?.[index]));
        } catch (error) {
          if (!(error instanceof ApiError) || error.status >= 500) throw error;
          const reason = typeof error.extra.reason === 'string' ? error.extra.reason : null;
          result.refused.push({ name: paths?.[index] ?? file.name, status: error.status, reason, message: error.message });
        }
      }
      return result;
    },

    /** Removes a folder with its documents, or one document; an upload's bytes go with it, a project file stays. */
    async remove(target: DataroomDelete, caller: Caller): Promise<Dataroom> {
      let removed: DataroomFileRow[];
      let opportunityId: string;
      if (target.folder_id) {
        const { folder } = await folderOf(target.folder_id, caller);
        removed = (await repository.deleteFolder(db, folder.id)).files;
        opportunityId = folder.opportunityId;
      } else {
        const file = await repository.findFile(db, target.file_id ?? '');
        if (!file) throw new ApiError(404, 'No data-room document you may see has this id');
        await folderOf(file.folderId, caller);
        removed = [file];
        await repository.deleteFile(db, file.id);
        opportunityId = file.opportunityId;
      }
      for (const file of removed.filter((row) => !row.projectFileId)) {
        await storage.delete(file.container, file.path).catch((error: unknown) => logger.warn({ err: error, path: file.path }, 'could not remove a data-room upload from storage'));
      }
      return view(opportunityId, caller);
    },
  };
}
export type FoldersService = ReturnType<typeof createFoldersService>;
