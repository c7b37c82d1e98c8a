import { COMPANY_ROUTES } from '@/lib/api/routes';
import { request } from '@/lib/api/request';
import type { DeveloperDirectory, DeveloperPage, DeveloperVisibility } from '@/lib/schemas/developers';
import { api } from './index';
import { schemaModule } from './lazy-schema';

/* Developer pages and staff's directory of developer companies (issue 23, item 7). */

const developerSchemas = schemaModule(() => import('@/lib/schemas/developers'));
const page = (companyId: string) => ({ type: 'Company' as const, id: `developer-${companyId}` });
const DIRECTORY = { type: 'Company' as const, id: 'developers' };

export interface DeveloperDirectoryArgs {
  search: string;
  page: number;
}

export const developersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeveloperPage: build.query<DeveloperPage, string>({
      query: (companyId) => ({ url: COMPANY_ROUTES.developerDetails, body: { company_id: companyId }, schemas: developerSchemas }),
      responseSchema: developerSchemas.response((schemas) => schemas.developerPageSchema),
      providesTags: (_result, _error, companyId) => [page(companyId)],
    }),
    /** Whom the caller's company page is shown to (admins, R-23.12). */
    setDeveloperVisibility: build.mutation<DeveloperPage, DeveloperVisibility & { company_id: string }>({
      query: ({ company_id: _companyId, ...body }) => ({ url: COMPANY_ROUTES.developer, method: 'PUT', body, schemas: developerSchemas }),
      responseSchema: developerSchemas.response((schemas) => schemas.developerPageSchema),
      invalidatesTags: (_result, error, { company_id: companyId }) => (error ? [] : [page(companyId), DIRECTORY, { type: 'Company', id: 'mine' }]),
    }),
    getDeveloperDirectory: build.query<DeveloperDirectory, DeveloperDirectoryArgs>({
      query: ({ search, page: number }) => ({
        url: COMPANY_ROUTES.internalDevelopers,
        body: { page: number, ...(search ? { search } : {}) },
        schemas: developerSchemas,
      }),
      responseSchema: developerSchemas.response((schemas) => schemas.developerDirectorySchema),
      providesTags: [DIRECTORY],
    }),
  }),
});

/** The whole directory for the search on screen, as CSV: the browser saves the file. */
export function downloadDevelopersCsv(search: string): Promise<string> {
  return request<string>('GET', COMPANY_ROUTES.internalDevelopers, search ? { search } : {}, { csv: true });
}

export const { useGetDeveloperPageQuery, useSetDeveloperVisibilityMutation, useGetDeveloperDirectoryQuery } = developersApi;
