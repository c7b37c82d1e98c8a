import { MONITORING_ROUTES } from '@/lib/api/routes';
import type { Artefact, ArtefactList, UploadLogList } from '@/lib/schemas/monitoring-artefacts';
import { evidenceTag } from './monitoring-evidence';
import { api } from './index';
import { schemaModule } from './lazy-schema';

/** The evidence files' schemas, loaded with the files page's first request. */
const artefactSchemas = schemaModule(() => import('@/lib/schemas/monitoring-artefacts'));

const filesTag = (monitoringId: string) => ({ type: 'Monitoring' as const, id: `artefacts:${monitoringId}` });

export interface ArtefactListArgs {
  monitoring_id: string;
  batch_id?: string;
  flagged?: 'true';
  limit?: number;
}

/** `/monitoring/artefacts` and `/monitoring/mobile-upload-logs` for the manager's files page. */
export const monitoringArtefactsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getArtefacts: build.query<ArtefactList, ArtefactListArgs>({
      query: (body) => ({ url: MONITORING_ROUTES.artefacts, body, schemas: artefactSchemas }),
      responseSchema: artefactSchemas.response((schemas) => schemas.artefactListSchema),
      providesTags: (_result, _error, { monitoring_id: id }) => [filesTag(id), evidenceTag.monitoring(id)],
    }),
    getUploadLog: build.query<UploadLogList, { monitoring_id: string; artefact_id: string }>({
      query: (body) => ({ url: MONITORING_ROUTES.mobileUploadLogs, body, schemas: artefactSchemas }),
      responseSchema: artefactSchemas.response((schemas) => schemas.uploadLogListSchema),
      providesTags: (_result, _error, { monitoring_id: id }) => [filesTag(id), evidenceTag.monitoring(id)],
    }),
    attachArtefactToBatch: build.mutation<Artefact, { monitoring_id: string; artefact_id: string; batch_id: string | null }>({
      query: ({ monitoring_id: _monitoring, ...body }) => ({ url: MONITORING_ROUTES.artefacts, method: 'PUT', body, schemas: artefactSchemas }),
      responseSchema: artefactSchemas.response((schemas) => schemas.artefactSchema),
      invalidatesTags: (_result, error, { monitoring_id: id }) => (error ? [] : [filesTag(id), evidenceTag.monitoring(id)]),
    }),
  }),
});

export const { useGetArtefactsQuery, useGetUploadLogQuery, useAttachArtefactToBatchMutation } = monitoringArtefactsApi;
