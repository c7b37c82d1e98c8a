import { PDF, UNKNOWN_ID, upload, type Call, type Ids } from './access-call-parts';

// The authorization matrix's requests for issue 23's companies and developers; access-calls.ts spreads these in.
// The routes of the caller's own company are `record-party`: whoever belongs to no company of the kind hears of none.

/** A link's token no invitation has. */
export const UNKNOWN_TOKEN = 'x'.repeat(43);

export const COMPANY_CALLS: Record<string, (ids: Ids) => Call> = {
  'GET /api/company': () => ({ query: 'kind=developer' }),
  // An OEM company: the matrix's callers stay without a developer company, so that the record-party routes refuse them.
  'POST /api/company': () => ({ json: { kind: 'oem', legal_name: 'Matrix Reactors Ltd' } }),
  'PUT /api/company': () => ({ json: { kind: 'developer', description: 'Taken over' } }),
  'PATCH /api/company/members': () => ({ json: { kind: 'developer', user_id: UNKNOWN_ID, role: 'admin' } }),
  'DELETE /api/company/members': () => ({ json: { kind: 'developer', user_id: UNKNOWN_ID, confirm: true } }),
  'POST /api/company/invitations': () => ({ json: { kind: 'developer', email: 'intruder@example.test', role: 'admin' } }),
  'DELETE /api/company/invitations': () => ({ json: { kind: 'developer', invitation_id: UNKNOWN_ID } }),
  'GET /api/company/invitation': () => ({ query: `token=${UNKNOWN_TOKEN}` }),
  'POST /api/company/invitation': () => ({ json: { token: UNKNOWN_TOKEN } }),
  'GET /api/company_files': () => ({ query: 'kind=developer' }),
  'POST /api/company_files': () => ({ form: upload({ kind: 'developer', purpose: 'document' }, PDF, 'statutes.pdf', 'application/pdf') }),
  'DELETE /api/company_files': () => ({ json: { kind: 'developer', file_id: UNKNOWN_ID } }),
  'GET /api/company_projects': () => ({}),
  'POST /api/company_project': (ids) => ({ json: { project_id: ids.projectId } }),
  'DELETE /api/company_project': (ids) => ({ json: { project_id: ids.projectId } }),
  'GET /api/developer': () => ({}),
  'PUT /api/developer': () => ({ json: { show_to_investors: true, show_to_oems: true } }),
  'GET /api/developer_details': () => ({ query: `company_id=${UNKNOWN_ID}` }),
  'GET /api/internal/developers': () => ({ query: 'search=kiln' }),
};
