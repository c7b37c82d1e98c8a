import { eq } from 'drizzle-orm';
import type { Todo } from '@/lib/schemas/todos';
import { backgroundJobs, todoReminders } from '@/server/db/schema';
import { createJobQueue, type JobQueue } from '@/server/jobs';
import { createLogger } from '@/server/logger';
import { createMailSender } from '@/server/mail/sender';
import { REMIND_JOB, remindHandler } from '@/server/modules/todos/reminders';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers/app';
import { recordingMailer } from './helpers/opportunities';
import { createProject, templateId } from './helpers/projects';

// Issue 24, reminders (docs/pending/todos.md ): three days before a to-do's due date and on it, to
// the assignee (or the owner), in their language, from jobs kept in the database, sent once whatever the number of
// instances: two job runners with their clocks past the due date drain the same database side by side.

jest.setTimeout(120_000);

let t: TestApp;
const mail = recordingMailer();
const logger = createLogger({ level: 'silent' });

beforeAll(async () => {
  t = await createTestApp({ deps: () => ({ mailer: mail }) });
});

afterAll(async () => {
  await t?.close();
});

function runner(instanceId: string, at: Date): JobQueue {
  const queue = createJobQueue(t.database.db, { logger, instanceId, now: () => at, backoffMs: () => 0 });
  queue.handle(REMIND_JOB, remindHandler(t.database.db, createMailSender({ mailer: mail, logger, appOrigin: TEST_ORIGIN })));
  return queue;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

it('sends each reminder once, in the recipient’s language, with two runners on one database', async () => {
  const owner = await t.signIn({ name: 'Owner', email: 'remind.owner@example.test', emailVerified: true });
  await t.request('/me', { token: owner.token, headers: { language: 'fr' } });
  const project = await createProject(t, owner.token, await templateId(t), 'Rappels');
  const due = inDays(10);
  const response = await t.request('/jtbd/create', { token: owner.token, json: { project_id: project.id, title: 'Envoyer le rapport', due_date: due } });
  expect(response.status).toBe(200);
  const todo = (await response.json()) as Todo;
  const jobs = await t.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, REMIND_JOB));
  expect(jobs.filter((job) => job.payload.todo_id === todo.id).map((job) => job.runAt.toISOString().slice(0, 10))).toEqual([inDays(7), due]);

  // Nothing is due yet on today's clock.
  expect(await runner('early', new Date()).drain()).toBe(0);

  // Both runners on the day after the due date, side by side, twice.
  const after = new Date(Date.parse(`${due}T12:00:00Z`));
  const [a, b] = [runner('instance-a', after), runner('instance-b', after)];
  await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);

  const sent = mail.sent.filter((message) => message.to === 'remind.owner@example.test');
  expect(sent).toHaveLength(2);
  expect(sent.map((message) => message.subject).sort()).toEqual([
    'Échéance aujourd’hui : « Envoyer le rapport » (Rappels)',
    'Échéance dans trois jours : « Envoyer le rapport » (Rappels)',
  ]);
  expect(sent[0].text).toContain(`${TEST_ORIGIN}/projects/${project.id}?tab=todos`);
  expect(await t.database.db.select().from(todoReminders).where(eq(todoReminders.todoId, todo.id))).toHaveLength(2);
});

it('sends nothing for a to-do done before its day, nor for a date that moved', async () => {
  const owner = await t.signIn({ name: 'Owner', email: 'remind.done@example.test', emailVerified: true });
  const project = await createProject(t, owner.token, await templateId(t), 'Moved');
  const first = inDays(20);
  const created = (await (await t.request('/jtbd/create', { token: owner.token, json: { project_id: project.id, title: 'Moves', due_date: first } })).json()) as Todo;
  const done = (await (await t.request('/jtbd/create', { token: owner.token, json: { project_id: project.id, title: 'Done early', due_date: first } })).json()) as Todo;
  const moved = inDays(40);
  expect((await t.request('/jtbd/todo', { method: 'PATCH', token: owner.token, json: { id: created.id, due_date: moved } })).status).toBe(200);
  expect((await t.request('/jtbd/todo', { method: 'PATCH', token: owner.token, json: { id: done.id, state: 'done' } })).status).toBe(200);

  await runner('between', new Date(Date.parse(`${first}T12:00:00Z`))).drain();
  expect(mail.sent.filter((message) => message.to === 'remind.done@example.test')).toHaveLength(0);

  await runner('later', new Date(Date.parse(`${moved}T12:00:00Z`))).drain();
  const sent = mail.sent.filter((message) => message.to === 'remind.done@example.test');
  expect(sent.map((message) => message.subject).sort()).toEqual(['Due in three days: “Moves” (Moved)', 'Due today: “Moves” (Moved)']);
});
