import { COMPANY_ROUTES, COMPANY_SUB_ROUTES } from '@/lib/api/routes';
import type { CompanyFile, CompanyProject, CompanyRole, CompanyView, CreateCompany, InvitationPreview, InviteMember, UpdateCompany } from '@/lib/schemas/companies';
import { api } from './index';
import { schemaModule } from './lazy-schema';

/* The caller's developer company (issue 23, items 1 and 2): its view, members, invitations and an invitation's link. */

const companySchemas = schemaModule(() => import('@/lib/schemas/companies'));
/** Everything about the caller's company shares one tag: a change reads the view again. */
const MINE = { type: 'Company' as const, id: 'mine' };
const LINKED = { type: 'Company' as const, id: 'linked-projects' };
const KIND = 'developer' as const;
const change = { schemas: companySchemas } as const;
const afterChange = (_result: unknown, error: unknown) => (error ? [] : [MINE, 'Me' as const]);

const FILES = { type: 'Company' as const, id: 'files' };

export const companiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The developer company's files (`GET /company_files`): its logo and documents, for its members. */
    getCompanyFiles: build.query<CompanyFile[], void>({
      query: () => ({ url: COMPANY_ROUTES.companyFiles, body: { kind: KIND }, schemas: companySchemas }),
      responseSchema: companySchemas.response((schemas) => schemas.companyFileListSchema),
      providesTags: [FILES],
    }),
    /** `POST /company_files` with `purpose: logo` (admins): the new logo replaces the old one. */
    uploadCompanyLogo: build.mutation<CompanyFile, Blob>({
      query: (file) => ({ url: COMPANY_ROUTES.companyFiles, method: 'POST', body: { kind: KIND, purpose: 'logo' }, file, schemas: companySchemas }),
      responseSchema: companySchemas.response((schemas) => schemas.companyFileSchema),
      invalidatesTags: (_result, error) => (error ? [] : [FILES, MINE]),
    }),
    getMyCompany: build.query<CompanyView, void>({
      query: () => ({ url: COMPANY_ROUTES.company, body: { kind: KIND }, schemas: companySchemas }),
      responseSchema: companySchemas.response((schemas) => schemas.companyViewSchema),
      providesTags: [MINE],
    }),
    createCompany: build.mutation<CompanyView, Omit<CreateCompany, 'kind'>>({
      query: (body) => ({ url: COMPANY_ROUTES.company, method: 'POST', body: { ...body, kind: KIND }, ...change }),
      responseSchema: companySchemas.response((schemas) => schemas.companyViewSchema),
      invalidatesTags: afterChange,
    }),
    updateCompany: build.mutation<CompanyView, Omit<UpdateCompany, 'kind'>>({
      query: (body) => ({ url: COMPANY_ROUTES.company, method: 'PUT', body: { ...body, kind: KIND }, ...change }),
      responseSchema: companySchemas.response((schemas) => schemas.companyViewSchema),
      invalidatesTags: afterChange,
    }),
    inviteMember: build.mutation<CompanyView, Omit<InviteMember, 'kind'>>({
      query: (body) => ({ url: COMPANY_SUB_ROUTES.companyInvitations, method: 'POST', body: { ...body, kind: KIND }, ...change }),
      responseSchema: companySchemas.response((schemas) => schemas.companyViewSchema),
      invalidatesTags: afterChange,
    }),
    withdrawInvitation: build.mutation<CompanyView, string>({
      query: (invitationId) => ({ url: COMPANY_SUB_ROUTES.companyInvitations, method: 'DELETE', body: { kind: KIND, invitation_id: invitationId }, ...change }),
      responseSchema: companySchemas.response((schemas) => schemas.companyViewSchema),
      invalidatesTags: afterChange,
    }),
    changeMemberRole: build.mutation<CompanyView, { user_id: string; role: CompanyRole }>({
      query: (body) => ({ url: COMPANY_SUB_ROUTES.companyMembers, method: 'PATCH', body: { ...body, kind: KIND }, ...change }),
      responseSchema: companySchemas.response((schemas) => schemas.companyViewSchema),
      invalidatesTags: afterChange,
    }),
    removeMember: build.mutation<CompanyView, string>({
      query: (userId) => ({ url: COMPANY_SUB_ROUTES.companyMembers, method: 'DELETE', body: { kind: KIND, user_id: userId, confirm: true }, ...change }),
      responseSchema: companySchemas.response((schemas) => schemas.companyViewSchema),
      invalidatesTags: afterChange,
    }),
    getCompanyProjects: build.query<CompanyProject[], void>({
      query: () => ({ url: COMPANY_ROUTES.companyProjects, body: { kind: KIND }, schemas: companySchemas }),
      responseSchema: companySchemas.response((schemas) => schemas.companyProjectListSchema),
      providesTags: [LINKED],
    }),
    /** Links (or, with `unlink`, unlinks) one of the caller's projects to their developer company. */
    linkCompanyProject: build.mutation<unknown, { project_id: string; unlink?: boolean }>({
      query: ({ project_id, unlink }) => ({ url: COMPANY_ROUTES.companyProject, method: unlink ? 'DELETE' : 'POST', body: { project_id }, ...change }),
      responseSchema: companySchemas.response((schemas) => schemas.companyProjectLinkedSchema),
      invalidatesTags: (_result, error) => (error ? [] : [LINKED]),
    }),
    /** What an invitation's link shows its invitee; read again on every visit. */
    getInvitationPreview: build.query<InvitationPreview, string>({
      query: (token) => ({ url: COMPANY_SUB_ROUTES.companyInvitation, body: { token }, schemas: companySchemas }),
      responseSchema: companySchemas.response((schemas) => schemas.invitationPreviewSchema),
      keepUnusedDataFor: 0,
    }),
    acceptInvitation: build.mutation<CompanyView, string>({
      query: (token) => ({ url: COMPANY_SUB_ROUTES.companyInvitation, method: 'POST', body: { token }, ...change }),
      responseSchema: companySchemas.response((schemas) => schemas.companyViewSchema),
      invalidatesTags: afterChange,
    }),
  }),
});

export const {
  useGetCompanyFilesQuery,
  useUploadCompanyLogoMutation,
  useGetMyCompanyQuery,
  useCreateCompanyMutation,
  useUpdateCompanyMutation,
  useInviteMemberMutation,
  useWithdrawInvitationMutation,
  useChangeMemberRoleMutation,
  useRemoveMemberMutation,
  useGetCompanyProjectsQuery,
  useLinkCompanyProjectMutation,
  useGetInvitationPreviewQuery,
  useAcceptInvitationMutation,
} = companiesApi;
