import { PROJECT_ROUTES } from '@/lib/api/routes';
import type { PendingOwnership, ProjectDetail, ProjectList, ProjectListQuery, ProjectStep } from '@/lib/schemas/projects';
import { installProjectMirror } from '../seed-mirror/project';
import { api } from './index';
import { schemaModule } from './lazy-schema';

/**
 * Projects (seed "Projects and assessment" routes other than the questionnaire): list, open, the pending ownership
 * transfers and the CSV export; creating, renaming, deleting and handing over a project are `project-changes.ts`'s. Sharing, files and support join with the tabs that show them
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

    /* ------------------------------------------------------------ ownership */
    getOwnership: build.query<PendingOwnership, void>({
      query: () => ({ url: PROJECT_ROUTES.getOwnership, schemas: projectSchemas }),
      responseSchema: projectSchemas.response((schemas) => schemas.pendingOwnershipSchema),
      providesTags: [projectTag.ownership],
    }),

    /* ------------------------------------------------------------ export */
    /** `GET /get_project_questionnarie?project_id=` in the seed's CSV mode: the browser saves data.csv. */
    exportQuestionnaire: build.mutation<string, string>({
      query: (projectId) => ({ url: PROJECT_ROUTES.getProjectQuestionnaire, body: { project_id: projectId }, csv: true, schemas: projectSchemas }),
      responseSchema: projectSchemas.response((schemas) => schemas.questionnaireCsvSchema),
    }),
  }),
});

export const { useGetProjectsQuery, useGetProjectQuery, useGetStepQuery, useGetOwnershipQuery, useExportQuestionnaireMutation } = projectsApi;

// Wherever a project is read, the project half of the seed mirror keeps the store's project part in step with it.
installProjectMirror();
