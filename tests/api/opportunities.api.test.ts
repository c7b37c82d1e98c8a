// Issue 12, parts 1, 2, 3 and 7: a publication's life (draft → submitted → rejected with a reason → submitted →
// published → edited and resubmitted → closed), investors' activation, the teaser and full lists, and information
// requests, on a real database, with the mail each side receives and the audit trail staff leave.
import { eq } from 'drizzle-orm';
import type { InformationRequest } from '@/lib/schemas/information-requests';
import type { Investor, InvestorDetails } from '@/lib/schemas/investors';
import type { Opportunity, OpportunityList, OpportunityTeaserList, Publication } from '@/lib/schemas/opportunities';
import { auditEvents, users } from '@/server/db/schema';
import { errorMessage, type TestApp } from './helpers/app';
import { castOf, COMPUTED_AT, investmentApp, investorBody, publicationBody, publish, recordingMailer, storeResults, type Cast } from './helpers/opportunities';

jest.setTimeout(120_000);

let t: TestApp;
let mail: ReturnType<typeof recordingMailer>;
let cast: Cast;

beforeAll(async () => {
  ({ t, mail } = await investmentApp());
  cast = await castOf(t);
});

afterAll(async () => {
  await t?.close();
});

async function call<T>(path: string, token: string | undefined, init: { method?: string; json?: unknown } = {}): Promise<{ status: number; body: T }> {
  const response = await t.request(path, { token, ...init });
  return { status: response.status, body: (await response.json()) as T };
}

const auditActions = async (targetId: string) => (await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, targetId))).map((event) => event.action);
const mailTo = (address: string) => mail.sent.filter((message) => message.to === address).map((message) => message.subject);

describe('a publication from draft to closed', () => {
  let id: string;

  it('starts as a draft carrying the figures of the latest results, with the time they were computed', async () => {
    expect((await call(`/publication?project_id=${cast.projectId}`, cast.owner)).body).toBeNull();
    const draft = await call<Publication>('/publication', cast.owner, { method: 'PUT', json: publicationBody(cast.projectId) });
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({
      status: 'draft',
      removals_per_year: 6720,
      price_per_tonne: 150,
      figures_computed_at: COMPUTED_AT,
      listed: false,
      project_name: 'Loire biochar',
    });
    id = draft.body.id;
  });

  it('cannot be submitted while the results are below the readiness threshold', async () => {
    await storeResults(t, cast.projectId, 55);
    const refused = await t.request('/publication', { token: cast.owner, json: { project_id: cast.projectId, action: 'submit' } });
    expect(refused.status).toBe(409);
    expect(await errorMessage(refused)).toContain('below its threshold');
    expect((await call<Publication>(`/publication?project_id=${cast.projectId}`, cast.owner)).body.status).toBe('draft');
    await storeResults(t, cast.projectId, 82);
  });

  it('goes to staff, who reject it with a reason the developer reads by mail', async () => {
    const submitted = await call<Publication>('/publication', cast.owner, { json: { project_id: cast.projectId, action: 'submit' } });
    expect(submitted.body.status).toBe('submitted');
    expect(mailTo('dana@example.test')).toContain('Your publication “Loire biochar, phase 2” is with the Groundwork team');
    const queue = await call<{ items: Publication[] }>('/internal/publication', cast.staff);
    expect(queue.body.items.map((item) => item.id)).toEqual([id]);
    const rejected = await call<Publication>('/internal/publication', cast.staff, { json: { publication_id: id, decision: 'reject', reason: 'Name the offtaker.' } });
    expect(rejected.body).toMatchObject({ status: 'rejected', rejection_reason: 'Name the offtaker.', listed: false });
    expect(mail.sent.at(-1)).toMatchObject({ to: 'dana@example.test', text: expect.stringContaining('Name the offtaker.') });
    const again = await t.request('/internal/publication', { token: cast.staff, json: { publication_id: id, decision: 'approve' } });
    expect(again.status).toBe(409);
  });

  it('is edited, submitted again and approved: published and listed', async () => {
    const edited = await call<Publication>('/publication', cast.owner, {
      method: 'PUT',
      json: publicationBody(cast.projectId, { summary: 'Offtake signed with Vignobles Morin.' }),
    });
    expect(edited.body.status).toBe('draft');
    await call('/publication', cast.owner, { json: { project_id: cast.projectId, action: 'submit' } });
    const approved = await call<Publication>('/internal/publication', cast.staff, { json: { publication_id: id, decision: 'approve' } });
    expect(approved.body).toMatchObject({ status: 'published', listed: true, rejection_reason: null });
    expect(mailTo('dana@example.test')).toContain('“Loire biochar, phase 2” is published');
    expect(await auditActions(id)).toEqual(['publication.create', 'publication.submit', 'publication.reject', 'publication.save', 'publication.submit', 'publication.approve']);
  });

  it('shows visitors and non-activated investors only the public fields', async () => {
    for (const token of [undefined, cast.investor, cast.other]) {
      const teaser = await call<OpportunityTeaserList>('/opportunity', token);
      expect(teaser.body.view).toBe('teaser');
      expect(teaser.body.items).toEqual([{ id, title: 'Loire biochar, phase 2', published_at: expect.any(String), stage: 'development', region: 'europe' }]);
      expect(JSON.stringify(teaser.body)).not.toContain('Vignobles');
      const filtered = await t.request('/opportunity?instrument=equity', { token });
      expect(filtered.status).toBe(token ? 403 : 401);
      expect((await t.request(`/opportunity?id=${id}`, { token })).status).toBe(token ? 403 : 401);
    }
  });

  it('opens in full to an activated investor, who filters, sorts and opens it', async () => {
    const full = await call<OpportunityList>('/opportunity?instrument=equity&region=europe&ticket_min=1000000&removals_min=5000&price_max=200&sort=price_asc', cast.activated);
    expect(full.body.view).toBe('full');
    expect(full.body.items.map((item) => [item.id, item.summary, item.price_per_tonne])).toEqual([[id, 'Offtake signed with Vignobles Morin.', 150]]);
    for (const miss of ['instrument=debt', 'stage=operation', 'ticket_min=2000000', 'ticket_max=100000', 'removals_min=7000', 'price_max=100', 'region=africa']) {
      expect([miss, (await call<OpportunityList>(`/opportunity?${miss}`, cast.activated)).body.total]).toEqual([miss, 0]);
    }
    const one = await call<Opportunity>(`/opportunity?id=${id}`, cast.activated);
    expect(one.body).toMatchObject({ id, ticket_min: 250_000, ticket_max: 1_500_000, currency: 'EUR', removals_per_year: 6720 });
  });

  it('stays listed as approved while an edit of it awaits review, and leaves the list when closed', async () => {
    const resubmitted = await call<Publication>('/publication', cast.owner, {
      method: 'PUT',
      json: publicationBody(cast.projectId, { title: 'Loire biochar, phase 2 (updated)' }),
    });
    expect(resubmitted.body).toMatchObject({ status: 'submitted', listed: true });
    const listed = await call<OpportunityList>('/opportunity', cast.activated);
    expect(listed.body.items.map((item) => item.title)).toEqual(['Loire biochar, phase 2']);
    await call('/internal/publication', cast.staff, { json: { publication_id: id, decision: 'approve' } });
    expect((await call<OpportunityList>('/opportunity', cast.activated)).body.items.map((item) => item.title)).toEqual(['Loire biochar, phase 2 (updated)']);
    const closed = await call<Publication>('/publication', cast.owner, { json: { project_id: cast.projectId, action: 'close' } });
    expect(closed.body).toMatchObject({ status: 'closed', listed: false });
    expect((await call<OpportunityList>('/opportunity', cast.activated)).body.total).toBe(0);
    expect((await t.request(`/opportunity?id=${id}`, { token: cast.activated })).status).toBe(404);
    expect(await auditActions(id)).toEqual(expect.arrayContaining(['publication.resubmit', 'publication.close']));
  });
});

describe('investors', () => {
  it('keep a profile that staff activate or refuse, with mail and the users flag', async () => {
    const newcomer = await t.signIn({ name: 'Nora New', email: 'nora@example.test', tfp: 'investors' });
    expect((await call(`/investor`, newcomer.token)).body).toBeNull();
    const saved = await call<Investor>('/investor', newcomer.token, { method: 'PUT', json: investorBody });
    expect(saved.body).toMatchObject({ status: 'pending', organisation: 'Saumur Climate Capital', instruments: ['equity', 'debt'] });
    const queue = await call<{ items: { user_id: string }[] }>('/internal/investor?search=nora', cast.staff);
    expect(queue.body.items.map((item) => item.user_id)).toEqual([newcomer.id]);
    expect((await call<{ total: number }>('/internal/investor?search=nora&instrument=grant', cast.staff)).body.total).toBe(0);
    const refused = await call<Investor>('/internal/activate', cast.staff, {
      json: { investor_id: newcomer.id, decision: 'refuse', reason: 'We could not check the accreditation.' },
    });
    expect(refused.body).toMatchObject({ status: 'refused', refusal_reason: 'We could not check the accreditation.' });
    expect(mail.sent.at(-1)).toMatchObject({ to: 'nora@example.test', subject: 'Your investor account was not activated' });
    expect((await call<Investor>('/investor', newcomer.token, { method: 'PUT', json: investorBody })).body.status).toBe('pending');
    await call('/internal/activate', cast.staff, { json: { investor_id: newcomer.id, decision: 'activate' } });
    expect(mail.sent.at(-1)).toMatchObject({ to: 'nora@example.test', subject: 'Your investor account is active' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, newcomer.id));
    expect(row.investorActivated).toBe(true);
    expect(await auditActions(newcomer.id)).toEqual(expect.arrayContaining(['investor.refuse', 'investor.activate']));
  });

  it('ask the developer through a thread both sides list and answer', async () => {
    const fresh = await castOf(t);
    const id = await publish(t, fresh);
    const opened = await call<InformationRequest>('/request', fresh.activated, { json: { opportunity_id: id, message: 'Who buys the heat?' } });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ opportunity_id: id, side: 'investor', messages: [{ author_side: 'investor', body: 'Who buys the heat?' }] });
    expect(mail.sent.at(-1)).toMatchObject({ to: 'dana@example.test', subject: 'An investor wrote about “Loire biochar, phase 2”' });
    const seen = await call<InformationRequest[]>('/request', fresh.owner);
    expect(seen.body.map((thread) => [thread.id, thread.side])).toEqual([[opened.body.id, 'developer']]);
    const replied = await call<InformationRequest>('/request', fresh.owner, { method: 'PUT', json: { request_id: opened.body.id, message: 'A greenhouse next door.' } });
    expect(replied.body.messages.map((message) => message.author_side)).toEqual(['investor', 'developer']);
    expect(mail.sent.at(-1)).toMatchObject({ to: 'abel@example.test', text: expect.stringContaining('A greenhouse next door.') });
    const details = await call<InvestorDetails>(`/investor_details?investor_id=${fresh.activatedId}`, fresh.owner);
    expect(details.body).toMatchObject({ organisation: 'Saumur Climate Capital', activated: true, email: 'abel@example.test' });
    expect(details.body).not.toHaveProperty('accreditation');
    expect((await t.request(`/investor_details?investor_id=${fresh.activatedId}`, { token: fresh.other })).status).toBe(404);
    expect((await t.request(`/investor_details?investor_id=${fresh.investorId}`, { token: fresh.owner })).status).toBe(404);
  });
});
