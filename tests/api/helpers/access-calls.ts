import type { CreatedShare, OwnershipTransfer, ProjectFile } from '@/lib/schemas/projects';
import type { TestApp } from './app';
import { commitmentsMatrix } from './commitments';
import { dataroomMatrix } from './dataroom';
import { EVIDENCE_CALLS } from './access-calls-evidence';
import { stageTodo, TODO_CALLS } from './access-calls-todos';
import { PROPOSAL_CALLS } from './access-calls-proposals';
import { OEM_MATCHING_CALLS } from './access-calls-oem-matching';
import { COMPANY_CALLS } from './access-calls-companies';
import { STAFF_USER_CALLS } from './access-calls-staff-users';
import { SUPPORT_CALLS } from './access-calls-support';
import { PDF, UNKNOWN_ID, upload, type Call, type Ids } from './access-call-parts';

export { PDF, UNKNOWN_ID, upload, type Call, type Ids };
import { monitorProject } from './monitoring';
import { investorBody, publicationBody } from './opportunities';
import { answer, assessmentOf, createProject, templateId } from './projects';

// The requests of the authorization matrix (security-matrix.api.test.ts) and of the "A asks for B" checks
// (access-records.api.test.ts): one per operation of the OpenAPI document, built from the ids of one project's records.

const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));
const siteBody = { name: 'Taken over', address: null, latitude: 1, longitude: 2, time_zone: 'UTC' };
const parameterBody = { name: 'pressure', unit: 'bar', normal_min: null, normal_max: null, expected_interval_s: 60 };

/** The request part of the investment helpers' tables. */
function callsOf(table: Record<string, { call: () => Call }>): Record<string, (ids: Ids) => Call> {
  return Object.fromEntries(Object.entries(table).map(([key, entry]) => [key, () => entry.call()]));
}

/**
 * A request for every operation of the document, aimed at the project's records (valid, so that only the access check
 * refuses it). Who may call it is not written here: the document's `x-access` says it.
 */
export const CALLS: Record<string, (ids: Ids) => Call> = {
  ...EVIDENCE_CALLS,
  ...TODO_CALLS,
  ...PROPOSAL_CALLS,
  ...OEM_MATCHING_CALLS,
  ...COMPANY_CALLS,
  ...STAFF_USER_CALLS,
  ...SUPPORT_CALLS,
  'GET /api/me': () => ({}),
  'PUT /api/me': () => ({ json: { job_title: 'Engineer' } }),
  'POST /api/me/verification': () => ({}),
  'PUT /api/me/password': () => ({ json: { current_password: 'not-the-password', new_password: 'An0ther-long-password' } }),
  'GET /api/users': () => ({}),
  'PATCH /api/users': () => ({ json: { user_id: '00000000-0000-4000-8000-000000000000', roles: ['developer'] } }),
  'GET /api/profiles': () => ({}),
  // A cleared field: an update that says something makes the caller a developer company, which would open
  // the company routes the matrix expects refused.
  'PUT /api/profiles': () => ({ json: { sector: '' } }),
  'GET /api/profiles/logo': () => ({}),
  'PUT /api/profiles/logo': () => ({ form: upload({}, PNG, 'logo.png', 'image/png') }),
  'POST /api/contact': () => ({ json: { name: 'Visitor', email: 'visitor@example.test', message: 'Hello there, a question.' } }),
  'GET /api/resources/templates': () => ({}),
  'GET /api/resources/articles': () => ({}),
  'GET /api/knowledge-hub': () => ({}),
  'GET /api/health': () => ({}),
  'GET /api/ready': () => ({}),
  'GET /api/projects': () => ({}),
  'POST /api/create_project': (ids) => ({ json: { name: 'Their own', template_id: ids.templateId } }),
  'GET /api/project': (ids) => ({ query: `id=${ids.projectId}` }),
  'PUT /api/project': (ids) => ({ json: { id: ids.projectId, name: 'Taken over' } }),
  'DELETE /api/project': (ids) => ({ json: { id: ids.projectId, confirm_name: 'Matrix kiln' } }),
  'GET /api/share': (ids) => ({ query: `project_id=${ids.projectId}` }),
  'POST /api/share': (ids) => ({ json: { kind: 'invite', project_id: ids.projectId, email: 'friend@example.test', right: 'edit' } }),
  'DELETE /api/share': (ids) => ({ json: { project_id: ids.projectId, id: ids.shareId } }),
  'PATCH /api/share': (ids) => ({ json: { project_id: ids.projectId, id: ids.shareId, investor_relations: false } }),
  'POST /api/ownership': (ids) => ({ json: { project_id: ids.projectId, email: 'thief@example.test' } }),
  'PUT /api/ownership': (ids) => ({ json: { id: ids.transferId, decision: 'accept' } }),
  'DELETE /api/ownership': (ids) => ({ json: { id: ids.transferId } }),
  'GET /api/get_ownership': () => ({}),
  'GET /api/files': (ids) => ({ query: `project_id=${ids.projectId}&file_id=${ids.fileId}` }),
  'POST /api/files': (ids) => ({ form: upload({ project_id: ids.projectId }, PDF, 'audit.pdf', 'application/pdf') }),
  'DELETE /api/files': (ids) => ({ json: { project_id: ids.projectId, file_id: ids.fileId } }),
  'POST /api/support': (ids) => ({ json: { project_id: ids.projectId, subject: 'Help', message: 'About this project' } }),
  'GET /api/support': (ids) => ({ query: `project_id=${ids.projectId}` }),
  'GET /api/get_project_questionnarie': (ids) => ({ query: `project_id=${ids.projectId}` }),
  'GET /api/step': (ids) => ({ query: `project_id=${ids.projectId}&step_id=eligibility` }),
  'GET /api/section': (ids) => ({ query: `assessment_id=${ids.assessmentId}&section_id=team` }),
  'GET /api/assessment': (ids) => ({ query: `id=${ids.assessmentId}` }),
  'PATCH /api/assessment': (ids) => ({ json: { id: ids.assessmentId, current_section: 'team' } }),
  'POST /api/assessment': (ids) => ({ json: { id: ids.assessmentId, action: 'complete' } }),
  'PUT /api/question': (ids) => ({ json: { assessment_id: ids.assessmentId, question_id: 'project_name', value: 'Hijacked', base_version: 1 } }),
  'DELETE /api/question': (ids) => ({ json: { assessment_id: ids.assessmentId, question_id: 'project_name', base_version: 1 } }),
  'GET /api/autofill': (ids) => ({ query: `assessment_id=${ids.assessmentId}` }),
  'POST /api/autofill': (ids) => ({ json: { assessment_id: ids.assessmentId } }),
  'PUT /api/autofill': (ids) => ({ json: { assessment_id: ids.assessmentId, decisions: [{ proposal_id: ids.fileId, accept: true }] } }),
  'GET /api/compute': (ids) => ({ query: `project_id=${ids.projectId}` }),
  'POST /api/compute': (ids) => ({ json: { project_id: ids.projectId } }),
  'GET /api/publication': (ids) => ({ query: `project_id=${ids.projectId}` }),
  'PUT /api/publication': (ids) => ({ json: publicationBody(ids.projectId, { title: 'Taken over' }) }),
  'POST /api/publication': (ids) => ({ json: { project_id: ids.projectId, action: 'close' } }),
  'GET /api/internal/publication': () => ({}),
  'POST /api/internal/publication': () => ({ json: { publication_id: UNKNOWN_ID, decision: 'approve' } }),
  'GET /api/opportunity': () => ({}),
  'PUT /api/opportunity': () => ({ json: { opportunity_id: crypto.randomUUID(), saved: true } }),
  'GET /api/opportunity/documents': () => ({ query: `opportunity_id=${crypto.randomUUID()}` }),
  'GET /api/investor': () => ({}),
  'PUT /api/investor': () => ({ json: investorBody }),
  'GET /api/investor/home': () => ({}),
  'GET /api/internal/investor': () => ({}),
  'POST /api/internal/activate': () => ({ json: { investor_id: UNKNOWN_ID, decision: 'activate' } }),
  'GET /api/investor_details': () => ({ query: `investor_id=${UNKNOWN_ID}` }),
  'GET /api/request': () => ({}),
  'POST /api/request': () => ({ json: { opportunity_id: UNKNOWN_ID, message: 'What is the offtake?' } }),
  'PUT /api/request': () => ({ json: { request_id: UNKNOWN_ID, message: 'An answer' } }),
  'GET /api/request/thread': () => ({ query: `id=${UNKNOWN_ID}` }),
  'GET /api/request/unread': () => ({}),
  ...callsOf(commitmentsMatrix(UNKNOWN_ID)),
  'POST /api/sign-and-commit-opp/verify': () => ({ form: upload({}, PDF, 'copy.pdf', 'application/pdf') }),
  ...callsOf(dataroomMatrix(UNKNOWN_ID, (data) => upload(data, PDF, 'plan.pdf', 'application/pdf'))),
  'GET /api/monitoring/create': (ids) => ({ query: `project_id=${ids.projectId}` }),
  'POST /api/monitoring/create': (ids) => ({ json: { project_id: ids.projectId } }),
  'GET /api/monitoring/sites': (ids) => ({ query: `monitoring_id=${ids.monitoringId}` }),
  'POST /api/monitoring/sites': (ids) => ({ json: { monitoring_id: ids.monitoringId, ...siteBody } }),
  'PUT /api/monitoring/sites': (ids) => ({ json: { site_id: ids.siteId, ...siteBody } }),
  'DELETE /api/monitoring/sites': (ids) => ({ json: { site_id: ids.siteId } }),
  'GET /api/monitoring/reactor': (ids) => ({ query: `reactor_id=${ids.reactorId}` }),
  'POST /api/monitoring/reactor': (ids) => ({ json: { site_id: ids.siteId, name: 'Taken over' } }),
  'PUT /api/monitoring/reactor': (ids) => ({ json: { reactor_id: ids.reactorId, name: 'Taken over' } }),
  'DELETE /api/monitoring/reactor': (ids) => ({ json: { reactor_id: ids.reactorId } }),
  'POST /api/monitoring/reactor/parameters': (ids) => ({ json: { reactor_id: ids.reactorId, ...parameterBody } }),
  'PUT /api/monitoring/reactor/parameters': (ids) => ({ json: { parameter_id: ids.parameterId, ...parameterBody } }),
  'DELETE /api/monitoring/reactor/parameters': (ids) => ({ json: { parameter_id: ids.parameterId, confirm_name: 'temperature' } }),
  'GET /api/monitoring/reactor/parameters/removed': (ids) => ({ query: `reactor_id=${ids.reactorId}` }),
  'POST /api/monitoring/reactor/parameters/removed': (ids) => ({ json: { parameter_id: ids.parameterId } }),
  'POST /api/monitoring/reactor/devices': (ids) => ({ json: { reactor_id: ids.reactorId, name: 'Rogue' } }),
  'PUT /api/monitoring/reactor/devices': (ids) => ({ json: { device_id: ids.deviceId, action: 'rotate' } }),
  'POST /api/monitoring/gather-IOT-data': () => ({ json: { readings: [{ parameter: 'temperature', time: '2026-11-20T08:00:00Z', value: 450 }] } }),
  'POST /api/monitoring/measurements/corrections': (ids) => ({
    json: { reactor_id: ids.reactorId, parameter_id: ids.parameterId, time: '2026-11-20T08:00:00Z', value: 985, reason: 'Sensor drift' },
  }),
  'GET /api/monitoring/measurements/corrections': (ids) => ({ query: `reactor_id=${ids.reactorId}` }),
  'GET /api/monitoring/reactor/devices/batches': (ids) => ({ query: `device_id=${ids.deviceId}` }),
  'GET /api/monitoring/measurements': (ids) => ({ query: `reactor_id=${ids.reactorId}&from=2026-01-01T00:00:00Z&to=2027-01-01T00:00:00Z` }),
  'GET /api/monitoring/charts': (ids) => ({ query: `reactor_id=${ids.reactorId}&from=2026-01-01T00:00:00Z&to=2027-01-01T00:00:00Z` }),
  'GET /api/monitoring/livemonitoring': (ids) => ({ query: `reactor_id=${ids.reactorId}` }),
  'GET /api/monitoring/compute': (ids) => ({ query: `reactor_id=${ids.reactorId}&from=2026-01-01T00:00:00Z&to=2027-01-01T00:00:00Z` }),
  'GET /api/monitoring/templates': () => ({}),
  'GET /api/monitoring/fleet': () => ({}),
  'GET /api/monitoring/fleet/alarms': () => ({}),
  'GET /api/monitoring/gather-form-data': (ids) => ({ query: `reactor_id=${ids.reactorId}` }),
  'POST /api/monitoring/gather-form-data': (ids) => ({
    json: { entry_id: crypto.randomUUID(), template_id: ids.templateId, reactor_id: ids.reactorId, measured_at: '2026-11-20T08:00:00Z', answers: {} },
  }),
  'GET /api/monitoring/alarms': (ids) => ({ query: `reactor_id=${ids.reactorId}&state=all` }),
  'PUT /api/monitoring/alarms': (ids) => ({ json: { alarm_id: ids.alarmId, action: 'acknowledge', note: 'seen' } }),
  'GET /api/monitoring/alarms/rules': (ids) => ({ query: `reactor_id=${ids.reactorId}` }),
  'POST /api/monitoring/alarms/rules': (ids) => ({ json: { parameter_id: ids.parameterId, kind: 'rate_of_change', max_rate_per_min: 5 } }),
  'PUT /api/monitoring/alarms/rules': (ids) => ({ json: { rule_id: ids.ruleId, enabled: false } }),
  'DELETE /api/monitoring/alarms/rules': (ids) => ({ json: { rule_id: ids.ruleId } }),
  'POST /api/monitoring/alarms/acknowledge-cleared': (ids) => ({ json: { reactor_id: ids.reactorId, note: 'all seen' } }),
  'GET /api/monitoring/alarms/summary': (ids) => ({ query: `monitoring_id=${ids.monitoringId}` }),
  'GET /api/monitoring/alarms/notifications': (ids) => ({ query: `monitoring_id=${ids.monitoringId}` }),
  'PUT /api/monitoring/alarms/notifications': (ids) => ({ json: { monitoring_id: ids.monitoringId, severities: ['critical'] } }),
  'GET /api/internal/config/snapshots': () => ({}),
  'POST /api/internal/config/snapshots/archive': () => ({ json: { name: 'release-1', etag: 'abc' } }),
  'GET /api/internal/config/snapshots/compare': () => ({ query: 'from=release-1&to=release-2' }),
  'GET /api/internal/config/maintenance': () => ({}),
  'PUT /api/internal/config/maintenance': () => ({ json: { on: false } }),
  'GET /api/internal/console': () => ({}),
};

/** The OpenAPI document's operations, with the access class each declares (`x-access`) and the record it names. */
export interface DocumentedOperation {
  key: string;
  method: string;
  path: string;
  access: string | undefined;
  record: string | undefined;
  security: Record<string, string[]>[] | undefined;
}

export async function documentedOperations(t: TestApp): Promise<DocumentedOperation[]> {
  type Operation = { security?: Record<string, string[]>[]; 'x-access'?: string; 'x-access-record'?: string };
  const document = (await (await t.request('/openapi.json')).json()) as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      access: operation['x-access'],
      record: operation['x-access-record'],
      security: operation.security,
    })),
  );
}

/** A project of `owner` with one record of every kind (assessment, file, transfer, share, monitoring set-up, alarm). */
export async function stageProject(t: TestApp, owner: { token: string }, name: string, readerEmail: string): Promise<Ids> {
  const template = await templateId(t);
  const project = await createProject(t, owner.token, template, name);
  const assessmentId = assessmentOf(project, 'project_profile');
  await answer(t, owner.token, assessmentId, 'project_name', name);
  const uploaded = await t.request('/files', { method: 'POST', token: owner.token, body: upload({ project_id: project.id }, PDF, 'audit.pdf', 'application/pdf')() });
  const file = (await uploaded.json()) as ProjectFile;
  const transfer = (await (
    await t.request('/ownership', { token: owner.token, json: { project_id: project.id, email: `heir.${project.id}@example.test` } })
  ).json()) as OwnershipTransfer;
  const monitored = await monitorProject(t, owner.token, project.id);
  const rule = (await (await t.request('/monitoring/alarms/rules', { token: owner.token, json: { parameter_id: monitored.temperature.id, kind: 'out_of_range' } })).json()) as {
    id: string;
  };
  await t.request('/monitoring/gather-IOT-data', {
    headers: { 'device-key': monitored.device.key },
    json: { readings: [{ parameter: 'temperature', time: '2026-11-20T08:00:00Z', value: 990 }] },
  });
  const [alarm] = (await (await t.request(`/monitoring/alarms?reactor_id=${monitored.reactor.id}`, { token: owner.token })).json()) as { id: string }[];
  const batch = (await (
    await t.request('/monitoring/batches', { token: owner.token, json: { reactor_id: monitored.reactor.id, started_at: '2026-11-20T06:00:00Z', feedstock: 'wood_chips' } })
  ).json()) as { id: string };
  const artefact = (await (
    await t.request('/monitoring/artefacts', {
      method: 'POST',
      token: owner.token,
      body: upload({ monitoring_id: monitored.monitoring.id }, PDF, 'permit.pdf', 'application/pdf')(),
    })
  ).json()) as { id: string };
  const evidence = (await (
    await t.request('/monitoring/evidences', {
      token: owner.token,
      json: { monitoring_id: monitored.monitoring.id, batch_id: batch.id, kind: 'kiln_serial', recorded_at: '2026-11-20T08:00:00Z', figures: { serial: 'PK-1' } },
    })
  ).json()) as { id: string };
  const grant = (await (
    await t.request('/share', { token: owner.token, json: { kind: 'invite', project_id: project.id, email: readerEmail, right: 'read' } })
  ).json()) as CreatedShare;
  return {
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
    deviceKey: monitored.device.key,
    ruleId: rule.id,
    alarmId: alarm.id,
    batchId: batch.id,
    artefactId: artefact.id,
    evidenceId: evidence.id,
    todoId: await stageTodo(t, owner.token, project.id),
  };
}

/** Sends an operation's request, built from `ids`, as the caller of `token` (or a device key). */
export function sendCall(
  t: TestApp,
  operation: { method: string; path: string; key: string },
  ids: Ids,
  token: string | undefined,
  headers?: Record<string, string>,
): Promise<Response> {
  const call = CALLS[operation.key](ids);
  const route = operation.path.replace(/^\/api/, '');
  const path = call.query ? `${route}?${call.query}` : route;
  return t.request(path, { method: operation.method, token, headers, json: call.json, body: call.form?.() });
}
