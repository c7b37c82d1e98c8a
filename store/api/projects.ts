import type { StandardSchemaV1 } from '@standard-schema/spec';
import { request } from '@/lib/api/request';
import { PROJECT_ROUTES } from '@/lib/api/routes';
import type {
  CreateProject,
  CreateShare,
  CreateSupport,
  CreatedShare,
  DecideOwnership,
  DeleteProject,
  Deleted,
  OwnershipTransfer,
  PendingOwnership,
  ProjectDetail,
  ProjectFile,
  ProjectList,
  ProjectListQuery,
  ProjectStep,
  RequestOwnership,
  RevokeShare,
  ShareList,
  SupportRequest,
  UpdateProject,
} from '@/lib/schemas/projects';
import type * as ProjectSchemas from '@/lib/schemas/projects';
import { api } from './index';
import { lazySchema, preloadingSchemas, type LazySchema } from './lazy-schema';

/**
 * Projects (seed "Projects and assessment" routes other than the questionnaire): list, open, create, rename,
 * delete, steps, sharing, ownership, files, support and the CSV export. Reads send their payload in the query
 * string and writes in the body: the base query (THE request of the client) does it by method.
 *
 * Cache tags: `Project` `LIST` for every list, `Project` `<id>` for one project, and `Project` with
 * `shares:<id>`, `files:<id>`, `support:<id>` and `OWNERSHIP` for what hangs off projects.
 */

/** Where a tag of something that hangs off a project lives. */
export const projectTag = {
  list: { type: 'Project' as const, id: 'LIST' },
  one: (id: string) => ({ type: 'Project' as const, id }),
  shares: (id: string) => ({ type: 'Project' as const, id: `shares:${id}` }),
  files: (id: string) => ({ type: 'Project' as const, id: `files:${id}` }),
  support: (id: string) => ({ type: 'Project' as const, id: `support:${id}` }),
  ownership: { type: 'Project' as const, id: 'OWNERSHIP' },
};

/** The project schemas (and zod), loaded when a project request first goes out rather than with the page. */
export const loadProjectSchemas = () => import('@/lib/schemas/projects');

/** A response schema of `lib/schemas/projects.ts`, loaded on demand (see {@link lazySchema}). */
export function projectResponse<Output>(
  pick: (schemas: typeof ProjectSchemas) => StandardSchemaV1<unknown, Output>,
): LazySchema<Output> {
  return lazySchema(() => loadProjectSchemas().then(pick));
}


function preloadProjectSchemas(): void {
  loadProjectSchemas().catch(() => undefined);
}

export interface ProjectFilesArgs {
  projectId: string;
}
export interface UploadProjectFileArgs {
  projectId: string;
  file: Blob;
}
export interface DeleteProjectFileArgs {
  projectId: string;
  fileId: string;
}

export const projectsApi = api.injectEndpoints({
  endpoints: (build) =>
    preloadingSchemas(preloadProjectSchemas, {
      /** `GET /projects`: one page of my projects and/or those shared with me. */
      getProjects: build.query<ProjectList, ProjectListQuery | void>({
        query: (query) => ({ url: PROJECT_ROUTES.projects, body: query ?? {} }),
        responseSchema: projectResponse((schemas) => schemas.projectListSchema),
        providesTags: (result) => [
          projectTag.list,
          ...(result?.items.map((project) => projectTag.one(project.id)) ?? []),
        ],
      }),
      /** `GET /project?id=`: the project with its steps and assessments. */
      getProject: build.query<ProjectDetail, string>({
        query: (id) => ({ url: PROJECT_ROUTES.project, body: { id } }),
        responseSchema: projectResponse((schemas) => schemas.projectDetailSchema),
        providesTags: (_result, _error, id) => [projectTag.one(id)],
      }),
      /** `POST /create_project`. */
      createProject: build.mutation<ProjectDetail, CreateProject>({
        query: (body) => ({ url: PROJECT_ROUTES.createProject, method: 'POST', body }),
        responseSchema: projectResponse((schemas) => schemas.projectDetailSchema),
        invalidatesTags: [projectTag.list],
      }),
      /** `PUT /project`: rename (and the step the user is on). */
      updateProject: build.mutation<ProjectDetail, UpdateProject>({
        query: (body) => ({ url: PROJECT_ROUTES.project, method: 'PUT', body }),
        responseSchema: projectResponse((schemas) => schemas.projectDetailSchema),
        invalidatesTags: (_result, error) => (error ? [] : [projectTag.list]),
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(projectsApi.util.upsertQueryData('getProject', id, data));
          } catch {
            // The failure reaches the caller through the mutation's result.
          }
        },
      }),
      /** `DELETE /project`: owner only, with the name typed again. */
      deleteProject: build.mutation<Deleted, DeleteProject>({
        query: (body) => ({ url: PROJECT_ROUTES.project, method: 'DELETE', body }),
        responseSchema: projectResponse((schemas) => schemas.deletedSchema),
        invalidatesTags: (_result, error) => (error ? [] : [projectTag.list, projectTag.ownership]),
      }),
      /** `GET /step?projectId=&stepId=`. */
      getStep: build.query<ProjectStep, { projectId: string; stepId: string }>({
        query: (args) => ({ url: PROJECT_ROUTES.step, body: args }),
        responseSchema: projectResponse((schemas) => schemas.projectStepSchema),
        providesTags: (_result, _error, { projectId }) => [projectTag.one(projectId)],
      }),

      /* ------------------------------------------------------------ sharing */
      getShares: build.query<ShareList, string>({
        query: (projectId) => ({ url: PROJECT_ROUTES.share, body: { projectId } }),
        responseSchema: projectResponse((schemas) => schemas.shareListSchema),
        providesTags: (_result, _error, projectId) => [projectTag.shares(projectId)],
      }),
      createShare: build.mutation<CreatedShare, CreateShare>({
        query: (body) => ({ url: PROJECT_ROUTES.share, method: 'POST', body }),
        responseSchema: projectResponse((schemas) => schemas.createdShareSchema),
        invalidatesTags: (_result, error, { projectId }) => (error ? [] : [projectTag.shares(projectId)]),
      }),
      revokeShare: build.mutation<Deleted, RevokeShare>({
        query: (body) => ({ url: PROJECT_ROUTES.share, method: 'DELETE', body }),
        responseSchema: projectResponse((schemas) => schemas.deletedSchema),
        invalidatesTags: (_result, error, { projectId }) => (error ? [] : [projectTag.shares(projectId)]),
      }),

      /* ------------------------------------------------------------ ownership */
      getOwnership: build.query<PendingOwnership, void>({
        query: () => ({ url: PROJECT_ROUTES.getOwnership }),
        responseSchema: projectResponse((schemas) => schemas.pendingOwnershipSchema),
        providesTags: [projectTag.ownership],
      }),
      requestOwnership: build.mutation<OwnershipTransfer, RequestOwnership>({
        query: (body) => ({ url: PROJECT_ROUTES.ownership, method: 'POST', body }),
        responseSchema: projectResponse((schemas) => schemas.ownershipTransferSchema),
        invalidatesTags: (_result, error) => (error ? [] : [projectTag.ownership]),
      }),
      /** `PUT /ownership`: accepting makes me the owner, so my lists and that project change too. */
      decideOwnership: build.mutation<OwnershipTransfer, DecideOwnership>({
        query: (body) => ({ url: PROJECT_ROUTES.ownership, method: 'PUT', body }),
        responseSchema: projectResponse((schemas) => schemas.ownershipTransferSchema),
        invalidatesTags: (result, error) =>
          error ? [] : [projectTag.ownership, projectTag.list, ...(result ? [projectTag.one(result.project.id)] : [])],
      }),
      /** `DELETE /ownership`: the owner cancels; answers the cancelled transfer. */
      cancelOwnership: build.mutation<OwnershipTransfer, { id: string }>({
        query: (body) => ({ url: PROJECT_ROUTES.ownership, method: 'DELETE', body }),
        responseSchema: projectResponse((schemas) => schemas.ownershipTransferSchema),
        invalidatesTags: (_result, error) => (error ? [] : [projectTag.ownership]),
      }),

      /* ------------------------------------------------------------ files */
      getProjectFiles: build.query<ProjectFile[], string>({
        query: (projectId) => ({ url: PROJECT_ROUTES.files, body: { projectId } }),
        responseSchema: projectResponse((schemas) => schemas.projectFileListSchema),
        providesTags: (_result, _error, projectId) => [projectTag.files(projectId)],
      }),
      /** `POST /files`: multipart, `data` = `{projectId}` and `file`. */
      uploadProjectFile: build.mutation<ProjectFile, UploadProjectFileArgs>({
        query: ({ projectId, file }) => ({ url: PROJECT_ROUTES.files, method: 'POST', body: { projectId }, file }),
        responseSchema: projectResponse((schemas) => schemas.projectFileSchema),
        invalidatesTags: (_result, error, { projectId }) => (error ? [] : [projectTag.files(projectId)]),
      }),
      deleteProjectFile: build.mutation<Deleted, DeleteProjectFileArgs>({
        query: (body) => ({ url: PROJECT_ROUTES.files, method: 'DELETE', body }),
        responseSchema: projectResponse((schemas) => schemas.deletedSchema),
        invalidatesTags: (_result, error, { projectId }) => (error ? [] : [projectTag.files(projectId)]),
      }),

      /* ------------------------------------------------------------ support */
      getSupportRequests: build.query<SupportRequest[], string | void>({
        query: (projectId) => ({ url: PROJECT_ROUTES.support, body: projectId ? { projectId } : {} }),
        responseSchema: projectResponse((schemas) => schemas.supportListSchema),
        providesTags: (_result, _error, projectId) => [projectTag.support(projectId ?? 'all')],
      }),
      createSupportRequest: build.mutation<SupportRequest, CreateSupport>({
        query: (body) => ({ url: PROJECT_ROUTES.support, method: 'POST', body }),
        responseSchema: projectResponse((schemas) => schemas.supportRequestSchema),
        invalidatesTags: (_result, error, { projectId }) =>
          error ? [] : [projectTag.support(projectId ?? 'all'), projectTag.support('all')],
      }),

      /* ------------------------------------------------------------ export */
      /** `GET /get_project_questionnarie?projectId=` in the seed's CSV mode: the browser saves data.csv. */
      exportQuestionnaire: build.mutation<string, string>({
        query: (projectId) => ({ url: PROJECT_ROUTES.getProjectQuestionnaire, body: { projectId }, csv: true }),
        responseSchema: projectResponse((schemas) => schemas.questionnaireCsvSchema),
      }),
    }),
});

export const {
  useGetProjectsQuery,
  useGetProjectQuery,
  useCreateProjectMutation,
  useUpdateProjectMutation,
  useDeleteProjectMutation,
  useGetStepQuery,
  useGetSharesQuery,
  useCreateShareMutation,
  useRevokeShareMutation,
  useGetOwnershipQuery,
  useRequestOwnershipMutation,
  useDecideOwnershipMutation,
  useCancelOwnershipMutation,
  useGetProjectFilesQuery,
  useUploadProjectFileMutation,
  useDeleteProjectFileMutation,
  useGetSupportRequestsQuery,
  useCreateSupportRequestMutation,
  useExportQuestionnaireMutation,
} = projectsApi;

/**
 * Downloads a project file (`GET /files?projectId=&fileId=`): the answer is the file's bytes, saved under the name
 * the server gives (else `name`). Not an endpoint: the bytes go to the browser's downloads, not to the cache.
 */
export function downloadProjectFile(projectId: string, fileId: string, name: string): Promise<void> {
  return request<void>('GET', PROJECT_ROUTES.files, { projectId, fileId }, { download: name });
}
