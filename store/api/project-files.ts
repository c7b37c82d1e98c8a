import { request } from '@/lib/api/request';
import { PROJECT_ROUTES } from '@/lib/api/routes';
import type { Deleted, ProjectFile } from '@/lib/schemas/projects';
import { api } from './index';
import { projectSchemas, projectTag } from './projects';

export interface UploadProjectFileArgs {
  projectId: string;
  file: Blob;
}
/** The body of `DELETE /files`. */
export interface DeleteProjectFileArgs {
  project_id: string;
  file_id: string;
}

/** A project's files (`/files`), loaded with the files tab and the questionnaire's file questions. */
export const projectFilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjectFiles: build.query<ProjectFile[], string>({
      query: (projectId) => ({ url: PROJECT_ROUTES.files, body: { project_id: projectId }, schemas: projectSchemas }),
      responseSchema: projectSchemas.response((schemas) => schemas.projectFileListSchema),
      providesTags: (_result, _error, projectId) => [projectTag.files(projectId)],
    }),
    /** `POST /files`: multipart, `data` = `{project_id}` and `file`. */
    uploadProjectFile: build.mutation<ProjectFile, UploadProjectFileArgs>({
      query: ({ projectId, file }) => ({ url: PROJECT_ROUTES.files, method: 'POST', body: { project_id: projectId }, file, schemas: projectSchemas }),
      responseSchema: projectSchemas.response((schemas) => schemas.projectFileSchema),
      invalidatesTags: (_result, error, { projectId }) => (error ? [] : [projectTag.files(projectId)]),
    }),
    deleteProjectFile: build.mutation<Deleted, DeleteProjectFileArgs>({
      query: (body) => ({ url: PROJECT_ROUTES.files, method: 'DELETE', body, schemas: projectSchemas }),
      responseSchema: projectSchemas.response((schemas) => schemas.deletedSchema),
      invalidatesTags: (_result, error, { project_id: projectId }) => (error ? [] : [projectTag.files(projectId)]),
    }),
  }),
});

export const { useGetProjectFilesQuery, useUploadProjectFileMutation, useDeleteProjectFileMutation } = projectFilesApi;

/**
 * Downloads a project file (`GET /files?project_id=&file_id=`): the answer is the file's bytes, saved under the name
 * the server gives (else `name`). Not an endpoint: the bytes go to the browser's downloads, not to the cache.
 */
export function downloadProjectFile(projectId: string, fileId: string, name: string): Promise<void> {
  return request<void>('GET', PROJECT_ROUTES.files, { project_id: projectId, file_id: fileId }, { download: name });
}
