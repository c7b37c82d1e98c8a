import { PDF, UNKNOWN_ID, upload, type Call, type Ids } from './access-call-parts';

// The authorization matrix's requests for the operations of issue 22 (batches, evidence files and records, phone
// uploads, the monitoring trail and the verifier package); access-calls.ts holds the others and spreads these in.

export const EVIDENCE_CALLS: Record<string, (ids: Ids) => Call> = {
  'GET /api/monitoring/evidences': (ids) => ({ query: `monitoring_id=${ids.monitoringId}` }),
  'POST /api/monitoring/evidences': (ids) => ({
    json: { monitoring_id: ids.monitoringId, reactor_id: ids.reactorId, kind: 'kiln_serial', recorded_at: '2026-11-20T08:00:00Z', figures: { serial: 'X-1' } },
  }),
  'PUT /api/monitoring/evidences': (ids) => ({
    json: { evidence_id: ids.evidenceId, reactor_id: ids.reactorId, kind: 'kiln_serial', recorded_at: '2026-11-20T08:00:00Z', figures: { serial: 'X-2' } },
  }),
  'DELETE /api/monitoring/evidences': (ids) => ({ json: { evidence_id: ids.evidenceId } }),
  'GET /api/monitoring/evidences/record': (ids) => ({ query: `evidence_id=${ids.evidenceId}` }),
  'GET /api/monitoring/evidences/checklist': (ids) => ({ query: `monitoring_id=${ids.monitoringId}&batch_id=${ids.batchId}` }),
  'POST /api/monitoring/evidences/reviews': (ids) => ({ json: { evidence_id: ids.evidenceId, verdict: 'approved', comment: null } }),
  'GET /api/monitoring/evidences_artefacts': (ids) => ({ query: `evidence_id=${ids.evidenceId}` }),
  'POST /api/monitoring/evidences_artefacts': (ids) => ({ json: { evidence_id: ids.evidenceId, artefact_ids: [UNKNOWN_ID] } }),
  'DELETE /api/monitoring/evidences_artefacts': (ids) => ({ json: { evidence_id: ids.evidenceId, artefact_id: UNKNOWN_ID } }),
  'GET /api/monitoring/mobileuploads': () => ({}),
  'POST /api/monitoring/mobileuploads': (ids) => ({
    json: { id: UNKNOWN_ID, monitoring_id: ids.monitoringId, file_name: 'kiln.jpg', content_type: 'image/jpeg', size: 1000, evidence_kind: 'kiln_run_photo' },
  }),
  'GET /api/monitoring/mobileuploads_item': () => ({ query: `id=${UNKNOWN_ID}` }),
  'PUT /api/monitoring/mobileuploads_item': () => ({ query: `id=${UNKNOWN_ID}&offset=0` }),
  'GET /api/monitoring/batches': (ids) => ({ query: `monitoring_id=${ids.monitoringId}` }),
  'POST /api/monitoring/batches': (ids) => ({ json: { reactor_id: ids.reactorId, started_at: '2026-11-21T08:00:00Z', feedstock: 'wood_chips' } }),
  'PUT /api/monitoring/batches': (ids) => ({ json: { batch_id: ids.batchId, notes: 'Taken over' } }),
  'POST /api/monitoring/batches/close': (ids) => ({ json: { batch_id: ids.batchId, ended_at: '2026-11-20T18:00:00Z' } }),
  'GET /api/monitoring/batches/item': (ids) => ({ query: `batch_id=${ids.batchId}` }),
  'GET /api/monitoring/evidence-settings': (ids) => ({ query: `monitoring_id=${ids.monitoringId}` }),
  'PUT /api/monitoring/evidence-settings': (ids) => ({ json: { monitoring_id: ids.monitoringId, methodology: 'puro', time_tolerance_hours: 1, distance_tolerance_m: 100 } }),
  'GET /api/monitoring/plan-vs-actual': (ids) => ({ query: `monitoring_id=${ids.monitoringId}&period=quarter&count=2` }),
  'GET /api/monitoring/artefacts': (ids) => ({ query: `artefact_id=${ids.artefactId}` }),
  'POST /api/monitoring/artefacts': (ids) => ({ form: upload({ monitoring_id: ids.monitoringId }, PDF, 'lab.pdf', 'application/pdf') }),
  'PUT /api/monitoring/artefacts': (ids) => ({ json: { artefact_id: ids.artefactId, batch_id: null } }),
  'GET /api/monitoring/mobile-upload-logs': (ids) => ({ query: `monitoring_id=${ids.monitoringId}` }),
  'GET /api/monitoring/trail': (ids) => ({ query: `monitoring_id=${ids.monitoringId}` }),
  'GET /api/monitoring/trail/verify': (ids) => ({ query: `monitoring_id=${ids.monitoringId}` }),
  'GET /api/monitoring/package': (ids) => ({ query: `monitoring_id=${ids.monitoringId}&from=2026-01-01T00:00:00Z&to=2027-01-01T00:00:00Z` }),
  'GET /api/monitoring/package/estimate': (ids) => ({ query: `monitoring_id=${ids.monitoringId}&from=2026-01-01T00:00:00Z&to=2027-01-01T00:00:00Z` }),
  'GET /api/monitoring/package/public-key': () => ({}),
};
