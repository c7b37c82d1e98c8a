import type { AssessmentDetail } from '@/lib/schemas/assessments';
import type { ProjectDetail } from '@/lib/schemas/projects';
import type { TemplateQuestion } from '@/lib/schemas/templates';
import { createTestApp, type TestApp } from './helpers/app';
import { createProject, openAssessment, templateId } from './helpers/projects';
import { serveOverNode, type ServedApp } from './security-served';
import { databaseFingerprint } from './security-state';

// Bad input a client can send at will must get a clear 4xx and change nothing (issue 10, defect 5). Sent over a
// socket to the app served as production serves it, where CSV mode's body used to crash.

jest.setTimeout(60_000);

let t: TestApp;
let served: ServedApp;
let owner: { token: string; id: string };
let project: ProjectDetail;
let assessment: AssessmentDetail;

const NUL = '\\u0000';
const LONE_SURROGATE = '\\ud800';

beforeAll(async () => {
  t = await createTestApp();
  served = await serveOverNode(t);
  owner = await t.signIn({ name: 'Owner' });
  project = await createProject(t, owner.token, await templateId(t), 'Plant');
  const first = project.steps[0].assessments[0];
  assessment = await openAssessment(t, owner.token, first.id);
});

afterAll(async () => {
  await served?.close();
  await t?.close();
});

function question(predicate: (question: TemplateQuestion) => boolean): TemplateQuestion {
  const found = assessment.sections.flatMap((section) => section.questions).find(predicate);
  if (!found) throw new Error('No such question in the first assessment');
  return found;
}

/** Sends a JSON text (escapes kept as written) and expects a 4xx with a message, and no change in the database. */
async function expectRefused(path: string, method: string, text: string, options: { token?: string; contentType?: string } = {}) {
  const before = await databaseFingerprint(t);
  const response = await served.send(path, {
    method,
    token: options.token,
    headers: { 'content-type': options.contentType ?? 'application/json' },
    text,
  });
  const body = (await response.json()) as { detail?: { message?: string } };
  expect([path, response.status]).toEqual([path, expect.any(Number)]);
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  expect(body.detail?.message).toEqual(expect.any(String));
  expect(await databaseFingerprint(t)).toEqual(before);
  return { status: response.status, message: body.detail?.message ?? '' };
}

describe('CSV mode (Content-Type: text/csv) on write routes', () => {
  it('refuses a bad payload with 4xx, with or without a token', async () => {
    for (const [path, method] of [
      ['/create_project', 'POST'],
      ['/project', 'PUT'],
      ['/question', 'PUT'],
      ['/share', 'POST'],
    ]) {
      const anonymous = await expectRefused(path, method, '{"name":"x"}', { contentType: 'text/csv' });
      expect(anonymous.status).toBe(401);
      await expectRefused(path, method, 'not json at all', { contentType: 'text/csv', token: owner.token });
    }
  });

  it('still reads a JSON payload labelled text/csv (the seed’s CSV mode)', async () => {
    const response = await served.send('/project', {
      method: 'PUT',
      token: owner.token,
      headers: { 'content-type': 'text/csv' },
      text: JSON.stringify({ id: project.id, name: 'Renamed in CSV mode' }),
    });
    expect(response.status).toBe(200);
    const reread = await t.request(`/project?id=${project.id}`, { token: owner.token });
    expect(((await reread.json()) as ProjectDetail).name).toBe('Renamed in CSV mode');
  });
});

describe('a NUL character or a lone surrogate in text', () => {
  it('is refused with 400 naming the field, in every text that reaches the database', async () => {
    const text = question((q) => q.type === 'short_text' && !q.validation?.pattern);
    const cases: [string, string, string][] = [
      ['/create_project', 'POST', `{"name":"Plant${NUL}","template_id":"${project.template.id}"}`],
      ['/project', 'PUT', `{"id":"${project.id}","name":"Plant${NUL}"}`],
      ['/profiles', 'PUT', `{"bio":"About us${NUL}"}`],
      ['/share', 'POST', `{"kind":"access_key","project_id":"${project.id}","label":"Key${NUL}","right":"read"}`],
      ['/support', 'POST', `{"project_id":"${project.id}","subject":"Help","message":"Hello${NUL}"}`],
      ['/question', 'PUT', `{"assessment_id":"${assessment.id}","question_id":"${text.id}","value":"Text${NUL}","base_version":0}`],
      ['/question', 'PUT', `{"assessment_id":"${assessment.id}","question_id":"${text.id}","value":"Text${LONE_SURROGATE}","base_version":0}`],
      ['/question', 'PUT', `{"assessment_id":"${assessment.id}","question_id":"${text.id}","value":[{"a${NUL}":"cell"}],"base_version":0}`],
      ['/question', 'PUT', `{"assessment_id":"${assessment.id}","question_id":"${text.id}","value":[{"cell":"x${NUL}"}],"base_version":0}`],
    ];
    for (const [path, method, body] of cases) {
      const refused = await expectRefused(path, method, body, { token: owner.token });
      expect([path, refused.status]).toEqual([path, 400]);
      expect(refused.message).toMatch(/NUL character|lone UTF-16 surrogate/);
    }
  });

  it('refuses %00 in the query string (search=%00) with 400', async () => {
    const response = await served.send('/projects?search=%00', { token: owner.token });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { detail: { message: string } }).detail.message).toMatch(/NUL/);
  });

  it('keeps ordinary text with escapes and non-Latin letters', async () => {
    const response = await served.send('/project', {
      method: 'PUT',
      token: owner.token,
      headers: { 'content-type': 'application/json' },
      text: `{"id":"${project.id}","name":"Usine \\u00e9t\\u00e9 \\ud83c\\udf31 生物炭"}`,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as ProjectDetail).name).toBe('Usine été 🌱 生物炭');
  });
});

describe('numbers out of range', () => {
  it('refuses a base_version of 2^31 or more on PUT and DELETE /question with 400', async () => {
    const text = question((q) => q.type === 'short_text' && !q.validation?.pattern);
    const body = (baseVersion: number) => JSON.stringify({ assessment_id: assessment.id, question_id: text.id, value: 'Some text', base_version: baseVersion });
    for (const method of ['PUT', 'DELETE']) {
      for (const version of [2 ** 31, 2 ** 53]) {
        const refused = await expectRefused('/question', method, body(version), { token: owner.token });
        expect(refused.status).toBe(400);
        expect(refused.message).toMatch(/base_version is at most 2147483647/);
      }
    }
  });
});

describe('a known route called with a method it does not serve', () => {
  it('answers 405 with Allow', async () => {
    const response = await served.send('/create_project', { method: 'GET', token: owner.token });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    const project = await served.send('/project', { method: 'PATCH', token: owner.token, text: '{}', headers: { 'content-type': 'application/json' } });
    expect(project.status).toBe(405);
    expect(project.headers.get('allow')).toBe('DELETE, GET, HEAD, PUT');
    expect(((await project.json()) as { detail: { message: string } }).detail.message).toMatch(/PATCH is not served at \/api\/project/);
  });

  it('still answers 404 for a path the API does not know', async () => {
    expect((await served.send('/no-such-route', { method: 'GET' })).status).toBe(404);
  });
});
