import { eq } from 'drizzle-orm';
import type { StaffSupportThread, SupportInbox, SupportRequest, SupportThread } from '@/lib/schemas/support';
import { backgroundJobs } from '@/server/db/schema';
import { createJobQueue } from '@/server/jobs';
import { createLogger } from '@/server/logger';
import { createMailSender } from '@/server/mail/sender';
import { ESCALATE_JOB, escalateHandler } from '@/server/modules/support/escalation';
import { createSupportMailer } from '@/server/modules/support/mailer';
import { PDF, upload } from './helpers/access-call-parts';
import { ADMIN_EMAIL, createTestApp, TEST_ORIGIN, type TestApp } from './helpers/app';
import { recordingMailer } from './helpers/opportunities';
import { createProject, templateId } from './helpers/projects';

// Issue 24, items 6 and 7 (docs/pending/support.md): a request sent from any page, followed as a thread; staff's inbox
// with states, assignee, internal notes the user never sees, and one escalation mail per staff member when the first
// reply is late by one business day (the job's clock is moved, as the to-dos' reminders' tests do).

jest.setTimeout(120_000);

let t: TestApp;
const mail = recordingMailer();
const logger = createLogger({ level: 'silent' });
let staff: { token: string; id: string };
let second: { token: string; id: string };
let user: { token: string; id: string };

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: `${ADMIN_EMAIL},second.staff@groundwork.test` }, deps: () => ({ mailer: mail }) });
  staff = await t.signIn({ name: 'Sam Staff', email: ADMIN_EMAIL, emailVerified: true });
  second = await t.signIn({ name: 'Second Staff', email: 'second.staff@groundwork.test', emailVerified: true });
  await t.request('/me', { token: second.token, headers: { language: 'fr' } });
  user = await t.signIn({ name: 'Una User', email: 'una@example.test', emailVerified: true });
});

afterAll(async () => {
  await t?.close();
});

const json = async <T>(response: Response): Promise<T> => {
  if (response.status !== 200) throw new Error(`${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
};
const send = (token: string, data: Record<string, unknown>, file = true) =>
  t.request('/jtbd/support', { token, body: file ? upload(data, PDF, 'screen.pdf', 'application/pdf')() : form(data) });
function form(data: Record<string, unknown>): FormData {
  const body = new FormData();
  body.set('data', JSON.stringify(data));
  return body;
}

it('keeps the page, the project and the file; the user follows the thread and never sees internal notes', async () => {
  const project = await createProject(t, user.token, await templateId(t), 'Kiln support');
  const before = mail.sent.length;
  const request = await json<SupportRequest>(
    await send(user.token, { subject: 'Score', message: 'Why is my score low?', page: `/projects/${project.id}/assessments/x`, project_id: project.id }),
  );
  expect(request).toMatchObject({ state: 'new', page: `/projects/${project.id}/assessments/x`, project_name: 'Kiln support' });
  // Every staff member hears of it, each in their language.
  const told = mail.sent.slice(before);
  expect(told.map((message) => message.to).sort()).toEqual(['second.staff@groundwork.test', ADMIN_EMAIL]);
  expect(told.find((message) => message.to === 'second.staff@groundwork.test')?.subject).toBe('Nouvelle demande d’assistance : « Score »');

  const inbox = await json<SupportInbox>(await t.request('/jtbd/support/inbox?state=new', { token: staff.token }));
  expect(inbox.requests.map((item) => item.id)).toContain(request.id);
  expect(inbox.staff.map((member) => member.name).sort()).toEqual(['Sam Staff', 'Second Staff']);

  // Staff: an internal note, then a reply; the user hears of the reply only.
  const note = await t.request('/jtbd/support/inbox/reply', { token: staff.token, body: form({ request_id: request.id, message: 'Check their inputs first', internal: true }) });
  expect(note.status).toBe(200);
  expect(mail.sent.filter((message) => message.to === 'una@example.test')).toHaveLength(0);
  const replied = await json<StaffSupportThread>(
    await t.request('/jtbd/support/inbox/reply', { token: staff.token, body: form({ request_id: request.id, message: 'Answer the questions on heat.' }) }),
  );
  expect(replied.request).toMatchObject({ state: 'waiting', assignee: { id: staff.id } });
  expect(replied.messages.map((message) => [message.from, message.internal])).toEqual([
    ['user', false],
    ['staff', true],
    ['staff', false],
  ]);
  const toUser = mail.sent.filter((message) => message.to === 'una@example.test');
  expect(toUser).toHaveLength(1);
  expect(toUser[0].text).toContain(`${TEST_ORIGIN}/support/${request.id}`);

  const thread = await json<SupportThread>(await t.request(`/jtbd/support/thread?id=${request.id}`, { token: user.token }));
  expect(thread.request.state).toBe('waiting');
  expect(JSON.stringify(thread)).not.toContain('Check their inputs first');
  expect(thread.messages.map((message) => message.body)).toEqual(['Why is my score low?', 'Answer the questions on heat.']);
  const file = thread.messages[0].attachment;
  expect(file?.name).toBe('screen.pdf');
  const bytes = await t.request(`/jtbd/support/file?request_id=${request.id}&file_id=${file?.id}`, { token: user.token });
  expect([bytes.status, new Uint8Array(await bytes.arrayBuffer()).length]).toEqual([200, PDF.length]);

  // The user answers: the request opens again, and the staff member who has it hears of it (not the other one).
  const beforeReply = mail.sent.length;
  const answered = await json<SupportThread>(await t.request('/jtbd/support/reply', { token: user.token, body: form({ request_id: request.id, message: 'Done, thanks.' }) }));
  expect(answered.request.state).toBe('open');
  expect(mail.sent.slice(beforeReply).map((message) => message.to)).toEqual([ADMIN_EMAIL]);

  // The project's panel (the seed's /support) is a view of the desk.
  const panel = await json<SupportRequest[]>(await t.request(`/support?project_id=${project.id}`, { token: user.token }));
  expect(panel.map((item) => [item.id, item.state, item.answer])).toEqual([[request.id, 'open', 'Answer the questions on heat.']]);

  // Staff resolve it; the user reads it so.
  expect((await t.request('/jtbd/support/inbox', { method: 'PATCH', token: staff.token, json: { id: request.id, state: 'resolved' } })).status).toBe(200);
  expect((await json<SupportRequest[]>(await t.request('/jtbd/support', { token: user.token }))).find((item) => item.id === request.id)?.state).toBe('resolved');
});

it('never shows one user another’s request, nor staff’s inbox', async () => {
  const other = await t.signIn({ name: 'Otto Other', email: 'otto@example.test' });
  const request = await json<SupportRequest>(await send(user.token, { subject: 'Private', message: 'Mine only' }, false));
  expect((await t.request(`/jtbd/support/thread?id=${request.id}`, { token: other.token })).status).toBe(404);
  expect((await t.request('/jtbd/support/reply', { token: other.token, body: form({ request_id: request.id, message: 'Hi' }) })).status).toBe(404);
  expect((await json<SupportRequest[]>(await t.request('/jtbd/support', { token: other.token }))).map((item) => item.id)).not.toContain(request.id);
  expect((await t.request('/jtbd/support/inbox', { token: other.token })).status).toBe(403);
  // A project the sender cannot read is not theirs to name.
  const theirs = await createProject(t, other.token, await templateId(t), 'Not yours');
  expect((await send(user.token, { subject: 'Sneaky', message: 'About theirs', project_id: theirs.id }, false)).status).toBe(404);
});

it('assigns staff only, refuses bad input in clear words, and changes nothing', async () => {
  const request = await json<SupportRequest>(await send(user.token, { subject: 'Assign me', message: 'Please' }, false));
  const assigned = await t.request('/jtbd/support/inbox', { method: 'PATCH', token: staff.token, json: { id: request.id, assignee_id: second.id } });
  expect(((await assigned.json()) as { state: string; assignee: { name: string } }).assignee.name).toBe('Second Staff');
  const notStaff = await t.request('/jtbd/support/inbox', { method: 'PATCH', token: staff.token, json: { id: request.id, assignee_id: user.id } });
  expect(notStaff.status).toBe(422);
  expect((await send(user.token, { subject: '', message: 'x' }, false)).status).toBe(400);
  expect((await send(user.token, { subject: 'Away', message: 'x', page: 'https://elsewhere.example' }, false)).status).toBe(400);
  const thread = await json<StaffSupportThread>(await t.request(`/jtbd/support/inbox/thread?id=${request.id}`, { token: staff.token }));
  expect(thread.request).toMatchObject({ state: 'open', assignee: { id: second.id } });
});

it('escalates a request without a first reply once, after one business day, to every staff member', async () => {
  const late = await json<SupportRequest>(await send(user.token, { subject: 'Nobody answers', message: 'Hello?' }, false));
  const answered = await json<SupportRequest>(await send(user.token, { subject: 'Answered in time', message: 'Hi' }, false));
  await t.request('/jtbd/support/inbox/reply', { token: staff.token, body: form({ request_id: answered.id, message: 'Here we are.' }) });
  const jobs = await t.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, ESCALATE_JOB));
  const job = jobs.find((row) => row.payload.request_id === late.id);
  expect(job).toBeDefined();
  const sender = createMailSender({ mailer: mail, logger, appOrigin: TEST_ORIGIN });
  const runner = (id: string, at: Date) => {
    const queue = createJobQueue(t.database.db, { logger, instanceId: id, now: () => at, backoffMs: () => 0 });
    queue.handle(
      ESCALATE_JOB,
      escalateHandler(t.database.db, createSupportMailer(t.database.db, sender), () => at),
    );
    return queue;
  };
  const escalations = () => mail.sent.filter((message) => /Nobody answers/.test(message.subject) && /Late|En retard/.test(message.subject));

  // Not yet due: nothing.
  await runner('early', new Date(job!.runAt.getTime() - 60_000)).drain();
  expect(escalations()).toHaveLength(0);

  // Past the business day, two runners side by side, twice: one mail per staff member, in their language.
  const after = new Date(job!.runAt.getTime() + 60_000);
  const [a, b] = [runner('a', after), runner('b', after)];
  await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
  expect(
    escalations()
      .map((message) => [message.to, message.subject])
      .sort(),
  ).toEqual([
    ['second.staff@groundwork.test', 'En retard : aucune première réponse à « Nobody answers »'],
    [ADMIN_EMAIL, 'Late: no first reply to “Nobody answers”'],
  ]);
  expect(mail.sent.filter((message) => /Answered in time/.test(message.subject) && /Late|En retard/.test(message.subject))).toHaveLength(0);

  // The mark in the inbox.
  const inbox = await json<SupportInbox>(await t.request('/jtbd/support/inbox', { token: staff.token }));
  expect(inbox.requests.find((item) => item.id === late.id)?.escalated_at).not.toBeNull();
  expect(inbox.requests.find((item) => item.id === answered.id)?.escalated_at).toBeNull();
  // Its due time is one business day after it was sent (Saturday and Sunday skipped).
  const due = inbox.requests.find((item) => item.id === late.id)?.first_reply_due_at;
  expect(due).toBe(job!.runAt.toISOString());
});
