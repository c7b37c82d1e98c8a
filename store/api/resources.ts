import { RESOURCE_ROUTES } from '@/lib/api/routes';
import type { TemplateList } from '@/lib/schemas/resources';
import { api } from './index';
import { schemaModule } from './lazy-schema';

/** The template schemas (and zod), loaded with the first request rather than with the page. */
const resourceSchemas = schemaModule(() => import('@/lib/schemas/resources'));

/** The answer is the list, or a page whose `items` is the list (checked against the schema afterwards). */
export function templatesOf(raw: unknown): TemplateList {
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw) && 'items' in raw) return raw.items as TemplateList;
  return raw as TemplateList;
}

/** The reference templates (`/resources/templates`). */
export const resourcesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTemplates: build.query<TemplateList, void>({
      query: () => ({ url: RESOURCE_ROUTES.templates, schemas: resourceSchemas }),
      transformResponse: templatesOf,
      responseSchema: resourceSchemas.response((schemas) => schemas.templateListSchema),
      providesTags: ['Templates'],
    }),
  }),
});

export const { useGetTemplatesQuery } = resourcesApi;
