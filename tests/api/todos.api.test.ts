import { eq } from 'drizzle-orm';
import type { ComputeResult } from '@/lib/schemas/assessments';
import type { Todo, TodoList } from '@/lib/schemas/todos';
import { backgroundJobs, todos } from '@/server/db/schema';
import { createTestApp, errorMessage, type TestApp } from './helpers/app';
import { eventually } from './helpers/eventually';
import { share } from './helpers/monitoring';
import { answer, assessmentOf, createProject, openAssessment, templateId, validValue } from './helpers/projects';

// Issue 24, to-dos that keep themselves (docs/pending/todos.md ): a compute opens one to-do per gap,
// never two, even when two instances compute at once; an answer that closes the gap closes its to-do through a job
// kept in the database, with a note; the gap coming back reopens it. By hand: made, assigned to members only, listed,
// filtered and exported as CSV.

jest.setTimeout(180_000);

let t: TestApp;
let biochar: string;

beforeAll(async () => {
  t = await createTestApp();
  biochar = await templateId(t);
});

afterAll(async () => {
  await t?.close();
});

async function ok<T>(path: string, init: Parameters<TestApp['request']>[1]): Promise<T> {
  const response = await t.request(path, init);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const compute = (token: string, projectId: string) => ok<ComputeResult>('/compute', { token, json: { project_id: projectId } });
const projectTodos = (token: string, projectId: string, filters = '') => ok<TodoList>(`/jtbd/project?project_id=${projectId}${filters}`, { token });

async function newProject(name = 'Gaps') {
  const owner = await t.signIn({ name: 'Owner', email: `owner-${Math.random().toString(36).slice(2, 8)}@example.test`, emailVerified: true });
  const project = await createProject(t, owner.token, biochar, name);
  return { owner, project, profile: assessmentOf(project, 'project_profile') };
}

/** A gap of the open assessment that a plain answer (text or number) closes, with a value for it. */
async function closableGap(token: string, result: ComputeResult, profile: string) {
  const detail = await openAssessment(t, token, profile);
  const questions = detail.sections.flatMap((section) => section.questions);
  for (const gap of result.gaps.filter((item) => item.assessment_id === profile && item.reason === 'unanswered')) {
    const question = questions.find((item) => item.id === gap.question_id);
    if (question && (question.type === 'number' || question.type === 'short_text')) return { gap, value: validValue(question) };
  }
  throw new Error('no closable gap in the profile');
}

describe('to-dos that keep themselves', () => {
  it('opens one to-do per gap, linked to its question, and never a second one', async () => {
    const { owner, project } = await newProject();
    const result = await compute(owner.token, project.id);
    expect(result.gaps.length).toBeGreaterThan(0);
    const first = await projectTodos(owner.token, project.id);
    expect(first.items).toHaveLength(result.gaps.length);
    const gap = result.gaps[0];
    expect(first.items.find((item) => item.subject?.id === gap.question_id)).toMatchObject({
      title: gap.question,
      state: 'todo',
      subject: { kind: 'question', id: gap.question_id, assessment_id: gap.assessment_id },
      gap_key: `${gap.assessment_id}:${gap.question_id}`,
    });

    // Two instances compute at the same moment, then once more: still one to-do per gap.
    const other = t.anotherInstance();
    await Promise.all([compute(owner.token, project.id), other.request('/compute', { token: owner.token, json: { project_id: project.id } }), compute(owner.token, project.id)]);
    const rows = await t.database.db.select().from(todos).where(eq(todos.projectId, project.id));
    expect(rows).toHaveLength(result.gaps.length);
    expect(new Set(rows.map((row) => row.gapKey)).size).toBe(rows.length);
  });

  it('closes the to-do of an answered gap within the job’s window, with a note, and reopens it when the gap returns', async () => {
    const { owner, project, profile } = await newProject();
    const result = await compute(owner.token, project.id);
    const { gap, value } = await closableGap(owner.token, result, profile);
    const todoOf = async () => (await projectTodos(owner.token, project.id)).items.find((item) => item.subject?.id === gap.question_id) as Todo;
    expect((await todoOf()).state).toBe('todo');

    const saved = await answer(t, owner.token, profile, gap.question_id, value);
    const queued = await t.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, 'todo.recheck'));
    expect(queued.some((job) => job.payload.project_id === project.id && job.runAt.getTime() - Date.now() <= 10_000)).toBe(true);
    const closed = await eventually(
      async () => {
        await t.jobs.drain();
        return todoOf();
      },
      (todo) => todo.state === 'done',
      { everyMs: 500, timeoutMs: 30_000 },
    );
    expect(closed.closed_note).toBe('gap_answered');
    // The other gaps' to-dos stay open.
    expect((await projectTodos(owner.token, project.id, '&state=todo')).items).toHaveLength(result.gaps.length - 1);

    // The answer is cleared: the gap is back, and so is its to-do.
    const cleared = await t.request('/question', {
      method: 'DELETE',
      token: owner.token,
      json: { assessment_id: profile, question_id: gap.question_id, base_version: saved.answer!.version },
    });
    expect(cleared.status).toBe(200);
    const reopened = await eventually(
      async () => {
        await t.jobs.drain();
        return todoOf();
      },
      (todo) => todo.state === 'todo',
      { everyMs: 500, timeoutMs: 30_000 },
    );
    expect(reopened.closed_note).toBe('gap_back');
    expect((await projectTodos(owner.token, project.id)).items).toHaveLength(result.gaps.length);
  });

  it('leaves a to-do a person cancelled as it is, whatever the gap does', async () => {
    const { owner, project } = await newProject();
    await compute(owner.token, project.id);
    const [todo] = (await projectTodos(owner.token, project.id)).items;
    await ok<Todo>('/jtbd/todo', { method: 'PATCH', token: owner.token, json: { id: todo.id, state: 'cancelled' } });
    await compute(owner.token, project.id);
    expect((await projectTodos(owner.token, project.id, '&state=cancelled')).items.map((item) => item.id)).toEqual([todo.id]);
  });
});

describe('to-dos made by hand', () => {
  it('are made, assigned to a member only, listed in My to-dos by due date and filtered', async () => {
    const { owner, project } = await newProject('By hand');
    const editor = await t.signIn({ name: 'Editor', email: `editor-${Math.random().toString(36).slice(2, 8)}@example.test`, emailVerified: true });
    const stranger = await t.signIn({ name: 'Stranger' });
    await share(t, owner.token, project.id, (await ok<{ email: string }>('/me', { token: editor.token })).email, 'edit');
    await ok('/project?id=' + project.id, { token: editor.token });

    const later = await ok<Todo>('/jtbd/create', {
      token: owner.token,
      json: { project_id: project.id, title: 'Book the lab', due_date: '2030-03-10', priority: 'high', assignee_id: editor.id },
    });
    expect(later).toMatchObject({ title: 'Book the lab', state: 'todo', priority: 'high', assignee: { id: editor.id, name: 'Editor' }, gap_key: null });
    const sooner = await ok<Todo>('/jtbd/create', { token: editor.token, json: { project_id: project.id, title: 'Call the buyer', due_date: '2030-03-01' } });

    const refused = await t.request('/jtbd/create', { token: owner.token, json: { project_id: project.id, title: 'Nope', assignee_id: stranger.id } });
    expect(refused.status).toBe(422);
    expect(await errorMessage(refused)).toMatch(/member of the project/);
    const blank = await t.request('/jtbd/create', { token: owner.token, json: { project_id: project.id, title: '  ' } });
    expect(blank.status).toBe(400);

    const mine = await ok<TodoList>('/jtbd/todo', { token: editor.token });
    expect(mine.items.map((item) => item.title)).toEqual(['Call the buyer', 'Book the lab']);
    expect(mine.items[0].project_name).toBe('By hand');
    expect((await ok<TodoList>('/jtbd/todo', { token: stranger.token })).items).toEqual([]);

    expect((await projectTodos(owner.token, project.id, `&assignee=${editor.id}`)).items.map((item) => item.id)).toEqual([later.id]);
    expect((await projectTodos(owner.token, project.id, '&assignee=none')).items.map((item) => item.id)).toEqual([sooner.id]);
    expect((await projectTodos(owner.token, project.id, '&due_before=2030-03-05')).items.map((item) => item.id)).toEqual([sooner.id]);

    const done = await ok<Todo>('/jtbd/todo', { method: 'PATCH', token: editor.token, json: { id: sooner.id, state: 'done' } });
    expect(done.state).toBe('done');
    expect((await ok<TodoList>('/jtbd/todo', { token: editor.token })).items.map((item) => item.id)).toEqual([later.id]);
  });

  it('keeps them from anyone without access, and from readers who write', async () => {
    const { owner, project } = await newProject();
    const todo = await ok<Todo>('/jtbd/create', { token: owner.token, json: { project_id: project.id, title: 'Private' } });
    const stranger = await t.signIn({ name: 'Stranger' });
    expect((await t.request(`/jtbd/project?project_id=${project.id}`, { token: stranger.token })).status).toBe(404);
    const patch = await t.request('/jtbd/todo', { method: 'PATCH', token: stranger.token, json: { id: todo.id, title: 'Mine now' } });
    expect(patch.status).toBe(404);
    expect(await errorMessage(patch)).toBe('To-do not found');
    expect((await projectTodos(owner.token, project.id)).items[0].title).toBe('Private');
  });

  it('exports the filtered list as CSV, formulas neutralised', async () => {
    const { owner, project } = await newProject();
    await ok<Todo>('/jtbd/create', { token: owner.token, json: { project_id: project.id, title: '=HYPERLINK("http://evil")', description: 'a, b' } });
    const response = await t.request(`/jtbd/project?project_id=${project.id}&format=csv`, { token: owner.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/csv/);
    const text = await response.text();
    const [header, row] = text.trim().split('\r\n');
    expect(header).toBe('title,state,priority,due_date,assignee,subject,description,created_at,closed_note');
    expect(row.startsWith(`"'=HYPERLINK(""http://evil"")",todo,normal,,,,"a, b",`)).toBe(true);
  });
});
