import { PROJECT_ROUTES } from '@/lib/api/routes';
import type { CreateProject, DecideOwnership, DeleteProject, Deleted, OwnershipTransfer, ProjectDetail, RequestOwnership, UpdateProject } from '@/lib/schemas/projects';
import { api } from './index';
import { projectSchemas, projectsApi, projectTag } from './projects';

/**
 * The changes to projects: create, rename, delete, and hand one over (request, answer, cancel a transfer). Apart from
 * the reads (projects.ts), since they are called from dialogs and panels that load when opened, not with a page.
 */
export const projectChangesApi = api.injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const { useCreateProjectMutation, useUpdateProjectMutation, useDeleteProjectMutation, useRequestOwnershipMutation, useDecideOwnershipMutation, useCancelOwnershipMutation } =
  projectChangesApi;
