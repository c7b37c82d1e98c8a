// Issue 21, items 1 and 10 (requirements ): questions have a page of their own for both sides, an
// inbox with open ones first and their age, unread counts for the navigation, threads per document (teaser and data
// room), no reply once staff withdraw an activation, and a rate limit per user with one mail per burst.
import { count, sql } from 'drizzle-orm';
import { QUESTION_BURST, type InformationRequest, type UnreadQuestions } from '@/lib/schemas/information-requests';
import { requestMessages } from '@/server/db/schema';
import type { TestApp } from './helpers/app';
import { buildRoom, form, grant, grantedInvestor, json, pdfOf, requestRoom, type Room } from './helpers/dataroom';
import { castOf, publish, recordingMailer, type Cast } from './helpers/opportunities';
import { createTestApp } from './helpers/app';

jest.setTimeout(180_000);

describe('questions: the thread page, the inbox, unread counts, documents, withdrawal, rate limit', () => {
  const outbox = recordingMailer();
  let t: TestApp;
  let cast: Cast;
  let opportunityId: string;
  let teaserId: string;
  let room: Room;
  let gina: { token: string; id: string };

  const ask = (token: string, body: Record<string, unknown>) => t.request('/request', { token, json: { opportunity_id: opportunityId, ...body } });
  const reply = (token: string, requestId: string, message: string) => t.request('/request', { method: 'PUT', token, json: { request_id: requestId, message } });
  const thread = (token: string, id: string) => t.request(`/request/thread?id=${id}`, { token });
  const unread = async (token: string) => json<UnreadQuestions>(await t.request('/request/unread', { token }));
  const inbox = async (token: string) => json<InformationRequest[]>(await t.request('/request', { token }));
  const messageCount = async () => Number((await t.database.db.select({ n: count() }).from(requestMessages))[0]?.n);

  beforeAll(async () => {
    t = await createTestApp({ deps: () => ({ mailer: outbox }) });
    cast = await castOf(t);
    const teaser = await json<{ id: string }>(
      await t.request('/files', { method: 'POST', token: cast.owner, body: form({ project_id: cast.projectId }, await pdfOf(1), 'offtake-letter.pdf', 'application/pdf') }),
    );
    teaserId = teaser.id;
    opportunityId = await publish(t, cast, { teaser_file_ids: [teaserId] });
    room = await buildRoom(t, cast, opportunityId);
    gina = await grantedInvestor(t);
    const request = await requestRoom(t, gina, opportunityId);
    expect((await grant(t, cast.owner, { request_id: request.id, folder_id: room.folderA })).status).toBe(200);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('opens a thread per document of the data room, naming it, and the page reads it for both sides only', async () => {
    const asked = await json<InformationRequest>(await ask(gina.token, { message: 'What is the kiln’s throughput?', document: { kind: 'dataroom', file_id: room.fileA.id } }));
    expect(asked.subject).toEqual({ kind: 'dataroom', file_id: room.fileA.id, file_name: 'kiln-design.pdf' });
    const general = await json<InformationRequest>(await ask(gina.token, { message: 'Who buys the heat?' }));
    expect(general.id).not.toBe(asked.id);
    expect(general.subject).toEqual({ kind: 'opportunity', file_id: null, file_name: null });
    const teaser = await json<InformationRequest>(await ask(gina.token, { message: 'Is the letter binding?', document: { kind: 'teaser', file_id: teaserId } }));
    expect(teaser.subject).toMatchObject({ kind: 'teaser', file_name: 'offtake-letter.pdf' });
    // The same subject again adds to its thread.
    const again = await json<InformationRequest>(await ask(gina.token, { message: 'And its uptime?', document: { kind: 'dataroom', file_id: room.fileA.id } }));
    expect(again.id).toBe(asked.id);
    expect(again.messages.map((message) => message.body)).toEqual(['What is the kiln’s throughput?', 'And its uptime?']);

    const seenByOwner = await json<InformationRequest>(await thread(cast.owner, asked.id));
    expect(seenByOwner).toMatchObject({ side: 'developer', investor_name: 'Gina Granted', project_id: cast.projectId, open: true, subject: { file_name: 'kiln-design.pdf' } });
    expect((await json<InformationRequest>(await thread(gina.token, asked.id))).side).toBe('investor');
    for (const token of [cast.other, cast.activated, cast.investor]) expect((await thread(token, asked.id)).status).toBe(404);
    expect((await thread(cast.owner, crypto.randomUUID())).status).toBe(404);
  });

  it('refuses a document the investor may not open: another folder, another kind, another opportunity (404, nothing written)', async () => {
    const before = await messageCount();
    for (const document of [
      { kind: 'dataroom', file_id: room.fileB.id }, // folder B was never granted
      { kind: 'teaser', file_id: room.fileA.id }, // a data-room document is no teaser document
      { kind: 'dataroom', file_id: crypto.randomUUID() },
    ]) {
      const response = await ask(gina.token, { message: 'And this one?', document });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { detail: { reason: string } }).detail.reason).toBe('document_not_found');
    }
    expect((await ask(gina.token, { message: 'x', document: { kind: 'folder', file_id: room.fileA.id } })).status).toBe(400);
    expect(await messageCount()).toBe(before);
  });

  it('lists the inbox open ones first with their age, and counts what is unread on each side', async () => {
    const ownerInbox = await inbox(cast.owner);
    expect(ownerInbox).toHaveLength(3);
    expect(ownerInbox.every((entry) => entry.open && entry.open_since !== null && entry.side === 'developer')).toBe(true);
    // The longest waiting first.
    expect(ownerInbox.map((entry) => entry.open_since)).toEqual([...ownerInbox.map((entry) => entry.open_since)].sort());
    const [oldest] = ownerInbox;
    // The owner read the data-room thread above; the two others are unread.
    expect(await unread(cast.owner)).toEqual({ threads: 2, messages: 2 });
    expect(await unread(gina.token)).toEqual({ threads: 0, messages: 0 });

    const answered = await json<InformationRequest>(await reply(cast.owner, oldest.id, 'About 1.2 t an hour.'));
    expect(answered).toMatchObject({ open: false, open_since: null });
    expect(await unread(gina.token)).toEqual({ threads: 1, messages: 1 });
    const ginaInbox = await inbox(gina.token);
    expect(ginaInbox.find((entry) => entry.id === oldest.id)).toMatchObject({ unread: 1, open: false, side: 'investor' });
    // Answered threads come after the open ones.
    expect((await inbox(cast.owner)).at(-1)?.id).toBe(oldest.id);

    await thread(gina.token, oldest.id);
    expect(await unread(gina.token)).toEqual({ threads: 0, messages: 0 });
    expect((await inbox(gina.token)).find((entry) => entry.id === oldest.id)?.unread).toBe(0);
  });

  it('mails the other side once per burst, with a link to the thread’s page, until they read it', async () => {
    const [first] = await inbox(gina.token);
    // The thread's earlier messages an hour old: the next one starts a burst.
    await t.database.db.update(requestMessages).set({ createdAt: sql`${requestMessages.createdAt} - interval '1 hour'` });
    const before = outbox.sent.length;
    await json<InformationRequest>(await reply(gina.token, first.id, 'One more thing.'));
    await json<InformationRequest>(await reply(gina.token, first.id, 'And another.'));
    const burst = outbox.sent.slice(before);
    expect(burst.map((mail) => mail.to)).toEqual(['dana@example.test']);
    expect(burst[0]?.text).toContain(`/requests/${first.id}`);
    await thread(cast.owner, first.id);
    await json<InformationRequest>(await reply(gina.token, first.id, 'Read, so tell again.'));
    expect(outbox.sent.length).toBe(before + 2);
  });

  it(`refuses more than ${QUESTION_BURST} messages a minute from one user with 429 and Retry-After, then lets them through`, async () => {
    const [first] = await inbox(cast.owner);
    const before = await messageCount();
    await t.database.db.update(requestMessages).set({ createdAt: sql`${requestMessages.createdAt} - interval '1 hour'` });
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let index = 0; index < QUESTION_BURST + 3; index += 1) {
      const response = await reply(cast.owner, first.id, `Answer ${index}`);
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers.get('retry-after');
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(QUESTION_BURST);
    expect(statuses.slice(QUESTION_BURST)).toEqual([429, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    expect(await messageCount()).toBe(before + QUESTION_BURST);
    // The investor's own allowance is untouched; once the minute has passed, the developer writes again.
    expect((await reply(gina.token, first.id, 'Thanks!')).status).toBe(200);
    await t.database.db.update(requestMessages).set({ createdAt: sql`${requestMessages.createdAt} - interval '61 seconds'` });
    expect((await reply(cast.owner, first.id, 'You are welcome.')).status).toBe(200);
  });

  it('refuses the replies and questions of an investor whose activation staff withdrew (403 not_activated), who still reads', async () => {
    const [first] = await inbox(gina.token);
    const withdrawn = await t.request('/internal/activate', { token: cast.staff, json: { investor_id: gina.id, decision: 'deactivate', reason: 'Accreditation withdrawn' } });
    expect(withdrawn.status).toBe(200);
    const before = await messageCount();
    for (const response of [await reply(gina.token, first.id, 'Still there?'), await ask(gina.token, { message: 'A new question' })]) {
      expect(response.status).toBe(403);
      expect(((await response.json()) as { detail: { reason?: string } }).detail.reason).toBe('not_activated');
    }
    expect(await messageCount()).toBe(before);
    expect((await thread(gina.token, first.id)).status).toBe(200);
    // The developer still answers.
    expect((await reply(cast.owner, first.id, 'We will keep your questions.')).status).toBe(200);
  });
});
