import { PROJECT_ROUTES } from '@/lib/api/routes';
import type {
  CreateProject,
  DecideOwnership,
  DeleteProject,
  Deleted,
  OwnershipTransfer,
  PendingOwnership,
  ProjectDetail,
  ProjectList,
  ProjectListQuery,
  ProjectStep,
  RequestOwnership,
  UpdateProject,
} from '@/lib/schemas/projects';
import { api } from './index';
import { schemaModule } from './lazy-schema';

/**
 * Projects (seed "Projects and assessment" routes other than the questionnaire): list, open, create, rename,
 * delete, ownership and the CSV export. Sharing, files and support join with the tabs that show them
 * (`project-sharing.ts`, `project-files.ts`, `support.ts`), so that a page loads the endpoints it calls.
 * Reads send their payload in the query string and writes in the body: the base query (THE request of the client)
 * does it by method.
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

/** The project schemas (and zod), loaded with the first project request rather than with the page. */
export const projectSchemas = schemaModule(() => import('@/lib/schemas/projects'));

export const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /projects`: one page of my projects and/or those shared with me. */
    getProjects: build.query<ProjectList, ProjectListQuery | void>({
      query: (query) => ({ url: PROJECT_ROUTES.projects, body: query ?? {}, schemas: projectSchemas }),
      responseSchema: projectSchemas.response((schemas) => schemas.projectListSchema),
      providesTags: (result) => [projectTag.list, ...(result?.items.map((project) => projectTag.one(project.id)) ?? [])],
    }),
    /** `GET /project?id=`: the project with its steps and assessments. */
    getProject: build.query<ProjectDetail, string>({
      query: (id) => ({ url: PROJECT_ROUTES.project, body: { id }, schemas: projectSchemas }),
      responseSchema: projectSchemas.response((schemas) => schemas.projectDetailSchema),
      providesTags: (_result, _error, id) => [projectTag.one(id)],
    }),
    /** `GET /step?project_id=&step_id=`: one step with its assessments and their progress (cached with its project). */
    getStep: build.query<ProjectStep, { project_id: string; step_id: string }>({
      query: (query) => ({ url: PROJECT_ROUTES.step, body: query, schemas: projectSchemas }),
      responseSchema: projectSchemas.response((schemas) => schemas.projectStepSchema),
      providesTags: (_result, _error, query) => [projectTag.one(query.project_id)],
    }),
    /** `POST /create_project`. */
    createProject: build.mutation<ProjectDetail, CreateProject>({
      query: (body) => ({ url: PROJECT_ROUTES.createProject, method: 'POST', body, schemas: projectSchemas }),
      responseSchema: projectSchemas.response((schemas) => schemas.projectDetailSchema),
      invalidatesTags: [projectTag.list],
    }),
    /** `PUT /project`: rename (and the step the user is on). */
    updateProject: build.mutation<ProjectDetail, UpdateProject>({
      query: (body) => ({ url: PROJECT_ROUTES.project, method: 'PUT', body, schemas: projectSchemas }),
      responseSchema: projectSchemas.response((schemas) => schemas.projectDetailSchema),
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
      query: (body) => ({ url: PROJECT_ROUTES.project, method: 'DELETE', body, schemas: projectSchemas }),
      responseSchema: projectSchemas.response((schemas) => schemas.deletedSchema),
      invalidatesTags: (_result, error) => (error ? [] : [projectTag.list, projectTag.ownership]),
    }),

    /* ------------------------------------------------------------ ownership */
    getOwnership: build.query<PendingOwnership, void>({
      query: () => ({ url: PROJECT_ROUTES.getOwnership, schemas: projectSchemas }),
      responseSchema: projectSchemas.response((schemas) => schemas.pendingOwnershipSchema),
      providesTags: [projectTag.ownership],
    }),
    requestOwnership: build.mutation<OwnershipTransfer, RequestOwnership>({
      query: (body) => ({ url: PROJECT_ROUTES.ownership, method: 'POST', body, schemas: projectSchemas }),
      responseSchema: projectSchemas.response((schemas) => schemas.ownershipTransferSchema),
      invalidatesTags: (_result, error) => (error ? [] : [projectTag.ownership]),
    }),
    /** `PUT /ownership`: accepting makes me the owner, so my lists and that project change too. */
    decideOwnership: build.mutation<OwnershipTransfer, DecideOwnership>({
      query: (body) => ({ url: PROJECT_ROUTES.ownership, method: 'PUT', body, schemas: projectSchemas }),
      responseSchema: projectSchemas.response((schemas) => schemas.ownershipTransferSchema),
      invalidatesTags: (result, error) => (error ? [] : [projectTag.ownership, projectTag.list, ...(result ? [projectTag.one(result.project.id)] : [])]),
    }),
    /** `DELETE /ownership`: the owner cancels; answers the cancelled transfer. */
    cancelOwnership: build.mutation<OwnershipTransfer, { id: string }>({
      query: (body) => ({ url: PROJECT_ROUTES.ownership, method: 'DELETE', body, schemas: projectSchemas }),
      responseSchema: projectSchemas.response((schemas) => schemas.ownershipTransferSchema),
      invalidatesTags: (_result, error) => (error ? [] : [projectTag.ownership]),
    }),

    /* ------------------------------------------------------------ export */
    /** `GET /get_project_questionnarie?project_id=` in the seed's CSV mode: the browser saves data.csv. */
    exportQuestionnaire: build.mutation<string, string>({
      query: (projectId) => ({ url: PROJECT_ROUTES.getProjectQuestionnaire, body: { project_id: projectId }, csv: true, schemas: projectSchemas }),
      responseSchema: projectSchemas.response((schemas) => schemas.questionnaireCsvSchema),
    }),
  }),
});

export const {
  useGetProjectsQuery,
  useGetProjectQuery,
  useGetStepQuery,
  useCreateProjectMutation,
  useUpdateProjectMutation,
  useDeleteProjectMutation,
  useGetOwnershipQuery,
  useRequestOwnershipMutation,
  useDecideOwnershipMutation,
  useCancelOwnershipMutation,
  useExportQuestionnaireMutation,
} = projectsApi;
