import { randomUUID } from 'node:crypto';
import type { ProjectFile } from '@/lib/schemas/projects';
import type { UploadKind } from '@/lib/schemas/files';
import type { Database } from '@/server/db/client';
import type { ProjectFileRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import type { UploadedFile } from '@/server/http/multipart';
import { acceptUploadedFile } from '@/server/http/upload-refusal';
import type { Logger } from '@/server/logger';
import type { FileStore, ObjectReader } from '@/server/storage';
import type { UploadRule } from '@/server/storage/upload-acceptance';
import { resolveProjectAccess, type Caller } from './access';
import * as files from './files-repository';
import { findPeople, touchProject, type PersonRow } from './repository';
import { toPerson } from './summaries';

export interface FilesServiceOptions {
  db: Database;
  storage: FileStore;
  logger: Logger;
  /** The container of the projects storage area. */
  container: string;
  uploadRules: Record<UploadKind, UploadRule>;
}

function toProjectFile(row: ProjectFileRow, people: ReadonlyMap<string, PersonRow>): ProjectFile {
  return {
    id: row.id,
    path: row.path,
    name: row.name,
    size: row.size,
    sha256: row.sha256,
    content_type: row.contentType,
    uploaded_at: row.uploadedAt.toISOString(),
    uploaded_by: toPerson(row.uploadedBy, people),
  };
}

/** Files beside a project: documents checked against their declared type, kept at `<projectId>/<fileId>`. */
export function createFilesService({ db, storage, logger, container, uploadRules }: FilesServiceOptions) {
  return {
    async list(projectId: string, caller: Caller): Promise<ProjectFile[]> {
      await resolveProjectAccess(db, projectId, caller);
      const rows = await files.listFiles(db, projectId);
      const people = await findPeople(
        db,
        rows.map((row) => row.uploadedBy),
      );
      return rows.map((row) => toProjectFile(row, people));
    },

    async upload(projectId: string, file: UploadedFile, caller: Caller): Promise<ProjectFile> {
      await resolveProjectAccess(db, projectId, caller); // a writer: the route's class checked it
      const accepted = acceptUploadedFile(file, 'document', uploadRules);
      const id = randomUUID();
      const path = `${projectId}/${id}`;
      await storage.put(container, path, file.bytes, { contentType: accepted.contentType });
      let row: ProjectFileRow;
      try {
        row = await files.insertFile(db, {
          id,
          projectId,
          container,
          path,
          name: accepted.safeName,
          size: accepted.size,
          sha256: accepted.sha256,
          contentType: accepted.contentType,
          uploadedBy: caller.user.id,
        });
      } catch (error) {
        await storage.delete(container, path).catch(() => undefined);
        throw error;
      }
      await touchProject(db, projectId);
      return toProjectFile(row, await findPeople(db, [caller.user.id]));
    },

    async open(projectId: string, fileId: string, caller: Caller): Promise<{ file: ProjectFileRow; reader: ObjectReader }> {
      await resolveProjectAccess(db, projectId, caller);
      const file = await files.findFile(db, projectId, fileId);
      const reader = file ? await storage.get(file.container, file.path) : null;
      if (!file || !reader) throw new ApiError(404, 'This project has no file with this id');
      return { file, reader };
    },

    /** Removes the file (answers that point at it keep their reference, shown by name). */
    async remove(projectId: string, fileId: string, caller: Caller): Promise<{ id: string; deleted: true }> {
      await resolveProjectAccess(db, projectId, caller); // a writer: the route's class checked it
      const row = await files.deleteFile(db, projectId, fileId);
      if (!row) throw new ApiError(404, 'This project has no file with this id');
      await storage.delete(row.container, row.path).catch((error: unknown) => {
        logger.warn({ err: error, path: row.path }, 'could not remove a deleted project file from storage');
      });
      await touchProject(db, projectId);
      return { id: row.id, deleted: true };
    },
  };
}
