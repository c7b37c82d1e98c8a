import type { CreatedShare, OwnershipTransfer, ProjectFile } from '@/lib/schemas/projects';
import { createTestApp, type TestApp } from './helpers/app';
import { commitmentsMatrix } from './helpers/commitments';
import { dataroomMatrix } from './helpers/dataroom';
import { monitorProject } from './helpers/monitoring';
import { investorBody, publicationBody } from './helpers/opportunities';
import { answer, assessmentOf, createProject, templateId } from './helpers/projects';
import { createFingerprinter, type Fingerprinter } from './security-state';

// The authorization matrix (issue 10): every operation of the OpenAPI document, called by an anonymous caller, a
// stranger and a reader of a project, aimed at that project's records. An operation that needs a token answers 401
// to the anonymous caller (read from the document's own security requirements); every operation is classified
// below, and each class says what the stranger and the reader get. A new route that is not classified fails here,
// and so does a classified route whose check is missing. Refusals change nothing in the database.

jest.setTimeout(120_000);

/**
 * - `public`: open to visitors.
 * - `self`: the caller's own records (their profile, their list of projects…).
 * - `project-read`: reads a project: strangers 404 (as if it did not exist), readers 200.
 * - `project-write`: changes a project: strangers 404, readers 403.
 * - `transfer`: acts on an ownership transfer, which only its requester or addressee sees: both others 404.
 * - `admin`: staff only: 403 to everyone else.
 * - `investor`: the investor's own profile: 403 to a user without the investor role.
 * - `investor-activated`: activated investors only (asking about an opportunity): 403 to everyone else.
 * - `party`: a record only its parties see (an information request, an investor who contacted an opportunity): 404.
 * - `device`: a monitoring device's key, not a user's token (ingestion): 401 to every user.
 */
type Access = 'public' | 'self' | 'project-read' | 'project-write' | 'transfer' | 'admin' | 'investor' | 'investor-activated' | 'party' | 'device';

interface Ids {
  projectId: string;
  assessmentId: string;
  fileId: string;
  transferId: string;
  shareId: string;
  templateId: string;
  monitoringId: string;
  siteId: string;
  reactorId: string;
  parameterId: string;
  deviceId: string;
  ruleId: string;
  alarmId: string;
}

interface Call {
  query?: string;
  json?: unknown;
  form?: () => FormData;
}

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));

function upload(data: unknown, bytes: Uint8Array, name: string, type: string): () => FormData {
  return () => {
    const form = new FormData();
    form.set('data', JSON.stringify(data));
    form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return form;
  };
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const siteBody = { name: 'Taken over', address: null, latitude: 1, longitude: 2, time_zone: 'UTC' };
const parameterBody = { name: 'pressure', unit: 'bar', normal_min: null, normal_max: null, expected_interval_s: 60 };

/** Every operation of the document: its class, and a request aimed at the project's records (valid, so that only the check refuses it). */
const MATRIX: Record<string, { access: Access; call: (ids: Ids) => Call }> = {
  'GET /api/me': { access: 'self', call: () => ({}) },
  'PUT /api/me': { access: 'self', call: () => ({ json: { job_title: 'Engineer' } }) },
  'POST /api/me/verification': { access: 'self', call: () => ({}) },
  'PUT /api/me/password': { access: 'self', call: () => ({ json: { current_password: 'not-the-password', new_password: 'An0ther-long-password' } }) },
  'GET /api/users': { access: 'admin', call: () => ({}) },
  'PATCH /api/users': { access: 'admin', call: () => ({ json: { user_id: '00000000-0000-4000-8000-000000000000', roles: ['developer'] } }) },
  'GET /api/profiles': { access: 'self', call: () => ({}) },
  'PUT /api/profiles': { access: 'self', call: () => ({ json: { sector: 'Biochar' } }) },
  'GET /api/profiles/logo': { access: 'self', call: () => ({}) },
  'PUT /api/profiles/logo': { access: 'self', call: () => ({ form: upload({}, PNG, 'logo.png', 'image/png') }) },
  'POST /api/contact': { access: 'public', call: () => ({ json: { name: 'Visitor', email: 'visitor@example.test', message: 'Hello there, a question.' } }) },
  'GET /api/resources/templates': { access: 'public', call: () => ({}) },
  'GET /api/resources/articles': { access: 'public', call: () => ({}) },
  'GET /api/knowledge-hub': { access: 'public', call: () => ({}) },
  'GET /api/projects': { access: 'self', call: () => ({}) },
  'POST /api/create_project': { access: 'self', call: (ids) => ({ json: { name: 'Their own', template_id: ids.templateId } }) },
  'GET /api/project': { access: 'project-read', call: (ids) => ({ query: `id=${ids.projectId}` }) },
  'PUT /api/project': { access: 'project-write', call: (ids) => ({ json: { id: ids.projectId, name: 'Taken over' } }) },
  'DELETE /api/project': { access: 'project-write', call: (ids) => ({ json: { id: ids.projectId, confirm_name: 'Matrix kiln' } }) },
  'GET /api/share': { access: 'project-write', call: (ids) => ({ query: `project_id=${ids.projectId}` }) },
  'POST /api/share': { access: 'project-write', call: (ids) => ({ json: { kind: 'invite', project_id: ids.projectId, email: 'friend@example.test', right: 'edit' } }) },
  'DELETE /api/share': { access: 'project-write', call: (ids) => ({ json: { project_id: ids.projectId, id: ids.shareId } }) },
  'POST /api/ownership': { access: 'project-write', call: (ids) => ({ json: { project_id: ids.projectId, email: 'thief@example.test' } }) },
  'PUT /api/ownership': { access: 'transfer', call: (ids) => ({ json: { id: ids.transferId, decision: 'accept' } }) },
  'DELETE /api/ownership': { access: 'transfer', call: (ids) => ({ json: { id: ids.transferId } }) },
  'GET /api/get_ownership': { access: 'self', call: () => ({}) },
  'GET /api/files': { access: 'project-read', call: (ids) => ({ query: `project_id=${ids.projectId}&file_id=${ids.fileId}` }) },
  'POST /api/files': { access: 'project-write', call: (ids) => ({ form: upload({ project_id: ids.projectId }, PDF, 'audit.pdf', 'application/pdf') }) },
  'DELETE /api/files': { access: 'project-write', call: (ids) => ({ json: { project_id: ids.projectId, file_id: ids.fileId } }) },
  'POST /api/support': { access: 'project-read', call: (ids) => ({ json: { project_id: ids.projectId, subject: 'Help', message: 'About this project' } }) },
  'GET /api/support': { access: 'project-read', call: (ids) => ({ query: `project_id=${ids.projectId}` }) },
  'GET /api/get_project_questionnarie': { access: 'project-read', call: (ids) => ({ query: `project_id=${ids.projectId}` }) },
  'GET /api/step': { access: 'project-read', call: (ids) => ({ query: `project_id=${ids.projectId}&step_id=eligibility` }) },
  'GET /api/section': { access: 'project-read', call: (ids) => ({ query: `assessment_id=${ids.assessmentId}&section_id=team` }) },
  'GET /api/assessment': { access: 'project-read', call: (ids) => ({ query: `id=${ids.assessmentId}` }) },
  'PATCH /api/assessment': { access: 'project-read', call: (ids) => ({ json: { id: ids.assessmentId, current_section: 'team' } }) },
  'POST /api/assessment': { access: 'project-write', call: (ids) => ({ json: { id: ids.assessmentId, action: 'complete' } }) },
  'PUT /api/question': { access: 'project-write', call: (ids) => ({ json: { assessment_id: ids.assessmentId, question_id: 'project_name', value: 'Hijacked', base_version: 1 } }) },
  'DELETE /api/question': { access: 'project-write', call: (ids) => ({ json: { assessment_id: ids.assessmentId, question_id: 'project_name', base_version: 1 } }) },
  'GET /api/autofill': { access: 'project-read', call: (ids) => ({ query: `assessment_id=${ids.assessmentId}` }) },
  'POST /api/autofill': { access: 'project-write', call: (ids) => ({ json: { assessment_id: ids.assessmentId } }) },
  'PUT /api/autofill': { access: 'project-write', call: (ids) => ({ json: { assessment_id: ids.assessmentId, decisions: [{ proposal_id: ids.fileId, accept: true }] } }) },
  'GET /api/compute': { access: 'project-read', call: (ids) => ({ query: `project_id=${ids.projectId}` }) },
  'POST /api/compute': { access: 'project-write', call: (ids) => ({ json: { project_id: ids.projectId } }) },
  'GET /api/publication': { access: 'project-read', call: (ids) => ({ query: `project_id=${ids.projectId}` }) },
  'PUT /api/publication': { access: 'project-write', call: (ids) => ({ json: publicationBody(ids.projectId, { title: 'Taken over' }) }) },
  'POST /api/publication': { access: 'project-write', call: (ids) => ({ json: { project_id: ids.projectId, action: 'close' } }) },
  'GET /api/internal/publication': { access: 'admin', call: () => ({}) },
  'POST /api/internal/publication': { access: 'admin', call: () => ({ json: { publication_id: UNKNOWN_ID, decision: 'approve' } }) },
  'GET /api/opportunity': { access: 'public', call: () => ({}) },
  'PUT /api/opportunity': { access: 'investor-activated', call: () => ({ json: { opportunity_id: crypto.randomUUID(), saved: true } }) },
  'GET /api/opportunity/documents': { access: 'investor-activated', call: () => ({ query: `opportunity_id=${crypto.randomUUID()}` }) },
  'GET /api/investor': { access: 'investor', call: () => ({}) },
  'PUT /api/investor': { access: 'investor', call: () => ({ json: investorBody }) },
  'GET /api/internal/investor': { access: 'admin', call: () => ({}) },
  'POST /api/internal/activate': { access: 'admin', call: () => ({ json: { investor_id: UNKNOWN_ID, decision: 'activate' } }) },
  'GET /api/investor_details': { access: 'party', call: () => ({ query: `investor_id=${UNKNOWN_ID}` }) },
  'GET /api/request': { access: 'self', call: () => ({}) },
  'POST /api/request': { access: 'investor-activated', call: () => ({ json: { opportunity_id: UNKNOWN_ID, message: 'What is the offtake?' } }) },
  'PUT /api/request': { access: 'party', call: () => ({ json: { request_id: UNKNOWN_ID, message: 'An answer' } }) },
  ...commitmentsMatrix(UNKNOWN_ID),
  ...dataroomMatrix(UNKNOWN_ID, (data) => upload(data, PDF, 'plan.pdf', 'application/pdf')),
  'GET /api/monitoring/create': { access: 'project-read', call: (ids) => ({ query: `project_id=${ids.projectId}` }) },
  'POST /api/monitoring/create': { access: 'project-write', call: (ids) => ({ json: { project_id: ids.projectId } }) },
  'GET /api/monitoring/sites': { access: 'project-read', call: (ids) => ({ query: `monitoring_id=${ids.monitoringId}` }) },
  'POST /api/monitoring/sites': { access: 'project-write', call: (ids) => ({ json: { monitoring_id: ids.monitoringId, ...siteBody } }) },
  'PUT /api/monitoring/sites': { access: 'project-write', call: (ids) => ({ json: { site_id: ids.siteId, ...siteBody } }) },
  'DELETE /api/monitoring/sites': { access: 'project-write', call: (ids) => ({ json: { site_id: ids.siteId } }) },
  'GET /api/monitoring/reactor': { access: 'project-read', call: (ids) => ({ query: `reactor_id=${ids.reactorId}` }) },
  'POST /api/monitoring/reactor': { access: 'project-write', call: (ids) => ({ json: { site_id: ids.siteId, name: 'Taken over' } }) },
  'PUT /api/monitoring/reactor': { access: 'project-write', call: (ids) => ({ json: { reactor_id: ids.reactorId, name: 'Taken over' } }) },
  'DELETE /api/monitoring/reactor': { access: 'project-write', call: (ids) => ({ json: { reactor_id: ids.reactorId } }) },
  'POST /api/monitoring/reactor/parameters': { access: 'project-write', call: (ids) => ({ json: { reactor_id: ids.reactorId, ...parameterBody } }) },
  'PUT /api/monitoring/reactor/parameters': { access: 'project-write', call: (ids) => ({ json: { parameter_id: ids.parameterId, ...parameterBody } }) },
  'DELETE /api/monitoring/reactor/parameters': { access: 'project-write', call: (ids) => ({ json: { parameter_id: ids.parameterId } }) },
  'POST /api/monitoring/reactor/devices': { access: 'project-write', call: (ids) => ({ json: { reactor_id: ids.reactorId, name: 'Rogue' } }) },
  'PUT /api/monitoring/reactor/devices': { access: 'project-write', call: (ids) => ({ json: { device_id: ids.deviceId, action: 'rotate' } }) },
  'POST /api/monitoring/gather-IOT-data': { access: 'device', call: () => ({ json: { readings: [{ parameter: 'temperature', time: '2026-11-20T08:00:00Z', value: 450 }] } }) },
  'GET /api/monitoring/measurements': { access: 'project-read', call: (ids) => ({ query: `reactor_id=${ids.reactorId}&from=2026-01-01T00:00:00Z&to=2027-01-01T00:00:00Z` }) },
  'GET /api/monitoring/charts': { access: 'project-read', call: (ids) => ({ query: `reactor_id=${ids.reactorId}&from=2026-01-01T00:00:00Z&to=2027-01-01T00:00:00Z` }) },
  'GET /api/monitoring/livemonitoring': { access: 'project-read', call: (ids) => ({ query: `reactor_id=${ids.reactorId}` }) },
  'GET /api/monitoring/compute': { access: 'project-read', call: (ids) => ({ query: `reactor_id=${ids.reactorId}&from=2026-01-01T00:00:00Z&to=2027-01-01T00:00:00Z` }) },
  'GET /api/monitoring/templates': { access: 'self', call: () => ({}) },
  'GET /api/monitoring/gather-form-data': { access: 'project-read', call: (ids) => ({ query: `reactor_id=${ids.reactorId}` }) },
  'POST /api/monitoring/gather-form-data': {
    access: 'project-write',
    call: (ids) => ({ json: { entry_id: crypto.randomUUID(), template_id: ids.templateId, reactor_id: ids.reactorId, measured_at: '2026-11-20T08:00:00Z', answers: {} } }),
  },
  'GET /api/monitoring/alarms': { access: 'project-read', call: (ids) => ({ query: `reactor_id=${ids.reactorId}&state=all` }) },
  'PUT /api/monitoring/alarms': { access: 'project-write', call: (ids) => ({ json: { alarm_id: ids.alarmId, action: 'acknowledge', note: 'seen' } }) },
  'GET /api/monitoring/alarms/rules': { access: 'project-read', call: (ids) => ({ query: `reactor_id=${ids.reactorId}` }) },
  'POST /api/monitoring/alarms/rules': { access: 'project-write', call: (ids) => ({ json: { parameter_id: ids.parameterId, kind: 'rate_of_change', max_rate_per_min: 5 } }) },
  'PUT /api/monitoring/alarms/rules': { access: 'project-write', call: (ids) => ({ json: { rule_id: ids.ruleId, enabled: false } }) },
  'DELETE /api/monitoring/alarms/rules': { access: 'project-write', call: (ids) => ({ json: { rule_id: ids.ruleId } }) },
  'GET /api/internal/config/snapshots': { access: 'admin', call: () => ({}) },
  'POST /api/internal/config/snapshots/archive': { access: 'admin', call: () => ({ json: { name: 'release-1', etag: 'abc' } }) },
};

/** What each caller gets, by class: a status, or `ok` for an answer that is neither a refusal nor a failure. */
const EXPECTED: Record<Access, { stranger: number | 'ok'; reader: number | 'ok' }> = {
  public: { stranger: 'ok', reader: 'ok' },
  self: { stranger: 'ok', reader: 'ok' },
  'project-read': { stranger: 404, reader: 200 },
  'project-write': { stranger: 404, reader: 403 },
  transfer: { stranger: 404, reader: 404 },
  admin: { stranger: 403, reader: 403 },
  investor: { stranger: 403, reader: 403 },
  'investor-activated': { stranger: 403, reader: 403 },
  party: { stranger: 404, reader: 404 },
  device: { stranger: 401, reader: 401 },
};

interface Operation {
  method: string;
  path: string;
  /** A bearer token, or a device key: what an anonymous caller lacks. */
  needsToken: boolean;
}

let t: TestApp;
let fingerprint: Fingerprinter;
let operations: Operation[];
let ids: Ids;
const callers: Record<'stranger' | 'reader', string> = { stranger: '', reader: '' };

beforeAll(async () => {
  t = await createTestApp();
  const document = (await (await t.request('/openapi.json')).json()) as {
    paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      needsToken: (operation.security ?? []).every((requirement) => 'bearerAuth' in requirement || 'deviceKey' in requirement),
    })),
  );

  const template = await templateId(t);
  const owner = await t.signIn({ name: 'Matrix Owner' });
  const project = await createProject(t, owner.token, template, 'Matrix kiln');
  const assessmentId = assessmentOf(project, 'project_profile');
  await answer(t, owner.token, assessmentId, 'project_name', 'Matrix kiln');
  const uploaded = await t.request('/files', { method: 'POST', token: owner.token, body: upload({ project_id: project.id }, PDF, 'audit.pdf', 'application/pdf')() });
  const file = (await uploaded.json()) as ProjectFile;
  const transfer = (await (await t.request('/ownership', { token: owner.token, json: { project_id: project.id, email: 'heir@example.test' } })).json()) as OwnershipTransfer;
  const monitored = await monitorProject(t, owner.token, project.id);
  const rule = (await (await t.request('/monitoring/alarms/rules', { token: owner.token, json: { parameter_id: monitored.temperature.id, kind: 'out_of_range' } })).json()) as { id: string };
  await t.request('/monitoring/gather-IOT-data', { headers: { 'device-key': monitored.device.key }, json: { readings: [{ parameter: 'temperature', time: '2026-11-20T08:00:00Z', value: 990 }] } });
  const [alarm] = (await (await t.request(`/monitoring/alarms?reactor_id=${monitored.reactor.id}`, { token: owner.token })).json()) as { id: string }[];
  const reader = await t.signIn({ name: 'Matrix Reader', email: 'matrix.reader@example.test' });
  const grant = (await (await t.request('/share', { token: owner.token, json: { kind: 'invite', project_id: project.id, email: 'matrix.reader@example.test', right: 'read' } })).json()) as CreatedShare;
  ids = {
    projectId: project.id,
    assessmentId,
    fileId: file.id,
    transferId: transfer.id,
    shareId: grant.kind === 'invite' ? grant.grant.id : '',
    templateId: template,
    monitoringId: monitored.monitoring.id,
    siteId: monitored.site.id,
    reactorId: monitored.reactor.id,
    parameterId: monitored.temperature.id,
    deviceId: monitored.device.device.id,
    ruleId: rule.id,
    alarmId: alarm.id,
  };
  callers.stranger = (await t.signIn({ name: 'Stranger' })).token;
  callers.reader = reader.token;
  fingerprint = await createFingerprinter(t);
});

afterAll(async () => {
  await t?.close();
});

function send(operation: Operation, token: string | undefined): Promise<Response> {
  const call = MATRIX[`${operation.method} ${operation.path}`].call(ids);
  const route = operation.path.replace(/^\/api/, '');
  const path = call.query ? `${route}?${call.query}` : route;
  return t.request(path, { method: operation.method, token, json: call.json, body: call.form?.() });
}

/** Sends the call and checks the status; a refusal must leave the database as it was. */
async function expectAnswer(operation: Operation, caller: string, token: string | undefined, expected: number | 'ok'): Promise<void> {
  const where = `${operation.method} ${operation.path} as ${caller}`;
  const before = await fingerprint();
  const response = await send(operation, token);
  const status = response.status;
  // A stream (live readings) stays open until its reader goes: go, once its status is known.
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) await response.body?.cancel();
  const outcome = expected === 'ok' && status < 500 && ![401, 403, 404].includes(status) ? 'ok' : status;
  expect([where, outcome, status < 500 ? '' : await response.text()]).toEqual([where, expected, '']);
  if (status >= 400) expect([where, await fingerprint()]).toEqual([where, before]);
}

describe('authorization matrix over the OpenAPI document', () => {
  it('classifies every operation of the document, and only those', () => {
    const documented = operations.map((operation) => `${operation.method} ${operation.path}`).sort();
    expect(documented.filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !documented.includes(key))).toEqual([]);
    expect(operations.length).toBeGreaterThanOrEqual(40);
  });

  it('answers 401 to an anonymous caller wherever the document asks for a token, and never 5xx elsewhere', async () => {
    for (const operation of operations) {
      const access = MATRIX[`${operation.method} ${operation.path}`].access;
      expect([`${operation.method} ${operation.path}`, operation.needsToken]).toEqual([`${operation.method} ${operation.path}`, access !== 'public']);
      await expectAnswer(operation, 'anonymous', undefined, operation.needsToken ? 401 : 'ok');
    }
  });

  it('gives a stranger 404 on the project’s records and 403 on staff routes', async () => {
    for (const operation of operations) {
      const access = MATRIX[`${operation.method} ${operation.path}`].access;
      await expectAnswer(operation, 'stranger', callers.stranger, EXPECTED[access].stranger);
    }
  });

  it('lets a reader read the project, and refuses every change with 403', async () => {
    for (const operation of operations) {
      const access = MATRIX[`${operation.method} ${operation.path}`].access;
      await expectAnswer(operation, 'reader', callers.reader, EXPECTED[access].reader);
    }
  });
});
