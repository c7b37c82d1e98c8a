import { PROJECT_ROUTES } from '@/lib/api/routes';
import type { CreateShare, CreatedShare, Deleted, InvestorRelationsChange, RevokeShare, ShareGrant, ShareList } from '@/lib/schemas/projects';
import { api } from './index';
import { projectSchemas, projectTag } from './projects';

/** Sharing a project (`/share`): its invitations and access keys, loaded with the sharing tab. */
export const projectSharingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShares: build.query<ShareList, string>({
      query: (projectId) => ({ url: PROJECT_ROUTES.share, body: { project_id: projectId }, schemas: projectSchemas }),
      responseSchema: projectSchemas.response((schemas) => schemas.shareListSchema),
      providesTags: (_result, _error, projectId) => [projectTag.shares(projectId)],
    }),
    createShare: build.mutation<CreatedShare, CreateShare>({
      query: (body) => ({ url: PROJECT_ROUTES.share, method: 'POST', body, schemas: projectSchemas }),
      responseSchema: projectSchemas.response((schemas) => schemas.createdShareSchema),
      invalidatesTags: (_result, error, { project_id: projectId }) => (error ? [] : [projectTag.shares(projectId)]),
    }),
    revokeShare: build.mutation<Deleted, RevokeShare>({
      query: (body) => ({ url: PROJECT_ROUTES.share, method: 'DELETE', body, schemas: projectSchemas }),
      responseSchema: projectSchemas.response((schemas) => schemas.deletedSchema),
      invalidatesTags: (_result, error, { project_id: projectId }) => (error ? [] : [projectTag.shares(projectId)]),
    }),
    /** Names an editor for investor relations, or no longer (requirements ). */
    setInvestorRelations: build.mutation<ShareGrant, InvestorRelationsChange>({
      query: (body) => ({ url: PROJECT_ROUTES.share, method: 'PATCH', body, schemas: projectSchemas }),
      responseSchema: projectSchemas.response((schemas) => schemas.shareGrantSchema),
      invalidatesTags: (_result, error, { project_id: projectId }) => (error ? [] : [projectTag.shares(projectId)]),
    }),
  }),
});

export const { useGetSharesQuery, useCreateShareMutation, useRevokeShareMutation, useSetInvestorRelationsMutation } = projectSharingApi;
