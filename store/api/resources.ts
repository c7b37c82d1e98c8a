import { z } from 'zod';
import { RESOURCE_ROUTES } from '@/lib/api/routes';
import { api } from './index';

/** The template list as the store keeps it; the fields of a template belong to the resources schema. */
export const templateListSchema = z.array(z.unknown());

/** The answer is the list, or a page whose `items` is the list (checked against the schema afterwards). */
export function templatesOf(raw: unknown): unknown[] {
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw) && 'items' in raw) return raw.items as unknown[];
  return raw as unknown[];
}

/** The reference templates (`/resources/templates`). */
export const resourcesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTemplates: build.query<unknown[], void>({
      query: () => ({ url: RESOURCE_ROUTES.templates }),
      transformResponse: templatesOf,
      responseSchema: templateListSchema,
      providesTags: ['Templates'],
    }),
  }),
});

export const { useGetTemplatesQuery } = resourcesApi;
