import { MONITORING_ROUTES } from '@/lib/api/routes';
import type { FormEntry, FormEntryInput } from '@/lib/schemas/monitoring-forms';
import type { TemplateDetail } from '@/lib/schemas/resources';
import { api } from './index';
import { schemaModule } from './lazy-schema';

/** The forms' schemas (and the template schema they carry), loaded with the daily form. */
const formSchemas = schemaModule(() => import('@/lib/schemas/monitoring-forms'));

const entriesTag = (reactorId: string) => ({ type: 'Monitoring' as const, id: `forms:${reactorId}` });

/** `/monitoring/templates` and `/monitoring/gather-form-data`: loaded with the daily form only. */
export const monitoringFormsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMonitoringTemplates: build.query<TemplateDetail[], void>({
      query: () => ({ url: MONITORING_ROUTES.templates, schemas: formSchemas }),
      responseSchema: formSchemas.response((schemas) => schemas.monitoringTemplateListSchema),
    }),
    getFormEntries: build.query<FormEntry[], string>({
      query: (reactorId) => ({ url: MONITORING_ROUTES.gatherFormData, body: { reactor_id: reactorId }, schemas: formSchemas }),
      responseSchema: formSchemas.response((schemas) => schemas.formEntryListSchema),
      providesTags: (_result, _error, id) => [entriesTag(id)],
    }),
    submitForm: build.mutation<FormEntry, FormEntryInput>({
      query: (body) => ({ url: MONITORING_ROUTES.gatherFormData, method: 'POST', body, schemas: formSchemas }),
      responseSchema: formSchemas.response((schemas) => schemas.formEntrySchema),
      invalidatesTags: (_result, error, { reactor_id: id }) => (error ? [] : [entriesTag(id)]),
    }),
  }),
});

export const { useGetMonitoringTemplatesQuery, useGetFormEntriesQuery, useSubmitFormMutation } = monitoringFormsApi;
