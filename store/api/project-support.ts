import { PROJECT_ROUTES } from '@/lib/api/routes';
import type { CreateSupport, SupportRequest } from '@/lib/schemas/projects';
import { api } from './index';
import { projectSchemas, projectTag } from './projects';

/** Support requests about a project (`/support`), loaded with the support tab. */
export const projectSupportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSupportRequests: build.query<SupportRequest[], string | void>({
      query: (projectId) => ({ url: PROJECT_ROUTES.support, body: projectId ? { project_id: projectId } : {}, schemas: projectSchemas }),
      responseSchema: projectSchemas.response((schemas) => schemas.supportListSchema),
      providesTags: (_result, _error, projectId) => [projectTag.support(projectId ?? 'all')],
    }),
    createSupportRequest: build.mutation<SupportRequest, CreateSupport>({
      query: (body) => ({ url: PROJECT_ROUTES.support, method: 'POST', body, schemas: projectSchemas }),
      responseSchema: projectSchemas.response((schemas) => schemas.supportRequestSchema),
      invalidatesTags: (_result, error, { project_id: projectId }) => (error ? [] : [projectTag.support(projectId ?? 'all'), projectTag.support('all')]),
    }),
  }),
});

export const { useGetSupportRequestsQuery, useCreateSupportRequestMutation } = projectSupportApi;
