// Issue 19: for every access class that names a record, a caller who holds the right on record A asks for record B
// (another project, another opportunity, another party's thread or transfer) on every route of that class, read from
// the OpenAPI document's `x-access`: each is refused and changes nothing. A route added to a class joins these checks
// (the project classes build their requests from the matrix's table; the other classes' tables must cover the class).
import { ACCESS_CLASSES, type AccessClass } from '@/server/http/access/classes';
import { createTestApp, type TestApp } from './helpers/app';
import { CALLS, documentedOperations, PDF, sendCall, stageProject, upload, type Call, type DocumentedOperation, type Ids } from './helpers/access-calls';
import { pdfForm } from './helpers/commitments';
import type { DataroomRequest } from '@/lib/schemas/dataroom';
import { buildRoom, grant, json, recordSignature, type Room } from './helpers/dataroom';
import { castOf, investorBody, publish, recordingMailer, storeResults, type Cast } from './helpers/opportunities';
import { createProject, templateId } from './helpers/projects';
import { companyPartyCases } from './helpers/companies';
import { createFingerprinter, type Fingerprinter } from './security-state';
import { proposalPartyCalls } from './helpers/access-calls-proposals';
import { supportPartyCalls } from './helpers/access-calls-support';

jest.setTimeout(240_000);

interface Opportunity {
  id: string;
  room: Room;
  signatureId: string;
  requestId: string;
  threadId: string;
}

let t: TestApp;
let cast: Cast;
let fingerprint: Fingerprinter;
let operations: DocumentedOperation[];
let projectA: Ids;
let projectB: Ids;
let opportunityA: Opportunity;
let opportunityB: Opportunity;
/** An activated investor who contacted opportunity B only. */
let investorB: { token: string; id: string; name: string };
/** The addressee of project A's ownership transfer. */
let heirA: string;
let checks = 0;
/** The proposals' record-party requests on B (issue 23). */
let proposalCalls: Awaited<ReturnType<typeof proposalPartyCalls>>;
/** Issue 23: A's admin (or B's invitee, not yet a member) on company B's records. */
let companyCases: Awaited<ReturnType<typeof companyPartyCases>>;
/** Issue 24: the sender of support request A on request B. */
let supportCalls: Awaited<ReturnType<typeof supportPartyCalls>>;

/** An opportunity of `owner`'s project with a data room, a signature and a data-room request by `investor`, and a thread. */
async function stageOpportunity(owner: string, projectId: string, investor: { token: string; name: string }): Promise<Opportunity> {
  await storeResults(t, projectId, 85);
  const id = await publish(t, { ...cast, owner, projectId });
  const room = await buildRoom(t, { ...cast, owner, projectId }, id);
  await recordSignature(t, id, investor.token, investor.name);
  const request = await json<DataroomRequest>(await t.request('/sign-and-commit-opp/dataroom_request', { token: investor.token, json: { opportunity_id: id, message: 'Please' } }));
  const terms = (await (await t.request(`/sign-and-commit-opp/sign?opportunity_id=${id}`, { token: investor.token })).json()) as { signatures: { id: string }[] };
  const thread = (await (await t.request('/request', { token: investor.token, json: { opportunity_id: id, message: 'What is the offtake?' } })).json()) as { id: string };
  return { id, room, signatureId: terms.signatures[0]?.id ?? '', requestId: request.id, threadId: thread.id };
}

beforeAll(async () => {
  const mailer = recordingMailer();
  t = await createTestApp({ deps: () => ({ mailer }) });
  companyCases = await companyPartyCases(t, mailer.sent);
  operations = await documentedOperations(t);
  cast = await castOf(t);
  projectA = await stageProject(t, { token: cast.owner }, 'Kiln A', 'reader.a@example.test');
  projectB = await stageProject(t, { token: cast.other }, 'Kiln B', 'reader.b@example.test');
  // Heir A is the addressee of project A's transfer: the transfer's address is the heir's.
  heirA = (await t.signIn({ name: 'Heir A', email: `heir.${projectA.projectId}@example.test` })).token;
  const activated = { token: cast.activated, name: 'Abel Activated' };
  investorB = { ...(await t.signIn({ name: 'Bea Investor', email: 'bea@example.test', tfp: 'investors' })), name: 'Bea Investor' };
  await t.request('/investor', { method: 'PUT', token: investorB.token, json: investorBody });
  await t.request('/internal/activate', { token: cast.staff, json: { investor_id: investorB.id, decision: 'activate' } });
  opportunityA = await stageOpportunity(cast.owner, projectA.projectId, activated);
  opportunityB = await stageOpportunity(cast.other, projectB.projectId, investorB);
  // The investor of A holds a grant on A's first folder: a right on A that must not reach B.
  expect((await grant(t, cast.owner, { request_id: opportunityA.requestId, folder_id: opportunityA.room.folderA, can_download: true })).status).toBe(200);
  proposalCalls = await proposalPartyCalls(t, { a: cast.owner, b: cast.other }, { a: projectA.projectId, b: projectB.projectId });
  supportCalls = await supportPartyCalls(t, { a: cast.owner, b: cast.other });
  fingerprint = await createFingerprinter(t);
});

afterAll(async () => {
  process.stdout.write(`"A asks for B": ${checks} checks\n`);
  await t?.close();
});

const ofClass = (...classes: AccessClass[]) => operations.filter((operation) => classes.includes(operation.access as AccessClass));

/** Sends a request and expects the refusal `expected` (a status, or any of several), with nothing changed. */
async function expectRefused(where: string, send: () => Promise<Response>, expected: number | number[]): Promise<void> {
  const before = await fingerprint();
  const response = await send();
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) await response.body?.cancel();
  const allowed = Array.isArray(expected) ? expected : [expected];
  expect([where, allowed.includes(response.status) ? 'refused' : `${response.status}: ${await response.text()}`]).toEqual([where, 'refused']);
  expect([where, await fingerprint()]).toEqual([where, before]);
  checks += 1;
}

function request(path: string, method: string, call: Call, token: string): Promise<Response> {
  const route = path.replace(/^\/api/, '');
  return t.request(call.query ? `${route}?${call.query}` : route, { method, token, json: call.json, body: call.form?.() });
}

describe('a right on record A opens nothing of record B', () => {
  it('names a record on every operation of a class that has one, and classes name records only there', () => {
    for (const operation of operations) {
      const named = ACCESS_CLASSES[operation.access as AccessClass]?.record ?? false;
      expect([operation.key, operation.record !== undefined]).toEqual([operation.key, named]);
    }
    expect(ofClass('project-read', 'project-write', 'project-owner').length).toBeGreaterThan(40);
  });

  it('refuses the owner of project A every project route aimed at project B’s records (404, as for no record)', async () => {
    for (const operation of ofClass('project-read', 'project-write', 'project-owner', 'project-review')) {
      await expectRefused(`${operation.key} (${operation.access}) by A's owner on B`, () => sendCall(t, operation, projectB, cast.owner), 404);
    }
  });

  it('refuses the owner of project A a request naming project A and a record of project B', async () => {
    const bOnly = [
      projectB.assessmentId,
      projectB.fileId,
      projectB.shareId,
      projectB.reactorId,
      projectB.siteId,
      projectB.parameterId,
      projectB.deviceId,
      projectB.ruleId,
      projectB.alarmId,
      projectB.monitoringId,
    ];
    let mixed = 0;
    for (const operation of ofClass('project-read', 'project-write', 'project-owner')) {
      const ids = { ...projectB, projectId: projectA.projectId, templateId: projectA.templateId };
      const call = CALLS[operation.key](ids);
      const text = JSON.stringify([call.query, call.json]);
      if (!text.includes(projectA.projectId) || !bOnly.some((id) => text.includes(id))) continue;
      mixed += 1;
      await expectRefused(`${operation.key} by A's owner, project A with B's record`, () => sendCall(t, operation, ids, cast.owner), [400, 403, 404]);
    }
    expect(mixed).toBeGreaterThanOrEqual(3);
  });

  it('refuses the developer of opportunity A every opportunity route aimed at opportunity B (404)', async () => {
    const b = opportunityB;
    const room = '/api/sign-and-commit-opp/dataroom';
    const signature = { opportunity_id: b.id, document_sha256: 'a'.repeat(64), typed_full_name: 'Dana Developer', commitment_amount: 1000, currency: 'EUR' };
    const toB: Record<string, Call[]> = {
      'GET /api/sign-and-commit-opp/sign': [{ query: `opportunity_id=${b.id}` }],
      'POST /api/sign-and-commit-opp/sign': [{ json: signature }],
      'GET /api/sign-and-commit-opp/sign/pdf': [{ query: `signature_id=${b.signatureId}` }],
      'POST /api/sign-and-commit-opp/validate': [{ form: () => pdfForm(b.signatureId, PDF) }],
      'GET /api/audit': [{ query: `opportunity_id=${b.id}` }],
      'GET /api/report': [{ query: `opportunity_id=${b.id}` }],
      [`GET ${room}`]: [{ query: `opportunity_id=${b.id}` }, { query: `file_id=${b.room.fileA.id}` }, { query: `file_id=${b.room.fileA.id}&page=1` }],
      [`POST ${room}`]: [{ form: upload({ folder_id: b.room.folderA }, PDF, 'plan.pdf', 'application/pdf') }],
      [`PUT ${room}`]: [{ json: { action: 'create_folder', opportunity_id: b.id, name: 'Legal' } }],
      [`DELETE ${room}`]: [{ json: { file_id: b.room.fileA.id } }],
      [`PATCH ${room}`]: [{ json: { file_id: b.room.fileA.id, page: 1, seconds: 5 } }],
      [`GET ${room}_request`]: [{ query: `opportunity_id=${b.id}` }],
      [`PUT ${room}_request`]: [{ json: { request_id: b.requestId, folder_id: b.room.folderA } }, { json: { request_id: b.requestId, folder_id: opportunityA.room.folderA } }],
      'POST /api/sign-and-commit-opp/revoke': [{ json: { request_id: b.requestId } }],
    };
    expect(
      ofClass('opportunity-party')
        .map((operation) => operation.key)
        .sort(),
    ).toEqual(Object.keys(toB).sort());
    expect(b.signatureId).not.toBe('');
    for (const operation of ofClass('opportunity-party')) {
      for (const call of toB[operation.key]) {
        await expectRefused(
          `${operation.key} ${JSON.stringify(call.query ?? call.json ?? 'form')} by A's developer`,
          () => request(operation.path, operation.method, call, cast.owner),
          404,
        );
      }
    }
  });

  it('refuses the investor granted opportunity A’s folder any page of opportunity B’s data room (403)', async () => {
    const b = opportunityB.room;
    for (const query of [`file_id=${b.fileA.id}`, `file_id=${b.fileA.id}&page=1`, `file_id=${b.fileB.id}&download=true`]) {
      await expectRefused(`GET dataroom ${query} by A's investor`, () => t.request(`/sign-and-commit-opp/dataroom?${query}`, { token: cast.activated }), 403);
    }
  });

  it('opens no data-room request on opportunity B with a signature on opportunity A (opportunity-signer)', async () => {
    const [operation] = ofClass('opportunity-signer');
    expect(ofClass('opportunity-signer').map((found) => found.key)).toEqual(['POST /api/sign-and-commit-opp/dataroom_request']);
    // The investor of A signed A only: B's request is refused, with the reason, and A's is answered.
    const send = (opportunityId: string) => request(operation.path, operation.method, { json: { opportunity_id: opportunityId, message: 'Please' } }, cast.activated);
    const before = await fingerprint();
    const refused = await send(opportunityB.id);
    expect([refused.status, ((await refused.json()) as { detail: { reason?: string } }).detail.reason]).toEqual([403, 'not_signed']);
    expect(await fingerprint()).toEqual(before);
    checks += 1;
    expect((await send(opportunityA.id)).status).toBe(200);
    // Signing B then opens B: the check is the signature on the opportunity named, nothing else.
    const template = await templateId(t);
    const other = await createProject(t, cast.other, template, 'Kiln C');
    await storeResults(t, other.id, 80);
    const opportunityC = await publish(t, { ...cast, owner: cast.other, projectId: other.id });
    await recordSignature(t, opportunityC, cast.activated, 'Abel Activated');
    expect((await send(opportunityC)).status).toBe(200);
    await expectRefused('POST dataroom_request on B after signing C', () => send(opportunityB.id), 403);
  });

  it('refuses a party of record A every record-party route aimed at record B (404)', async () => {
    const calls: Record<string, { call: Call; token: string }[]> = {
      // The addressee of A's transfer, on B's.
      'PUT /api/ownership': [{ call: { json: { id: projectB.transferId, decision: 'accept' } }, token: heirA }],
      'DELETE /api/ownership': [
        { call: { json: { id: projectB.transferId } }, token: heirA },
        { call: { json: { id: projectB.transferId } }, token: cast.owner },
      ],
      // The investor of A's thread, on B's thread; A's developer, on B's thread.
      'PUT /api/request': [
        { call: { json: { request_id: opportunityB.threadId, message: 'Not my thread' } }, token: cast.activated },
        { call: { json: { request_id: opportunityB.threadId, message: 'Not my thread' } }, token: cast.owner },
      ],
      // the thread's page, by the same two parties of A's thread.
      'GET /api/request/thread': [
        { call: { query: `id=${opportunityB.threadId}` }, token: cast.activated },
        { call: { query: `id=${opportunityB.threadId}` }, token: cast.owner },
      ],
      // A's developer, on the investor who contacted B only.
      'GET /api/investor_details': [{ call: { query: `investor_id=${investorB.id}` }, token: cast.owner }],
      ...proposalCalls,
      ...companyCases,
      ...supportCalls,
    };
    expect(
      ofClass('record-party')
        .map((operation) => operation.key)
        .sort(),
    ).toEqual(Object.keys(calls).sort());
    for (const operation of ofClass('record-party')) {
      for (const { call, token } of calls[operation.key]) {
        await expectRefused(`${operation.key} on B by a party of A`, () => request(operation.path, operation.method, call, token), 404);
      }
    }
  });

  it('stores nothing on project B from project A’s device key (device-key)', async () => {
    const readings = async () =>
      await (await t.request(`/monitoring/measurements?reactor_id=${projectB.reactorId}&from=2026-01-01T00:00:00Z&to=2027-01-01T00:00:00Z`, { token: cast.other })).text();
    const before = await readings();
    const sent = await t.request('/monitoring/gather-IOT-data', {
      headers: { 'device-key': projectA.deviceKey },
      json: { readings: [{ parameter: 'temperature', time: '2026-11-21T08:00:00Z', value: 451 }] },
    });
    expect(sent.status).toBe(200);
    expect(await readings()).toBe(before);
  });
});
