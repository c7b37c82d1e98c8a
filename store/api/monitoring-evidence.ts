import { MONITORING_EVIDENCE_ROUTES, MONITORING_ROUTES } from '@/lib/api/routes';
import type { Evidence, EvidenceCreate, EvidenceKind, EvidenceReview, EvidenceReviewInput, EvidenceUpdate } from '@/lib/schemas/monitoring-evidence';
import type { AttachArtefacts, Checklist, DetachArtefact, EvidenceArtefact, EvidencePage } from '@/lib/schemas/monitoring-evidence-links';
import { api } from './index';
import { schemaModule } from './lazy-schema';

/** The schemas of the evidence screens, each loaded with its first request. */
const evidenceSchemas = schemaModule(() => import('@/lib/schemas/monitoring-evidence'));
const linkSchemas = schemaModule(() => import('@/lib/schemas/monitoring-evidence-links'));

/** What an evidence change makes stale: the monitoring's lists and checklists, and the record itself. */
export const evidenceTag = {
  monitoring: (monitoringId: string) => ({ type: 'Monitoring' as const, id: `evidence:${monitoringId}` }),
  record: (evidenceId: string) => ({ type: 'Monitoring' as const, id: `evidence-record:${evidenceId}` }),
};

export interface EvidenceListArgs {
  monitoring_id: string;
  batch_id?: string;
  reactor_id?: string;
  kind?: EvidenceKind;
}

type WithMonitoring<Body> = Body & { monitoring_id: string };
const changed = (monitoringId: string, evidenceId?: string) => [evidenceTag.monitoring(monitoringId), ...(evidenceId ? [evidenceTag.record(evidenceId)] : [])];

/** `/monitoring/evidences`, `/monitoring/evidences_artefacts`, a record's page, its reviews and a batch's checklist (issue 22). */
export const monitoringEvidenceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEvidence: build.query<Evidence[], EvidenceListArgs>({
      query: (body) => ({ url: MONITORING_ROUTES.evidences, body, schemas: evidenceSchemas }),
      responseSchema: evidenceSchemas.response((schemas) => schemas.evidenceListSchema),
      providesTags: (_result, _error, { monitoring_id: id }) => [evidenceTag.monitoring(id)],
    }),
    getEvidenceRecord: build.query<EvidencePage, string>({
      query: (evidenceId) => ({ url: MONITORING_EVIDENCE_ROUTES.record, body: { evidence_id: evidenceId }, schemas: linkSchemas }),
      responseSchema: linkSchemas.response((schemas) => schemas.evidencePageSchema),
      providesTags: (_result, _error, id) => [evidenceTag.record(id)],
    }),
    getChecklist: build.query<Checklist, { monitoring_id: string; batch_id: string }>({
      query: (body) => ({ url: MONITORING_EVIDENCE_ROUTES.checklist, body, schemas: linkSchemas }),
      responseSchema: linkSchemas.response((schemas) => schemas.checklistSchema),
      providesTags: (_result, _error, { monitoring_id: id }) => [evidenceTag.monitoring(id)],
    }),
    createEvidence: build.mutation<Evidence, EvidenceCreate>({
      query: (body) => ({ url: MONITORING_ROUTES.evidences, method: 'POST', body, schemas: evidenceSchemas }),
      responseSchema: evidenceSchemas.response((schemas) => schemas.evidenceSchema),
      invalidatesTags: (_result, error, body) => (error ? [] : changed(body.monitoring_id)),
    }),
    updateEvidence: build.mutation<Evidence, WithMonitoring<EvidenceUpdate>>({
      query: ({ monitoring_id: _monitoring, ...body }) => ({ url: MONITORING_ROUTES.evidences, method: 'PUT', body, schemas: evidenceSchemas }),
      responseSchema: evidenceSchemas.response((schemas) => schemas.evidenceSchema),
      invalidatesTags: (_result, error, body) => (error ? [] : changed(body.monitoring_id, body.evidence_id)),
    }),
    deleteEvidence: build.mutation<{ evidence_id: string }, { evidence_id: string; monitoring_id: string }>({
      query: ({ evidence_id: id }) => ({ url: MONITORING_ROUTES.evidences, method: 'DELETE', body: { evidence_id: id }, schemas: evidenceSchemas }),
      responseSchema: evidenceSchemas.response((schemas) => schemas.evidenceDeletedSchema),
      invalidatesTags: (_result, error, body) => (error ? [] : changed(body.monitoring_id)),
    }),
    attachArtefacts: build.mutation<EvidenceArtefact[], WithMonitoring<AttachArtefacts>>({
      query: ({ monitoring_id: _monitoring, ...body }) => ({ url: MONITORING_ROUTES.evidencesArtefacts, method: 'POST', body, schemas: linkSchemas }),
      responseSchema: linkSchemas.response((schemas) => schemas.evidenceArtefactsSchema),
      invalidatesTags: (_result, error, body) => (error ? [] : changed(body.monitoring_id, body.evidence_id)),
    }),
    detachArtefact: build.mutation<EvidenceArtefact[], WithMonitoring<DetachArtefact>>({
      query: ({ monitoring_id: _monitoring, ...body }) => ({ url: MONITORING_ROUTES.evidencesArtefacts, method: 'DELETE', body, schemas: linkSchemas }),
      responseSchema: linkSchemas.response((schemas) => schemas.evidenceArtefactsSchema),
      invalidatesTags: (_result, error, body) => (error ? [] : changed(body.monitoring_id, body.evidence_id)),
    }),
    reviewEvidence: build.mutation<EvidenceReview, WithMonitoring<EvidenceReviewInput>>({
      query: ({ monitoring_id: _monitoring, ...body }) => ({ url: MONITORING_EVIDENCE_ROUTES.reviews, method: 'POST', body, schemas: evidenceSchemas }),
      responseSchema: evidenceSchemas.response((schemas) => schemas.evidenceReviewSchema),
      invalidatesTags: (_result, error, body) => (error ? [] : changed(body.monitoring_id, body.evidence_id)),
    }),
  }),
});

export const {
  useGetEvidenceQuery,
  useGetEvidenceRecordQuery,
  useGetChecklistQuery,
  useCreateEvidenceMutation,
  useUpdateEvidenceMutation,
  useDeleteEvidenceMutation,
  useAttachArtefactsMutation,
  useDetachArtefactMutation,
  useReviewEvidenceMutation,
} = monitoringEvidenceApi;
