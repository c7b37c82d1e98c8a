import type { Answer, AnswerValue, AssessmentDetail, AssessmentProgress, SavedAnswer } from '@/lib/schemas/assessments';
import type { SaveStatus } from './answer-saver';
import type { AnswerProblem } from './answer-rules';
import { sameAnswer } from '@/components/ui/questions/answer-values';
import type { StoredDraft } from './draft-store';

/** What the questionnaire page holds while the user answers. */
export interface QuestionnaireState {
  assessmentId: string;
  /** What each input shows (the user's latest value, saved or not). */
  drafts: Record<string, AnswerValue | null>;
  /** The stored answers as the server last returned them. */
  answers: Record<string, Answer>;
  statuses: Record<string, SaveStatus>;
  /** Raised when a draft is replaced from outside, so that the inputs start again from it. */
  revisions: Record<string, number>;
  progress: AssessmentProgress;
  status: AssessmentDetail['status'];
  /**
   * When this tab last changed or saved each answer (ms since the epoch). A reading of the assessment whose
   * request started before that knows an older answer and older figures: it never replaces them.
   */
  touchedAt: Record<string, number>;
}

export type QuestionnaireAction =
  /** The assessment as read from the server (`loadedAt`: when that request started), for the questions `taken`. */
  | { type: 'load'; detail: AssessmentDetail; taken: string[]; loadedAt: number }
  | { type: 'change'; questionId: string; value: AnswerValue | null; at: number }
  | { type: 'status'; questionId: string; status: SaveStatus }
  | { type: 'saved'; questionId: string; result: SavedAnswer; at: number }
  | { type: 'replace'; questionId: string; answer: Answer | null };

function answersById(answers: Answer[]): Record<string, Answer> {
  return Object.fromEntries(answers.map((answer) => [answer.question_id, answer]));
}

/**
 * The questionnaire as read, with the drafts this browser kept over it: a draft comes back (with the rule it
 * breaks) when the stored answer is still the one it was typed over.
 */
export function initialQuestionnaire(
  detail: AssessmentDetail,
  kept: Record<string, StoredDraft> = {},
  problemOf: (questionId: string, value: AnswerValue | null) => AnswerProblem | null = () => null,
): QuestionnaireState {
  const answers = answersById(detail.answers);
  const drafts: Record<string, AnswerValue | null> = Object.fromEntries(detail.answers.map((answer) => [answer.question_id, answer.value]));
  const statuses: Record<string, SaveStatus> = {};
  for (const [questionId, draft] of Object.entries(kept)) {
    if ((answers[questionId]?.version ?? 0) !== draft.baseVersion) continue;
    drafts[questionId] = draft.value;
    statuses[questionId] = { state: 'invalid', problem: problemOf(questionId, draft.value) ?? { rule: 'refused' } };
  }
  return {
    assessmentId: detail.id,
    drafts,
    answers,
    statuses,
    revisions: {},
    progress: detail.progress_detail,
    status: detail.status,
    touchedAt: {},
  };
}

/** Whether this tab changed or saved an answer after `loadedAt`: then a reading from then is older than the page. */
function touchedSince(state: QuestionnaireState, loadedAt: number): boolean {
  return Object.values(state.touchedAt).some((at) => at >= loadedAt);
}

/**
 * The questions whose stored answer a reading of the assessment may put on screen: those that changed on the
 * server (another version than the page knows), that have nothing on its way (`busy`), and that this tab did not
 * change or save after the reading's request started (else the reading is older than what the page shows).
 */
export function questionsToTake(state: QuestionnaireState, detail: AssessmentDetail, loadedAt: number, busy: (questionId: string) => boolean): string[] {
  if (detail.id !== state.assessmentId) return [];
  const answers = answersById(detail.answers);
  const ids = new Set([...Object.keys(answers), ...Object.keys(state.answers)]);
  return [...ids].filter(
    (questionId) => state.answers[questionId]?.version !== answers[questionId]?.version && !busy(questionId) && (state.touchedAt[questionId] ?? -Infinity) < loadedAt,
  );
}

export function questionnaireReducer(state: QuestionnaireState, action: QuestionnaireAction): QuestionnaireState {
  switch (action.type) {
    case 'load': {
      const { detail } = action;
      if (detail.id !== state.assessmentId) return initialQuestionnaire(detail);
      const fresh = !touchedSince(state, action.loadedAt);
      if (action.taken.length === 0 && !fresh) return state;
      const after = answersById(detail.answers);
      const answers = { ...state.answers };
      const drafts = { ...state.drafts };
      const revisions = { ...state.revisions };
      const statuses = { ...state.statuses };
      for (const questionId of action.taken) {
        if (after[questionId]) answers[questionId] = after[questionId];
        else delete answers[questionId];
        const value = after[questionId]?.value ?? null;
        if (!sameAnswer(drafts[questionId], value)) {
          drafts[questionId] = value;
          revisions[questionId] = (revisions[questionId] ?? 0) + 1;
          delete statuses[questionId];
        }
      }
      // The figures of a reading older than this tab's last write are older than the page's.
      const figures = fresh ? { progress: detail.progress_detail, status: detail.status } : {};
      return { ...state, answers, drafts, revisions, statuses, ...figures };
    }
    case 'change':
      return {
        ...state,
        drafts: { ...state.drafts, [action.questionId]: action.value },
        touchedAt: { ...state.touchedAt, [action.questionId]: action.at },
      };
    case 'status':
      return { ...state, statuses: { ...state.statuses, [action.questionId]: action.status } };
    case 'saved': {
      const answers = { ...state.answers };
      if (action.result.answer) answers[action.questionId] = action.result.answer;
      else delete answers[action.questionId];
      return {
        ...state,
        answers,
        progress: action.result.progress,
        status: action.result.status,
        touchedAt: { ...state.touchedAt, [action.questionId]: action.at },
      };
    }
    case 'replace': {
      const answers = { ...state.answers };
      if (action.answer) answers[action.questionId] = action.answer;
      else delete answers[action.questionId];
      return {
        ...state,
        answers,
        drafts: { ...state.drafts, [action.questionId]: action.answer?.value ?? null },
        revisions: { ...state.revisions, [action.questionId]: (state.revisions[action.questionId] ?? 0) + 1 },
      };
    }
  }
}
