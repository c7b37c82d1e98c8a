import { initialQuestionnaire, questionnaireReducer, questionsToTake, type QuestionnaireState } from './questionnaire-state';
import { answerOf, assessmentDetailOf, OTHER_USER, progressOf, savedOf } from '@/store/api/testing/projects';

const READ_AT = 1_000;
const idle = () => false;

/** The page after the user answered the project name at `at` (saved as version 1, progress 25). */
function afterOneSave(at: number): QuestionnaireState {
  const first = initialQuestionnaire(assessmentDetailOf());
  const changed = questionnaireReducer(first, { type: 'change', questionId: 'project_name', value: 'Loire biochar', at });
  return questionnaireReducer(changed, {
    type: 'saved',
    questionId: 'project_name',
    result: savedOf('project_name', 'Loire biochar', 1, progressOf({ progress: 25, completion: 38 })),
    at: at + 50,
  });
}

function load(state: QuestionnaireState, detail: ReturnType<typeof assessmentDetailOf>, loadedAt: number, busy = idle) {
  const taken = questionsToTake(state, detail, loadedAt, busy);
  return questionnaireReducer(state, { type: 'load', detail, taken, loadedAt });
}

describe('a new reading of the questionnaire never puts an older answer on screen', () => {
  it('keeps an answer saved after the reading was requested (the cached copy changed for the remembered position)', () => {
    const state = afterOneSave(READ_AT + 3_000);
    // The cache as first read, with only the position changed: no answer, progress 0.
    const stale = assessmentDetailOf({ current_question: 'summary' });
    expect(questionsToTake(state, stale, READ_AT, idle)).toEqual([]);
    const next = load(state, stale, READ_AT);
    expect(next.drafts.project_name).toBe('Loire biochar');
    expect(next.answers.project_name.version).toBe(1);
    expect(next.progress.progress).toBe(25);
  });

  it('keeps what the user is typing while a save is on its way', () => {
    const first = initialQuestionnaire(assessmentDetailOf());
    const typing = questionnaireReducer(first, { type: 'change', questionId: 'summary', value: 'Half', at: READ_AT - 10 });
    const detail = assessmentDetailOf({ answers: [answerOf('summary', 'Other', 1, OTHER_USER)] });
    expect(questionsToTake(typing, detail, READ_AT, () => true)).toEqual([]);
  });

  it('takes what changed on the server after this tab last wrote (someone else, another tab)', () => {
    const state = afterOneSave(READ_AT - 5_000);
    const detail = assessmentDetailOf({
      answers: [answerOf('project_name', 'Their name', 2, OTHER_USER), answerOf('summary', 'Theirs too', 1, OTHER_USER)],
      progress_detail: progressOf({ progress: 40 }),
    });
    const next = load(state, detail, READ_AT);
    expect(next.drafts).toMatchObject({ project_name: 'Their name', summary: 'Theirs too' });
    expect(next.answers.project_name.version).toBe(2);
    expect(next.revisions.project_name).toBe(1);
    expect(next.progress.progress).toBe(40);
  });

  it('takes an answer cleared on the server', () => {
    const state = afterOneSave(READ_AT - 5_000);
    const next = load(state, assessmentDetailOf({ answers: [] }), READ_AT);
    expect(next.drafts.project_name).toBeNull();
    expect(next.answers.project_name).toBeUndefined();
  });

  it('keeps the figures of the page when the reading is older than its last save', () => {
    const state = afterOneSave(READ_AT + 10);
    const detail = assessmentDetailOf({
      answers: [answerOf('project_name', 'Loire biochar', 1), answerOf('summary', 'From elsewhere', 1, OTHER_USER)],
      progress_detail: progressOf({ progress: 12 }),
    });
    const next = load(state, detail, READ_AT);
    expect(next.drafts.summary).toBe('From elsewhere');
    expect(next.progress.progress).toBe(25);
  });
});

describe('drafts kept in this browser', () => {
  it('come back over the answer they were typed over, with the rule they break', () => {
    const detail = assessmentDetailOf({ answers: [answerOf('project_name', 'Lo', 2)] });
    const state = initialQuestionnaire(detail, { project_name: { value: 'L', baseVersion: 2 } }, () => ({ rule: 'minLength', limit: 3, count: 1 }));
    expect(state.drafts.project_name).toBe('L');
    expect(state.statuses.project_name).toEqual({ state: 'invalid', problem: { rule: 'minLength', limit: 3, count: 1 } });
  });

  it('are dropped when the answer was saved again since', () => {
    const detail = assessmentDetailOf({ answers: [answerOf('project_name', 'Newer', 3)] });
    const state = initialQuestionnaire(detail, { project_name: { value: 'L', baseVersion: 2 } });
    expect(state.drafts.project_name).toBe('Newer');
    expect(state.statuses.project_name).toBeUndefined();
  });
});
