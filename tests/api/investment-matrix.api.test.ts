// Issue 12: who may do what when raising investment — every operation of the fifteen routes (/opportunity,
// /publication, /investor, /investor_details, /internal/investor, /internal/activate, /internal/publication, /request,
// /audit, /report and the five of /sign-and-commit-opp) and of their sub-routes (/opportunity/documents,
// /sign-and-commit-opp/sign/pdf), role by role: a visitor, the project's owner, another developer, an investor not yet
// activated, an activated investor without a grant, an investor with a grant, and staff. The calls run in the order of
// the journey; every refusal leaves the database and the file store as they were.
import { INVESTMENT_SUB_ROUTES, OPPORTUNITY_ROUTES, SIGN_AND_COMMIT_ROUTES } from '@/lib/api/routes';
import type { InformationRequest } from '@/lib/schemas/information-requests';
import { ADMIN_EMAIL } from './helpers/app';
import { buildRoom, grant, requestRoom } from './helpers/dataroom';
import { buildStage, OPERATIONS, ROLES, storedFiles, tokenOf, type Role, type Stage } from './helpers/investment-matrix';
import { investorBody, publish, storeResults } from './helpers/opportunities';
import { createProject, templateId } from './helpers/projects';
import { createFingerprinter, type Fingerprinter } from './security-state';

jest.setTimeout(300_000);

let stage: Stage;
let fingerprint: Fingerprinter;

beforeAll(async () => {
  stage = await buildStage();
  fingerprint = await createFingerprinter(stage.t);
});

afterAll(async () => {
  await stage?.t.close();
});

const state = async () => ({ database: await fingerprint(), files: storedFiles(stage.t) });

describe(`raising investment, role by route (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('shows an information request only to its two sides', async () => {
    const { t, cast } = stage;
    const threadsOf = async (token: string | undefined) => ((await (await t.request('/request', { token })).json()) as InformationRequest[]).map((thread) => thread.id);
    expect(await threadsOf(cast.owner)).toEqual([stage.threadId]);
    expect(await threadsOf(cast.activated)).toEqual([stage.threadId]);
    for (const role of ['other', 'investor', 'granted', 'staff'] as const) expect([role, await threadsOf(tokenOf(stage, role))]).toEqual([role, []]);
  });

  it('holds every operation the application serves on the fifteen routes and their sub-routes', () => {
    const paths = new Set([...Object.values(OPPORTUNITY_ROUTES), ...Object.values(SIGN_AND_COMMIT_ROUTES), ...Object.values(INVESTMENT_SUB_ROUTES)].map((path) => `/api${path}`));
    const served = stage.t.app.routes.filter((route) => route.method !== 'ALL' && paths.has(route.path)).map((route) => `${route.method} ${route.path}`);
    const covered = OPERATIONS.map((operation) => operation.call(stage)).map(
      (call) => `${call.method ?? (call.json || call.body ? 'POST' : 'GET')} /api${call.path.split('?')[0]}`,
    );
    expect(new Set(served).size).toBe(35);
    expect(new Set(covered)).toEqual(new Set(served));
  });

  it(`gives each of the seven roles exactly its answer on all ${OPERATIONS.length} operations, and a refusal changes nothing`, async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const operation of OPERATIONS) {
      const expectedOf = (role: Role) => operation.expected[ROLES.indexOf(role)];
      // Refusals first (they must leave everything as it was), then the calls that pass.
      const order = [...ROLES].sort((a, b) => Number(expectedOf(a) < 300) - Number(expectedOf(b) < 300));
      for (const role of order) {
        const { path, method, json, body, headers } = operation.call(stage);
        const before = await state();
        const response = await stage.t.request(path, { token: tokenOf(stage, role), method, json, headers, body: body ? await body() : undefined });
        await response.arrayBuffer();
        answers.push(`${operation.name} as ${role}: ${response.status}`);
        expected.push(`${operation.name} as ${role}: ${expectedOf(role)}`);
        if (response.status >= 400) expect([operation.name, role, await state()]).toEqual([operation.name, role, before]);
      }
    }
    expect(answers).toEqual(expected);
    expect(answers).toHaveLength(OPERATIONS.length * ROLES.length);
  });

  it('never sends a visitor or a non-activated investor a field the developer kept private', async () => {
    const { t, cast } = stage;
    const project = await createProject(t, cast.owner, await templateId(t), 'Second kiln');
    await storeResults(t, project.id, 90);
    const id = await publish(t, { ...cast, projectId: project.id }, { public_fields: ['summary', 'price'] });
    const newcomer = await t.signIn({ name: 'Nina Newcomer', tfp: 'investors' });
    await t.request('/investor', { method: 'PUT', token: newcomer.token, json: investorBody });
    for (const [role, token] of [
      ['visitor', undefined],
      ['investor', newcomer.token],
      ['owner', cast.owner],
      ['other', cast.other],
    ] as const) {
      const body = (await (await t.request('/opportunity', { token })).json()) as { view: string; items: Record<string, unknown>[] };
      expect([role, body.view]).toEqual([role, 'teaser']);
      expect([role, body.items]).toEqual([
        role,
        [
          {
            id,
            title: 'Loire biochar, phase 2',
            published_at: expect.any(String),
            summary: 'A second pyrolysis line for vineyard prunings.',
            price_per_tonne: 150,
            figures_computed_at: expect.any(String),
          },
        ],
      ]);
      for (const hidden of [
        'ticket_min',
        'ticket_max',
        'currency',
        'stage',
        'instrument',
        'region',
        'removals_per_year',
        'teaser_file_ids',
        'public_fields',
        '250000',
        'equity',
        'europe',
      ]) {
        expect([role, JSON.stringify(body).includes(hidden)]).toEqual([role, false]);
      }
    }
  });

  it('takes the data room away at once from an investor whose activation staff withdraw, changing nothing', async () => {
    const { t, cast, granted } = stage;
    const project = await createProject(t, cast.owner, await templateId(t), 'Third kiln');
    await storeResults(t, project.id, 90);
    const opportunityId = await publish(t, { ...cast, projectId: project.id });
    const room = await buildRoom(t, { ...cast, projectId: project.id }, opportunityId);
    const request = await requestRoom(t, granted, opportunityId);
    expect((await grant(t, cast.owner, { request_id: request.id, folder_id: room.folderA, can_download: true })).status).toBe(200);
    const views = [`opportunity_id=${opportunityId}`, `file_id=${room.fileA.id}`, `file_id=${room.fileA.id}&page=1`, `file_id=${room.fileA.id}&download=true`];
    const statuses = async () => Promise.all(views.map(async (query) => (await t.request(`/sign-and-commit-opp/dataroom?${query}`, { token: granted.token })).status));
    expect(await statuses()).toEqual([200, 200, 200, 200]);
    const staff = await t.signIn({ name: 'Sam Staff', email: ADMIN_EMAIL });
    const refused = await t.request('/internal/activate', { token: staff.token, json: { investor_id: granted.id, decision: 'deactivate', reason: 'Accreditation withdrawn' } });
    expect(refused.status).toBe(200);
    const before = await state();
    expect(await statuses()).toEqual([403, 403, 403, 403]);
    expect(await state()).toEqual(before);
  });
});
