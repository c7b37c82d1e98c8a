import { MONITORING_SUB_ROUTES } from '@/lib/api/routes';
import type { Batch, BatchClose, BatchDetail, BatchInput } from '@/lib/schemas/monitoring-batches';
import type { EvidenceSettings, EvidenceSettingsInput, PlanVsActual } from '@/lib/schemas/monitoring-evidence-settings';
import { api } from './index';
import { schemaModule } from './lazy-schema';

/** The batches' schemas, loaded with the batches' screens. */
const batchSchemas = schemaModule(() => import('@/lib/schemas/monitoring-batches'));
const settingsSchemas = schemaModule(() => import('@/lib/schemas/monitoring-evidence-settings'));

export const batchTag = {
  list: (monitoringId: string) => ({ type: 'Monitoring' as const, id: `batches:${monitoringId}` }),
  one: (batchId: string) => ({ type: 'Monitoring' as const, id: `batch:${batchId}` }),
  settings: (monitoringId: string) => ({ type: 'Monitoring' as const, id: `evidence-settings:${monitoringId}` }),
};

/** `/monitoring/batches`, `/monitoring/evidence-settings`, `/monitoring/plan-vs-actual`. */
export const monitoringBatchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBatches: build.query<Batch[], { monitoring_id: string; reactor_id?: string }>({
      query: (body) => ({ url: MONITORING_SUB_ROUTES.batches, body, schemas: batchSchemas }),
      responseSchema: batchSchemas.response((schemas) => schemas.batchListSchema),
      providesTags: (_result, _error, { monitoring_id: id }) => [batchTag.list(id)],
    }),
    getBatch: build.query<BatchDetail, string>({
      query: (batchId) => ({ url: MONITORING_SUB_ROUTES.batch, body: { batch_id: batchId }, schemas: batchSchemas }),
      responseSchema: batchSchemas.response((schemas) => schemas.batchDetailSchema),
      providesTags: (_result, _error, batchId) => [batchTag.one(batchId)],
    }),
    openBatch: build.mutation<Batch, BatchInput & { monitoring_id: string }>({
      query: ({ monitoring_id: _monitoring, ...body }) => ({ url: MONITORING_SUB_ROUTES.batches, method: 'POST', body, schemas: batchSchemas }),
      responseSchema: batchSchemas.response((schemas) => schemas.batchSchema),
      invalidatesTags: (_result, error, { monitoring_id: id }) => (error ? [] : [batchTag.list(id)]),
    }),
    closeBatch: build.mutation<Batch, BatchClose & { monitoring_id: string }>({
      query: ({ monitoring_id: _monitoring, ...body }) => ({ url: MONITORING_SUB_ROUTES.batchClose, method: 'POST', body, schemas: batchSchemas }),
      responseSchema: batchSchemas.response((schemas) => schemas.batchSchema),
      invalidatesTags: (_result, error, { monitoring_id: id, batch_id: batchId }) => (error ? [] : [batchTag.list(id), batchTag.one(batchId)]),
    }),
    getEvidenceSettings: build.query<EvidenceSettings, string>({
      query: (monitoringId) => ({ url: MONITORING_SUB_ROUTES.evidenceSettings, body: { monitoring_id: monitoringId }, schemas: settingsSchemas }),
      responseSchema: settingsSchemas.response((schemas) => schemas.evidenceSettingsSchema),
      providesTags: (_result, _error, monitoringId) => [batchTag.settings(monitoringId)],
    }),
    changeEvidenceSettings: build.mutation<EvidenceSettings, EvidenceSettingsInput>({
      query: (body) => ({ url: MONITORING_SUB_ROUTES.evidenceSettings, method: 'PUT', body, schemas: settingsSchemas }),
      responseSchema: settingsSchemas.response((schemas) => schemas.evidenceSettingsSchema),
      invalidatesTags: (_result, error, { monitoring_id: id }) => (error ? [] : [batchTag.settings(id)]),
    }),
    getPlanVsActual: build.query<PlanVsActual, { monitoring_id: string; period: 'month' | 'quarter' }>({
      query: (body) => ({ url: MONITORING_SUB_ROUTES.planVsActual, body, schemas: settingsSchemas }),
      responseSchema: settingsSchemas.response((schemas) => schemas.planSchema),
    }),
  }),
});

export const {
  useGetBatchesQuery,
  useGetBatchQuery,
  useOpenBatchMutation,
  useCloseBatchMutation,
  useGetEvidenceSettingsQuery,
  useChangeEvidenceSettingsMutation,
  useGetPlanVsActualQuery,
} = monitoringBatchesApi;
