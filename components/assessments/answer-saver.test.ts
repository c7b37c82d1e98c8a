import { ApiRequestError } from '@/lib/api/request';
import type { SavedAnswer } from '@/lib/schemas/assessments';
import type { AnswerWrite } from '@/store/api/questionnaire';
import { AnswerSaver, type SaveStatus } from './answer-saver';
import { answerOf, ASSESSMENT_ID, OTHER_USER, savedOf } from '@/store/api/testing/projects';
import { fakeFetchForEachTest } from '@/lib/api/testing/for-each-test';

const fake = fakeFetchForEachTest();

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

function bodyOf(call: number) {
  return JSON.parse(String(fake.calls[call].init.body));
}

function trackStatuses() {
  const statuses: Record<string, SaveStatus[]> = {};
  const onStatus = (questionId: string, status: SaveStatus) => {
    (statuses[questionId] ??= []).push(status);
  };
  const last = (questionId: string) => statuses[questionId]?.at(-1);
  return { statuses, onStatus, last };
}

describe('AnswerSaver over the request convention', () => {
  it('sends typed text once, 600 ms after the last key, with the version it replaces', async () => {
    const saved = jest.fn();
    const saver = new AnswerSaver({ assessmentId: ASSESSMENT_ID, onSaved: saved });
    fake.reply({ body: savedOf('project_name', 'Loire', 1) });
    saver.change('project_name', 'Lo', 'debounce');
    await jest.advanceTimersByTimeAsync(300);
    saver.change('project_name', 'Loire', 'debounce');
    await jest.advanceTimersByTimeAsync(599);
    expect(fake.calls).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0].url).toBe('/api/question');
    expect(fake.calls[0].init.method).toBe('PUT');
    expect(bodyOf(0)).toEqual({ assessment_id: ASSESSMENT_ID, question_id: 'project_name', value: 'Loire', base_version: 0 });
    expect(saved).toHaveBeenCalledWith('project_name', expect.objectContaining({ status: 'in_progress' }));

    fake.reply({ body: savedOf('project_name', 'Loire biochar', 2) });
    saver.change('project_name', 'Loire biochar', 'debounce');
    await jest.advanceTimersByTimeAsync(600);
    expect(bodyOf(1).base_version).toBe(1);
    expect(saver.version('project_name')).toBe(2);
  });

  it('sends a choice at once', async () => {
    const saver = new AnswerSaver({ assessmentId: ASSESSMENT_ID, versions: { stage: 3 } });
    fake.reply({ body: savedOf('stage', 'operation', 4) });
    saver.change('stage', 'operation', 'now');
    await jest.advanceTimersByTimeAsync(0);
    expect(bodyOf(0)).toMatchObject({ question_id: 'stage', value: 'operation', base_version: 3 });
  });

  it('flushes waiting text at once with keepalive when the page goes away', async () => {
    const saver = new AnswerSaver({ assessmentId: ASSESSMENT_ID });
    fake.reply({ body: savedOf('summary', 'Half a thought', 1) });
    saver.change('summary', 'Half a thought', 'debounce');
    expect(saver.busy).toBe(true);
    await saver.flush({ keepalive: true });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0].init.keepalive).toBe(true);
    expect(bodyOf(0).value).toBe('Half a thought');
    await jest.advanceTimersByTimeAsync(1000);
    expect(fake.calls).toHaveLength(1);
    expect(saver.busy).toBe(false);
  });

  it('clears an emptied answer with DELETE, and sends nothing for an answer that never existed', async () => {
    const saver = new AnswerSaver({ assessmentId: ASSESSMENT_ID, versions: { capacity: 2 } });
    fake.reply({ body: savedOf('capacity', null) });
    saver.change('capacity', null, 'now');
    await jest.advanceTimersByTimeAsync(0);
    expect(fake.calls[0].init.method).toBe('DELETE');
    expect(bodyOf(0)).toEqual({ assessment_id: ASSESSMENT_ID, question_id: 'capacity', base_version: 2 });
    expect(saver.version('capacity')).toBe(0);
    saver.change('summary', '   ', 'now');
    await jest.advanceTimersByTimeAsync(0);
    expect(fake.calls).toHaveLength(1);
  });

  it('keeps a refused answer as a draft (held, not sent again) until a new value is given', async () => {
    const { onStatus, last } = trackStatuses();
    const held = jest.fn();
    const saver = new AnswerSaver({ assessmentId: ASSESSMENT_ID, onStatus, onHeld: held });
    fake.reply({ status: 422, body: { detail: { message: 'capacity is at most 100000' } } });
    saver.change('capacity', 500000, 'now');
    await jest.advanceTimersByTimeAsync(0);
    expect(last('capacity')).toEqual({ state: 'invalid', problem: { rule: 'refused' }, message: 'capacity is at most 100000' });
    expect(held).toHaveBeenCalledWith('capacity', 500000, 0);
    saver.retry('capacity');
    await jest.advanceTimersByTimeAsync(0);
    expect(fake.calls).toHaveLength(1);
    fake.reply({ body: savedOf('capacity', 90000, 1) });
    saver.change('capacity', 90000, 'now');
    await jest.advanceTimersByTimeAsync(0);
    expect(fake.calls).toHaveLength(2);
    expect(last('capacity')).toEqual({ state: 'saved' });
  });

  it('sends the prepared form of a value, and holds back one that breaks a rule without calling the server', async () => {
    const { onStatus, last } = trackStatuses();
    const held = jest.fn();
    const saver = new AnswerSaver({
      assessmentId: ASSESSMENT_ID,
      versions: { project_country: 2 },
      onStatus,
      onHeld: held,
      prepare: (_questionId, value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      check: (_questionId, value) => (typeof value === 'string' && value.length !== 2 ? { rule: 'pattern' } : null),
    });
    saver.change('project_country', 'Fra', 'debounce');
    await jest.advanceTimersByTimeAsync(600);
    expect(fake.calls).toHaveLength(0);
    expect(last('project_country')).toEqual({ state: 'invalid', problem: { rule: 'pattern' } });
    expect(held).toHaveBeenCalledWith('project_country', 'Fra', 2);

    fake.reply({ body: savedOf('project_country', 'FR', 3) });
    saver.change('project_country', ' fr ', 'debounce');
    await jest.advanceTimersByTimeAsync(600);
    expect(bodyOf(0)).toMatchObject({ value: 'FR', base_version: 2 });
    expect(last('project_country')).toEqual({ state: 'saved' });
  });

  it('takes the versions of a new reading only for the questions named', () => {
    const saver = new AnswerSaver({ assessmentId: ASSESSMENT_ID, versions: { a: 3, b: 1 } });
    saver.syncVersions({ b: 2 });
    expect(saver.version('a')).toBe(3);
    expect(saver.version('b')).toBe(2);
  });
});

describe('AnswerSaver conflicts', () => {
  const theirs = answerOf('project_name', 'Their name', 5, OTHER_USER);

  it('turns a 409 into a conflict; keeping mine sends it again over their version', async () => {
    const { onStatus, last } = trackStatuses();
    const saver = new AnswerSaver({ assessmentId: ASSESSMENT_ID, versions: { project_name: 4 }, onStatus });
    fake.reply({ status: 409, body: { detail: { message: 'Someone else changed this answer', current: theirs } } });
    saver.change('project_name', 'My name', 'now');
    await jest.advanceTimersByTimeAsync(0);
    expect(last('project_name')).toEqual({ state: 'conflict', conflict: { mine: 'My name', theirs } });

    // Typing on while the conflict is open changes "mine" but sends nothing.
    saver.change('project_name', 'My better name', 'debounce');
    await jest.advanceTimersByTimeAsync(1000);
    expect(fake.calls).toHaveLength(1);

    fake.reply({ body: savedOf('project_name', 'My better name', 6) });
    saver.keepMine('project_name');
    await jest.advanceTimersByTimeAsync(0);
    expect(bodyOf(1)).toMatchObject({ value: 'My better name', base_version: 5 });
    expect(last('project_name')).toEqual({ state: 'saved' });
  });

  it('taking theirs adopts the stored answer and its version', async () => {
    const saver = new AnswerSaver({ assessmentId: ASSESSMENT_ID, versions: { project_name: 4 } });
    fake.reply({ status: 409, body: { detail: { message: 'Conflict', current: theirs } } });
    saver.change('project_name', 'My name', 'now');
    await jest.advanceTimersByTimeAsync(0);
    expect(saver.takeTheirs('project_name')).toEqual(theirs);
    expect(saver.version('project_name')).toBe(5);
    fake.reply({ body: savedOf('project_name', 'Next', 6) });
    saver.change('project_name', 'Next', 'now');
    await jest.advanceTimersByTimeAsync(0);
    expect(bodyOf(1).base_version).toBe(5);
  });
});

describe('AnswerSaver ordering', () => {
  it('sends one call per question at a time, the next with the version the first returned', async () => {
    const writes: AnswerWrite[] = [];
    const resolvers: ((value: SavedAnswer) => void)[] = [];
    const send = (write: AnswerWrite) => {
      writes.push(write);
      return new Promise<SavedAnswer>((resolve) => resolvers.push(resolve));
    };
    const saver = new AnswerSaver({ assessmentId: ASSESSMENT_ID, send });
    saver.change('stage', 'concept', 'now');
    saver.change('stage', 'operation', 'now');
    await jest.advanceTimersByTimeAsync(0);
    expect(writes).toHaveLength(1);
    resolvers[0](savedOf('stage', 'concept', 1));
    await jest.advanceTimersByTimeAsync(0);
    expect(writes).toHaveLength(2);
    expect(writes[1]).toEqual({
      kind: 'save',
      body: { assessment_id: ASSESSMENT_ID, question_id: 'stage', value: 'operation', base_version: 1 },
    });
  });

  it('reports an unreachable server as not saved', async () => {
    const { onStatus, last } = trackStatuses();
    const send = () => Promise.reject(new ApiRequestError(0, 'Failed to fetch'));
    const saver = new AnswerSaver({ assessmentId: ASSESSMENT_ID, send, onStatus });
    saver.change('stage', 'concept', 'now');
    await jest.advanceTimersByTimeAsync(0);
    expect(last('stage')).toEqual({ state: 'error', message: 'Failed to fetch' });
  });
});
