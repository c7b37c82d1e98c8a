// Issue 21, items 5, 11 and 17 (requirements ): a publication's saves carry the version they
// read (a stale one gets 409 naming the fields saved meanwhile), each save is its own audit entry, refused fields
// come as a message key and a path, and staff unpublish a listed opportunity with a reason the developer reads.
import { eq } from 'drizzle-orm';
import type { OpportunityList, Publication } from '@/lib/schemas/opportunities';
import { auditEvents } from '@/server/db/schema';
import type { TestApp } from './helpers/app';
import { castOf, investmentApp, publicationBody, publish, recordingMailer, type Cast } from './helpers/opportunities';

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

const trail = async (targetId: string) =>
  (await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, targetId)).orderBy(auditEvents.seq)).map((event) => ({
    action: event.action,
    details: event.details as Record<string, unknown>,
  }));

const save = (json: Record<string, unknown>) =>
  call<Publication & { detail: Record<string, unknown> }>('/publication', cast.owner, { method: 'PUT', json: publicationBody(cast.projectId, json) });

describe('two editors of one publication', () => {
  let id: string;

  it('creates at version 1 and refuses a second creation that read no publication', async () => {
    const first = await save({ base_version: 0 });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(1);
    id = first.body.id;
    const again = await save({ base_version: 0, title: 'Another title' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatchObject({ code: 'publication_conflict', current: { id, version: 1 } });
  });

  it('refuses the stale save of the second tab, naming the fields the first one changed, and changes nothing', async () => {
    const tabA = await save({ base_version: 1, ticket_min: 3_500_000, ticket_max: 5_000_000 });
    expect([tabA.status, tabA.body.version, tabA.body.ticket_min]).toEqual([200, 2, 3_500_000]);
    const tabB = await save({ base_version: 1, title: 'Loire biochar, phase 2 (tab B)' });
    expect(tabB.status).toBe(409);
    expect(tabB.body.detail).toMatchObject({ code: 'publication_conflict', changed_fields: ['ticket_min', 'ticket_max'], current: { version: 2, ticket_min: 3_500_000 } });
    expect(tabB.body.detail.message).toContain('ticket_min');
    const stored = await call<Publication>(`/publication?project_id=${cast.projectId}`, cast.owner);
    expect([stored.body.title, stored.body.ticket_min, stored.body.version]).toEqual(['Loire biochar, phase 2', 3_500_000, 2]);
  });

  it('keeps both changes when the second tab saves again at the current version, each save its own audit entry', async () => {
    const kept = await save({ base_version: 2, ticket_min: 3_500_000, ticket_max: 5_000_000, title: 'Loire biochar, phase 2 (tab B)' });
    expect([kept.status, kept.body.version, kept.body.title, kept.body.ticket_min]).toEqual([200, 3, 'Loire biochar, phase 2 (tab B)', 3_500_000]);
    const stale = await save({ base_version: 1, summary: 'Late.' });
    expect(stale.body.detail).toMatchObject({ changed_fields: ['title', 'ticket_min', 'ticket_max'] });
    expect(await trail(id)).toEqual([
      { action: 'publication.create', details: expect.objectContaining({ version: 1 }) },
      { action: 'publication.save', details: expect.objectContaining({ version: 2, changed_fields: ['ticket_min', 'ticket_max'] }) },
      { action: 'publication.save', details: expect.objectContaining({ version: 3, changed_fields: ['title'] }) },
    ]);
  });

  it('still saves without a version (clients that do not read first), recording the save', async () => {
    const unchecked = await save({ ticket_min: 3_500_000, ticket_max: 5_000_000, title: 'Loire biochar, phase 2 (tab B)', summary: 'Offtake signed.' });
    expect([unchecked.status, unchecked.body.version]).toEqual([200, 4]);
    expect((await trail(id)).at(-1)).toEqual({ action: 'publication.save', details: expect.objectContaining({ version: 4, changed_fields: ['summary'] }) });
  });
});

describe('refused fields come as a path and a message key the client translates', () => {
  it('names the field, its key and its values for a validation failure', async () => {
    const refused = await call<{ detail: { code: string; message: string; issues: unknown[] } }>('/publication', cast.owner, {
      method: 'PUT',
      json: publicationBody(cast.projectId, { ticket_min: 2_000_000, ticket_max: 1_000, title: '', summary: 'x'.repeat(2001), region: 'mars' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.detail.code).toBe('invalid_fields');
    expect(refused.body.detail.issues).toEqual(
      expect.arrayContaining([
        { field: 'title', key: 'required', message: 'title is required' },
        { field: 'summary', key: 'tooLong', params: { maximum: 2000 }, message: 'summary is at most 2000 characters' },
        expect.objectContaining({ field: 'region', key: 'invalidOption' }),
      ]),
    );
  });

  it('carries the key of a refinement (the ticket range) and of a service’s refusal (an unknown teaser document)', async () => {
    const order = await call<{ detail: { issues: unknown[] } }>('/publication', cast.owner, {
      method: 'PUT',
      json: publicationBody(cast.projectId, { ticket_min: 2_000_000, ticket_max: 1_000 }),
    });
    expect(order.body.detail.issues).toEqual([{ field: 'ticket_max', key: 'ticketOrder', message: 'ticket_min must not exceed ticket_max' }]);
    const file = await call<{ detail: { issues: unknown[] } }>('/publication', cast.owner, {
      method: 'PUT',
      json: publicationBody(cast.projectId, { teaser_file_ids: ['00000000-0000-4000-8000-000000000000'] }),
    });
    expect([file.status, file.body.detail.issues]).toEqual([400, [expect.objectContaining({ field: 'teaser_file_ids', key: 'unknownFile' })]]);
  });
});

describe('staff unpublish a listed opportunity', () => {
  let id: string;

  it('shows staff what an edit changes against the approved version', async () => {
    id = await publish(t, cast);
    const current = await call<Publication>(`/publication?project_id=${cast.projectId}`, cast.owner);
    const edited = await save({ base_version: current.body.version, title: 'Loire biochar, phase 2 (edited)' });
    expect(edited.body).toMatchObject({ status: 'submitted', listed: true, approved: { title: 'Loire biochar, phase 2' } });
    const queue = await call<{ items: Publication[] }>('/internal/publication', cast.staff);
    expect(queue.body.items.map((item) => [item.title, item.approved?.title])).toEqual([['Loire biochar, phase 2 (edited)', 'Loire biochar, phase 2']]);
  });

  it('refuses an unpublication without a reason, and a developer', async () => {
    const noReason = await call<{ detail: { issues: unknown[] } }>('/internal/publication', cast.staff, { json: { publication_id: id, decision: 'unpublish' } });
    expect([noReason.status, noReason.body.detail.issues]).toEqual([400, [expect.objectContaining({ field: 'reason', key: 'required' })]]);
    expect((await t.request('/internal/publication', { token: cast.owner, json: { publication_id: id, decision: 'unpublish', reason: 'x' } })).status).toBe(403);
  });

  it('takes it off the list, sends it back to the developer with the reason by mail, and records it', async () => {
    const before = mail.sent.length;
    const done = await call<Publication>('/internal/publication', cast.staff, { json: { publication_id: id, decision: 'unpublish', reason: 'The offtake contract has lapsed.' } });
    expect(done.body).toMatchObject({ status: 'rejected', listed: false, rejection_reason: 'The offtake contract has lapsed.', approved: null });
    expect((await call<OpportunityList>('/opportunity', cast.activated)).body.items).toEqual([]);
    expect(mail.sent.slice(before)).toEqual([
      expect.objectContaining({
        to: 'dana@example.test',
        subject: '“Loire biochar, phase 2 (edited)” is no longer published',
        text: expect.stringContaining('The offtake contract has lapsed.'),
      }),
    ]);
    expect((await trail(id)).at(-1)).toEqual({
      action: 'publication.unpublish',
      details: expect.objectContaining({ reason: 'The offtake contract has lapsed.', from: 'submitted' }),
    });
    const twice = await t.request('/internal/publication', { token: cast.staff, json: { publication_id: id, decision: 'unpublish', reason: 'Again' } });
    expect(twice.status).toBe(409);
  });
});
