// Issue 12: the two sides of raising investment beyond the owner — an editor writes and answers, a reader only reads —
// what a publication needs before it goes to staff, and mail in each recipient's own language.
import type { InformationRequest } from '@/lib/schemas/information-requests';
import type { OpportunityList, Publication } from '@/lib/schemas/opportunities';
import { errorMessage, type TestApp } from './helpers/app';
import { castOf, investmentApp, investorBody, publicationBody, publish, recordingMailer, storeResults, type Cast } from './helpers/opportunities';
import { createProject, templateId } from './helpers/projects';

jest.setTimeout(120_000);

let t: TestApp;
let mail: ReturnType<typeof recordingMailer>;
let cast: Cast;
let editor: string;
let reader: string;

beforeAll(async () => {
  ({ t, mail } = await investmentApp());
  cast = await castOf(t);
  editor = (await t.signIn({ name: 'Eve Editor', email: 'eve@example.test' })).token;
  reader = (await t.signIn({ name: 'Rita Reader', email: 'rita@example.test' })).token;
  for (const [email, right] of [
    ['eve@example.test', 'edit'],
    ['rita@example.test', 'read'],
  ]) {
    const shared = await t.request('/share', { token: cast.owner, json: { kind: 'invite', project_id: cast.projectId, email, right } });
    expect(shared.status).toBe(200);
  }
});

afterAll(async () => {
  await t?.close();
});

describe('before a publication goes to staff', () => {
  it('needs computed results, and teaser documents that are the project’s files', async () => {
    const project = await createProject(t, cast.owner, await templateId(t), 'Never computed');
    const draft = await t.request('/publication', { method: 'PUT', token: cast.owner, json: publicationBody(project.id) });
    expect(((await draft.json()) as Publication).removals_per_year).toBeNull();
    const submit = await t.request('/publication', { token: cast.owner, json: { project_id: project.id, action: 'submit' } });
    expect(submit.status).toBe(409);
    expect(await errorMessage(submit)).toBe('Compute the project’s results before submitting its publication');
    const foreign = await t.request('/publication', {
      method: 'PUT',
      token: cast.owner,
      json: publicationBody(project.id, { teaser_file_ids: ['00000000-0000-4000-8000-000000000000'] }),
    });
    expect(foreign.status).toBe(400);
    const empty = await t.request('/publication', { token: cast.owner, json: { project_id: cast.projectId, action: 'close' } });
    expect(empty.status).toBe(404);
  });
});

describe('editors and readers of the project', () => {
  let opportunityId: string;
  let thread: InformationRequest;

  it('let an editor write and submit, and tell the editor, the owner and staff', async () => {
    const written = await t.request('/publication', { method: 'PUT', token: editor, json: publicationBody(cast.projectId) });
    expect(written.status).toBe(200);
    const before = mail.sent.length;
    const submitted = await t.request('/publication', { token: editor, json: { project_id: cast.projectId, action: 'submit' } });
    expect(submitted.status).toBe(200);
    expect(
      mail.sent
        .slice(before)
        .map((message) => message.to)
        .sort(),
    ).toEqual(['dana@example.test', 'eve@example.test', 'staff@groundwork.test']);
    opportunityId = ((await submitted.json()) as Publication).id;
    await t.request('/internal/publication', { token: cast.staff, json: { publication_id: opportunityId, decision: 'approve' } });
  });

  it('let a reader read the publication and the threads, and refuse them every change with 403', async () => {
    expect((await t.request(`/publication?project_id=${cast.projectId}`, { token: reader })).status).toBe(200);
    thread = (await (
      await t.request('/request', { token: cast.activated, json: { opportunity_id: opportunityId, message: 'What is the feedstock?' } })
    ).json()) as InformationRequest;
    for (const [method, path, json] of [
      ['PUT', '/publication', publicationBody(cast.projectId, { title: 'Reader’s title' })],
      ['POST', '/publication', { project_id: cast.projectId, action: 'close' }],
      ['PUT', '/request', { request_id: thread.id, message: 'A reader’s answer' }],
    ] as const) {
      expect([method, path, (await t.request(path, { method, token: reader, json })).status]).toEqual([method, path, 403]);
    }
    const readerView = (await (await t.request(`/request?opportunity_id=${opportunityId}`, { token: reader })).json()) as InformationRequest[];
    expect(readerView).toEqual([]);
  });

  it('let an editor list every thread of the opportunity and answer', async () => {
    const listed = (await (await t.request(`/request?opportunity_id=${opportunityId}`, { token: editor })).json()) as InformationRequest[];
    expect(listed.map((item) => [item.id, item.side])).toEqual([[thread.id, 'developer']]);
    const answered = await t.request('/request', { method: 'PUT', token: editor, json: { request_id: thread.id, message: 'Vineyard prunings.' } });
    expect(answered.status).toBe(200);
    expect(((await answered.json()) as InformationRequest).messages.map((message) => [message.author_side, message.author_name])).toEqual([
      ['investor', 'Abel Activated'],
      ['developer', 'Eve Editor'],
    ]);
  });
});

describe('mail in the recipient’s language', () => {
  it('writes to a French investor and a French developer in French', async () => {
    const investor = await t.signIn({ name: 'Françoise', email: 'francoise@example.test', tfp: 'investors' });
    expect((await t.request('/me', { method: 'PUT', token: investor.token, json: { language: 'fr' } })).status).toBe(200);
    await t.request('/investor', { method: 'PUT', token: investor.token, json: investorBody });
    await t.request('/internal/activate', { token: cast.staff, json: { investor_id: investor.id, decision: 'activate' } });
    expect(mail.sent.at(-1)).toMatchObject({ to: 'francoise@example.test', subject: 'Votre compte investisseur est actif' });

    const french = await castOf(t);
    await t.request('/me', { method: 'PUT', token: french.owner, json: { language: 'fr' } });
    const id = await publish(t, french);
    expect(mail.sent.at(-1)).toMatchObject({ to: 'dana@example.test', subject: '« Loire biochar, phase 2 » est publiée' });
    await t.request('/request', { token: investor.token, json: { opportunity_id: id, message: 'Quel est le prix ?' } });
    expect(mail.sent.at(-1)).toMatchObject({ to: 'dana@example.test', subject: 'Un investisseur vous écrit au sujet de « Loire biochar, phase 2 »' });
  });
});

describe('the full list', () => {
  it('sorts and pages', async () => {
    const template = await templateId(t);
    const small = await createProject(t, cast.owner, template, 'Small kiln');
    const large = await createProject(t, cast.owner, template, 'Large kiln');
    await storeResults(t, small.id, 75);
    await storeResults(t, large.id, 95);
    await publish(t, { ...cast, projectId: small.id }, { title: 'Small kiln', ticket_min: 10_000, ticket_max: 50_000 });
    await publish(t, { ...cast, projectId: large.id }, { title: 'Large kiln', ticket_min: 5_000_000, ticket_max: 9_000_000 });
    const titles = async (query: string) => {
      const body = (await (await t.request(`/opportunity?${query}`, { token: cast.activated })).json()) as OpportunityList;
      return [body.total, body.page, body.page_size, body.items.map((item) => item.title)];
    };
    const total = ((await (await t.request('/opportunity', { token: cast.activated })).json()) as OpportunityList).total;
    expect(await titles('sort=ticket_asc&page_size=1')).toEqual([total, 1, 1, ['Small kiln']]);
    expect(await titles('sort=ticket_desc&page_size=1')).toEqual([total, 1, 1, ['Large kiln']]);
    expect(await titles(`sort=ticket_asc&page_size=1&page=${total}`)).toEqual([total, total, 1, ['Large kiln']]);
    expect(await titles('ticket_min=2000000&ticket_max=6000000')).toEqual([1, 1, 20, ['Large kiln']]);
  });
});
