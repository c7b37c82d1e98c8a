// Issue 12: who may do what on the eight routes of raising investment (parts 1, 2, 3 and 7), role by role: a visitor,
// the project's owner, another developer, an investor not yet activated, an activated investor and staff. Every
// refusal leaves the database as it was; the calls that pass run in the order of the journey.
import type { InformationRequest } from '@/lib/schemas/information-requests';
import type { TestApp } from './helpers/app';
import { castOf, investmentApp, investorBody, publicationBody, publish, storeResults, type Cast } from './helpers/opportunities';
import { createProject, templateId } from './helpers/projects';
import { createFingerprinter, type Fingerprinter } from './security-state';

jest.setTimeout(120_000);

const ROLES = ['visitor', 'owner', 'other', 'investor', 'activated', 'staff'] as const;
type Role = (typeof ROLES)[number];

interface Ids {
  opportunityId: string;
  requestId: string;
}

interface Operation {
  name: string;
  request: (cast: Cast, ids: Ids) => { path: string; method?: string; json?: unknown };
  /** The status each role gets, in the order of ROLES. */
  expected: [number, number, number, number, number, number];
}

const OPERATIONS: Operation[] = [
  { name: 'GET /opportunity (teaser or full list)', request: () => ({ path: '/opportunity' }), expected: [200, 200, 200, 200, 200, 200] },
  { name: 'GET /opportunity?id', request: (_c, ids) => ({ path: `/opportunity?id=${ids.opportunityId}` }), expected: [401, 200, 403, 403, 200, 200] },
  { name: 'GET /opportunity filtered', request: () => ({ path: '/opportunity?stage=development' }), expected: [401, 403, 403, 403, 200, 200] },
  { name: 'GET /publication', request: (c) => ({ path: `/publication?project_id=${c.projectId}` }), expected: [401, 200, 404, 404, 404, 404] },
  { name: 'GET /internal/publication', request: () => ({ path: '/internal/publication' }), expected: [401, 403, 403, 403, 403, 200] },
  { name: 'GET /investor', request: () => ({ path: '/investor' }), expected: [401, 403, 403, 200, 200, 403] },
  { name: 'PUT /investor', request: () => ({ path: '/investor', method: 'PUT', json: investorBody }), expected: [401, 403, 403, 200, 200, 403] },
  { name: 'GET /internal/investor', request: () => ({ path: '/internal/investor' }), expected: [401, 403, 403, 403, 403, 200] },
  { name: 'GET /investor_details', request: (c) => ({ path: `/investor_details?investor_id=${c.activatedId}` }), expected: [401, 200, 404, 404, 404, 200] },
  { name: 'GET /request', request: () => ({ path: '/request' }), expected: [401, 200, 200, 200, 200, 200] },
  {
    name: 'POST /request',
    request: (_c, ids) => ({ path: '/request', json: { opportunity_id: ids.opportunityId, message: 'And the permits?' } }),
    expected: [401, 403, 403, 403, 200, 403],
  },
  { name: 'PUT /request', request: (_c, ids) => ({ path: '/request', method: 'PUT', json: { request_id: ids.requestId, message: 'More detail' } }), expected: [401, 200, 404, 404, 200, 404] },
  {
    name: 'PUT /publication (resubmits the published one)',
    request: (c) => ({ path: '/publication', method: 'PUT', json: publicationBody(c.projectId, { title: 'Taken over?' }) }),
    expected: [401, 200, 404, 404, 404, 404],
  },
  {
    name: 'POST /internal/publication',
    request: (_c, ids) => ({ path: '/internal/publication', json: { publication_id: ids.opportunityId, decision: 'approve' } }),
    expected: [401, 403, 403, 403, 403, 200],
  },
  { name: 'POST /internal/activate', request: (c) => ({ path: '/internal/activate', json: { investor_id: c.investorId, decision: 'activate' } }), expected: [401, 403, 403, 403, 403, 200] },
  { name: 'POST /publication (close)', request: (c) => ({ path: '/publication', json: { project_id: c.projectId, action: 'close' } }), expected: [401, 200, 404, 404, 404, 404] },
];

let t: TestApp;
let cast: Cast;
let ids: Ids;
let fingerprint: Fingerprinter;

beforeAll(async () => {
  ({ t } = await investmentApp());
  cast = await castOf(t);
  const opportunityId = await publish(t, cast, { public_fields: ['region'] });
  const thread = (await (await t.request('/request', { token: cast.activated, json: { opportunity_id: opportunityId, message: 'Who buys the heat?' } })).json()) as InformationRequest;
  ids = { opportunityId, requestId: thread.id };
  fingerprint = await createFingerprinter(t);
});

afterAll(async () => {
  await t?.close();
});

const tokenOf = (role: Role): string | undefined => (role === 'visitor' ? undefined : cast[role]);

describe('raising investment, role by route', () => {
  it('gives each role exactly its answer, and a refusal changes nothing', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const operation of OPERATIONS) {
      // Refusals first (they must leave every table as it was), then the calls that pass.
      const order = [...ROLES].sort((a, b) => Number(operation.expected[ROLES.indexOf(a)] === 200) - Number(operation.expected[ROLES.indexOf(b)] === 200));
      for (const role of order) {
        const { path, method, json } = operation.request(cast, ids);
        const before = await fingerprint();
        const response = await t.request(path, { token: tokenOf(role), method, json });
        const status = response.status;
        answers.push(`${operation.name} as ${role}: ${status}`);
        expected.push(`${operation.name} as ${role}: ${operation.expected[ROLES.indexOf(role)]}`);
        if (status >= 400) expect([operation.name, role, await fingerprint()]).toEqual([operation.name, role, before]);
      }
    }
    expect(answers).toEqual(expected);
  });

  it('shows the thread only to its two sides', async () => {
    const threadsOf = async (role: Role) => ((await (await t.request('/request', { token: tokenOf(role) })).json()) as InformationRequest[]).map((thread) => thread.id);
    expect(await threadsOf('owner')).toEqual([ids.requestId]);
    expect(await threadsOf('activated')).toEqual([ids.requestId]);
    for (const role of ['other', 'investor', 'staff'] as const) expect([role, await threadsOf(role)]).toEqual([role, []]);
  });

  it('never sends a visitor or a non-activated investor a field the developer kept private', async () => {
    const project = await createProject(t, cast.owner, await templateId(t), 'Second kiln');
    await storeResults(t, project.id, 90);
    const id = await publish(t, { ...cast, projectId: project.id }, { public_fields: ['summary', 'price'] });
    const newcomer = await t.signIn({ name: 'Nina Newcomer', tfp: 'investors' });
    await t.request('/investor', { method: 'PUT', token: newcomer.token, json: investorBody });
    for (const [role, token] of [['visitor', undefined], ['investor', newcomer.token], ['owner', cast.owner], ['other', cast.other]] as const) {
      const body = (await (await t.request('/opportunity', { token })).json()) as { view: string; items: Record<string, unknown>[] };
      expect([role, body.view]).toEqual([role, 'teaser']);
      expect([role, body.items]).toEqual([
        role,
        [{ id, title: 'Loire biochar, phase 2', published_at: expect.any(String), summary: 'A second pyrolysis line for vineyard prunings.', price_per_tonne: 150, figures_computed_at: expect.any(String) }],
      ]);
      for (const hidden of ['ticket_min', 'ticket_max', 'currency', 'stage', 'instrument', 'region', 'removals_per_year', 'teaser_file_ids', 'public_fields', '250000', 'equity', 'europe']) {
        expect([role, JSON.stringify(body).includes(hidden)]).toEqual([role, false]);
      }
    }
  });
});
