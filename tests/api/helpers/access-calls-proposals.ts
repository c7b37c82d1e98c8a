import type { Call, Ids } from './access-call-parts';
import { PDF, UNKNOWN_ID, upload } from './access-call-parts';
import type { TestApp } from './app';
import { offer, oemOf, openToOems, sentProposal } from './proposals';

// The authorization matrix's requests for the proposals of issue 23 (item 5); access-calls.ts spreads these in.

export const PROPOSAL_CALLS: Record<string, (ids: Ids) => Call> = {
  'POST /api/oems/project': (ids) => ({ json: { company_id: UNKNOWN_ID, project_id: ids.projectId, proposal: offer() } }),
  'GET /api/proposals': (ids) => ({ query: `project_id=${ids.projectId}` }),
  'GET /api/proposals/sent': () => ({}),
  'GET /api/proposals/item': () => ({ query: `id=${UNKNOWN_ID}` }),
  'POST /api/proposals/decision': (ids) => ({ json: { project_id: ids.projectId, proposal_id: UNKNOWN_ID, decision: 'accept' } }),
  'POST /api/proposals/questions': (ids) => ({ json: { project_id: ids.projectId, proposal_id: UNKNOWN_ID, message: 'Is the dryer included?' } }),
  'POST /api/proposals/answers': () => ({ json: { proposal_id: UNKNOWN_ID, message: 'Yes' } }),
  'POST /api/proposals/revisions': () => ({ json: { proposal_id: UNKNOWN_ID, proposal: offer(), note: null } }),
  'GET /api/proposals/files': () => ({ query: `proposal_id=${UNKNOWN_ID}` }),
  'POST /api/proposals/files': () => ({ form: upload({ proposal_id: UNKNOWN_ID }, PDF, 'datasheet.pdf', 'application/pdf') }),
  'DELETE /api/proposals/files': () => ({ json: { proposal_id: UNKNOWN_ID, file_id: UNKNOWN_ID } }),
};

/**
 * "A asks for B" for the proposals' record-party routes (R-23.64): OEM A (which proposed to project A) and project A's
 * owner, on OEM B's proposal to project B and as OEM B. Stage before the fingerprinter is made.
 */
export async function proposalPartyCalls(
  t: TestApp,
  owners: { a: string; b: string },
  projects: { a: string; b: string },
): Promise<Record<string, { call: Call; token: string }[]>> {
  const oemA = await t.signIn({ name: 'Anna Oem A', email: 'anna@oem-a.test' });
  const oemB = await t.signIn({ name: 'Bert Oem B', email: 'bert@oem-b.test' });
  const companyA = await oemOf(t, oemA.id, 'OEM A');
  const companyB = await oemOf(t, oemB.id, 'OEM B');
  for (const project of [projects.a, projects.b]) await openToOems(t, project);
  await sentProposal(t, oemA.token, companyA, projects.a);
  const proposalB = await sentProposal(t, oemB.token, companyB, projects.b);
  const asOemAndOwner = (call: Call) => [
    { call, token: oemA.token },
    { call, token: owners.a },
  ];
  return {
    'POST /api/oems/project': [{ call: { json: { company_id: companyB, project_id: projects.a, proposal: offer() } }, token: oemA.token }],
    'GET /api/proposals/item': asOemAndOwner({ query: `id=${proposalB}` }),
    'POST /api/proposals/answers': asOemAndOwner({ json: { proposal_id: proposalB, message: 'Not my proposal' } }),
    'POST /api/proposals/revisions': asOemAndOwner({ json: { proposal_id: proposalB, proposal: offer({ price_amount: 1 }), note: null } }),
    'GET /api/proposals/files': asOemAndOwner({ query: `proposal_id=${proposalB}` }),
    'POST /api/proposals/files': asOemAndOwner({ form: upload({ proposal_id: proposalB }, PDF, 'not-mine.pdf', 'application/pdf') }),
    'DELETE /api/proposals/files': asOemAndOwner({ json: { proposal_id: proposalB, file_id: UNKNOWN_ID } }),
  };
}
