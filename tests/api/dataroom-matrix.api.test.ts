// Issue 12, part 5: who may do what on the data room's three routes (/sign-and-commit-opp/dataroom, /dataroom_request,
// /revoke), role by role: a visitor, the project's owner, another developer, an investor not yet activated, an
// activated investor without a grant, an investor with a grant, and staff. Refusals change nothing.
import type { TestApp } from './helpers/app';
import { buildRoom, form, grant, grantedInvestor, pdfOf, requestRoom, type Room } from './helpers/dataroom';
import { castOf, investmentApp, publish, type Cast } from './helpers/opportunities';
import { createFingerprinter, type Fingerprinter } from './security-state';

jest.setTimeout(120_000);

const ROLES = ['visitor', 'owner', 'other', 'investor', 'activated', 'granted', 'staff'] as const;
type Role = (typeof ROLES)[number];
type Expected = [number, number, number, number, number, number, number];

interface Operation {
  name: string;
  request: (room: Room, requestId: string) => { path: string; method?: string; json?: unknown; body?: () => Promise<FormData> };
  expected: Expected;
}

const ROOM = '/sign-and-commit-opp/dataroom';
const REQUEST = '/sign-and-commit-opp/dataroom_request';
const VIEW: Expected = [401, 200, 404, 403, 403, 200, 404];
const MANAGE: Expected = [401, 200, 404, 404, 404, 404, 404];

const OPERATIONS: Operation[] = [
  { name: 'GET dataroom', request: (r) => ({ path: `${ROOM}?opportunity_id=${r.opportunityId}` }), expected: VIEW },
  { name: 'GET document', request: (r) => ({ path: `${ROOM}?file_id=${r.fileA.id}` }), expected: VIEW },
  { name: 'GET page', request: (r) => ({ path: `${ROOM}?file_id=${r.fileA.id}&page=2` }), expected: VIEW },
  { name: 'GET download', request: (r) => ({ path: `${ROOM}?file_id=${r.fileA.id}&download=true` }), expected: VIEW },
  { name: 'PATCH page time', request: (r) => ({ path: ROOM, method: 'PATCH', json: { file_id: r.fileA.id, page: 2, seconds: 12.5 } }), expected: VIEW },
  { name: 'PUT create folder', request: (r) => ({ path: ROOM, method: 'PUT', json: { action: 'create_folder', opportunity_id: r.opportunityId, name: 'C. Legal' } }), expected: MANAGE },
  { name: 'PUT rename folder', request: (r) => ({ path: ROOM, method: 'PUT', json: { action: 'rename_folder', folder_id: r.folderB, name: 'B. Finance' } }), expected: MANAGE },
  {
    name: 'POST upload',
    request: (r) => ({ path: ROOM, method: 'POST', body: async () => form({ folder_id: r.folderA }, await pdfOf(1), 'permit.pdf', 'application/pdf') }),
    expected: MANAGE,
  },
  { name: 'DELETE document', request: (r) => ({ path: ROOM, method: 'DELETE', json: { file_id: r.image.id } }), expected: MANAGE },
  { name: 'GET requests', request: (r) => ({ path: `${REQUEST}?opportunity_id=${r.opportunityId}` }), expected: [401, 200, 404, 404, 200, 200, 404] },
  { name: 'POST request', request: (r) => ({ path: REQUEST, json: { opportunity_id: r.opportunityId } }), expected: [401, 403, 403, 403, 403, 200, 403] },
  { name: 'PUT grant', request: (r, id) => ({ path: REQUEST, method: 'PUT', json: { request_id: id, folder_id: r.folderB, can_download: false } }), expected: MANAGE },
  { name: 'POST revoke', request: (_r, id) => ({ path: '/sign-and-commit-opp/revoke', json: { request_id: id, folder_id: undefined } }), expected: MANAGE },
];

let t: TestApp;
let cast: Cast;
let room: Room;
let requestId: string;
let granted: string;
let fingerprint: Fingerprinter;

beforeAll(async () => {
  ({ t } = await investmentApp());
  cast = await castOf(t);
  const opportunityId = await publish(t, cast);
  room = await buildRoom(t, cast, opportunityId);
  const investor = await grantedInvestor(t);
  granted = investor.token;
  requestId = (await requestRoom(t, investor, opportunityId)).id;
  expect((await grant(t, cast.owner, { request_id: requestId, folder_id: room.folderA, can_download: true })).status).toBe(200);
  fingerprint = await createFingerprinter(t);
});

afterAll(async () => {
  await t?.close();
});

const tokenOf = (role: Role): string | undefined => (role === 'visitor' ? undefined : role === 'granted' ? granted : cast[role]);

describe('the data room, role by route', () => {
  it('gives each role exactly its answer, and a refusal changes nothing', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const operation of OPERATIONS) {
      const order = [...ROLES].sort((a, b) => Number(operation.expected[ROLES.indexOf(a)] === 200) - Number(operation.expected[ROLES.indexOf(b)] === 200));
      for (const role of order) {
        const { path, method, json, body } = operation.request(room, requestId);
        const before = await fingerprint();
        const response = await t.request(path, { token: tokenOf(role), method, json, body: body ? await body() : undefined });
        answers.push(`${operation.name} as ${role}: ${response.status}`);
        expected.push(`${operation.name} as ${role}: ${operation.expected[ROLES.indexOf(role)]}`);
        if (response.status >= 400) expect([operation.name, role, await fingerprint()]).toEqual([operation.name, role, before]);
      }
    }
    expect(answers).toEqual(expected);
  });
});
