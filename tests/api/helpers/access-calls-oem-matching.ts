import { UNKNOWN_ID, type Call, type Ids } from './access-call-parts';
import { SAMPLE_OFFER } from '@/lib/oems/testing/sample-offer';

// The authorization matrix's requests for OEM matching (issue 23); access-calls.ts holds the others and spreads these in.

export const OEM_MATCHING_CALLS: Record<string, (ids: Ids) => Call> = {
  'GET /api/oem': () => ({}),
  'PUT /api/oem': () => ({ json: { legal_name: 'Matrix Reactors', country: 'DE', website: null, description: '', offer: SAMPLE_OFFER } }),
  'GET /api/oems/requirements': () => ({}),
  'PUT /api/oems/requirements': () => ({ json: { feedstocks: ['nut_shells'], hard: [] } }),
  'GET /api/oems/project': (ids) => ({ query: `project_id=${ids.projectId}` }),
  'PUT /api/oems/discoverability': (ids) => ({ json: { project_id: ids.projectId, discoverable: true, fields: ['country'] } }),
  'GET /api/oems/projects': () => ({}),
  'GET /api/internal/oems': () => ({}),
  'POST /api/internal/oems/decision': () => ({ json: { company_id: UNKNOWN_ID, decision: 'verify' } }),
};
