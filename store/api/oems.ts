import { COMPANY_ROUTES, OEM_ROUTES } from '@/lib/api/routes';
import type { Discoverability, OemMatches, OemMatchesQuery, ProjectMatches } from '@/lib/schemas/oem-matches';
import type { Oem, OemDecision, OemInput, OemRequirements } from '@/lib/schemas/oems';
import type { Page } from '@/lib/schemas/opportunities';
import { api } from './index';
import { schemaModule } from './lazy-schema';

/** The OEM schemas (and zod), loaded with the first OEM request; matching's with the first match request. */
const oemSchemas = schemaModule(() => import('@/lib/schemas/oems'));
const matchSchemas = schemaModule(() => import('@/lib/schemas/oem-matches'));

const oemTag = {
  mine: { type: 'Company', id: 'OEM' },
  requirements: { type: 'Company', id: 'OEM_REQUIREMENTS' },
  matches: { type: 'Company', id: 'OEM_MATCHES' },
  queue: { type: 'Company', id: 'OEM_QUEUE' },
  project: (id: string) => ({ type: 'Project' as const, id: `OEMS_${id}` }),
} as const;

export interface OemQueueArgs {
  status: Oem['status'];
  page: number;
}

/** Issue 23's OEM screens: the offer (`/oem`), requirements, a project's matches, the OEM's list, staff's queue. */
export const oemsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyOem: build.query<Oem | null, void>({
      query: () => ({ url: COMPANY_ROUTES.oem, schemas: oemSchemas }),
      responseSchema: oemSchemas.response((schemas) => schemas.myOemSchema),
      providesTags: [oemTag.mine],
    }),
    saveMyOem: build.mutation<Oem, OemInput>({
      query: (body) => ({ url: COMPANY_ROUTES.oem, method: 'PUT', body, schemas: oemSchemas }),
      responseSchema: oemSchemas.response((schemas) => schemas.oemSchema),
      invalidatesTags: (_result, error) => (error ? [] : [oemTag.mine, oemTag.queue, oemTag.matches, 'Me']),
    }),
    getOemRequirements: build.query<OemRequirements, void>({
      query: () => ({ url: COMPANY_ROUTES.oemsRequirements, schemas: oemSchemas }),
      responseSchema: oemSchemas.response((schemas) => schemas.oemRequirementsSchema),
      providesTags: [oemTag.requirements],
    }),
    saveOemRequirements: build.mutation<OemRequirements, OemRequirements>({
      query: (body) => ({ url: COMPANY_ROUTES.oemsRequirements, method: 'PUT', body, schemas: oemSchemas }),
      responseSchema: oemSchemas.response((schemas) => schemas.oemRequirementsSchema),
      invalidatesTags: (_result, error) => (error ? [] : [oemTag.requirements, oemTag.mine, oemTag.matches]),
    }),
    /**
     * A project's matches, scored afresh on each read: its page reads them again when it mounts unless the
     * server has just read them for it (they are kept unused a while, so that the server's answer waits for the page).
     */
    getProjectMatches: build.query<ProjectMatches, string>({
      query: (projectId) => ({ url: COMPANY_ROUTES.oemsProject, body: { project_id: projectId }, schemas: matchSchemas }),
      responseSchema: matchSchemas.response((schemas) => schemas.projectMatchesSchema),
      providesTags: (_result, _error, projectId) => [oemTag.project(projectId)],
    }),
    saveDiscoverability: build.mutation<Discoverability, Discoverability & { project_id: string }>({
      query: (body) => ({ url: OEM_ROUTES.discoverability, method: 'PUT', body, schemas: matchSchemas }),
      responseSchema: matchSchemas.response((schemas) => schemas.discoverabilitySchema),
      invalidatesTags: (_result, error, { project_id }) => (error ? [] : [oemTag.project(project_id)]),
    }),
    getOemMatches: build.query<OemMatches, Partial<OemMatchesQuery>>({
      query: (body) => ({ url: OEM_ROUTES.oemMatches, body, schemas: matchSchemas }),
      responseSchema: matchSchemas.response((schemas) => schemas.oemMatchesSchema),
      providesTags: [oemTag.matches],
    }),
    getOemQueue: build.query<Page<Oem>, OemQueueArgs>({
      query: (body) => ({ url: OEM_ROUTES.internalOems, body, schemas: oemSchemas }),
      responseSchema: oemSchemas.response((schemas) => schemas.oemPageSchema),
      providesTags: [oemTag.queue],
    }),
    decideOem: build.mutation<Oem, OemDecision>({
      query: (body) => ({ url: OEM_ROUTES.internalOemDecision, method: 'POST', body, schemas: oemSchemas }),
      responseSchema: oemSchemas.response((schemas) => schemas.oemSchema),
      invalidatesTags: (_result, error) => (error ? [] : [oemTag.queue]),
    }),
  }),
});

export const {
  useGetMyOemQuery,
  useSaveMyOemMutation,
  useGetOemRequirementsQuery,
  useSaveOemRequirementsMutation,
  useGetProjectMatchesQuery,
  useSaveDiscoverabilityMutation,
  useGetOemMatchesQuery,
  useGetOemQueueQuery,
  useDecideOemMutation,
} = oemsApi;
