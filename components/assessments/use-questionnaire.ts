import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Answer, AnswerValue, AssessmentDetail, AssessmentProgress, SavedAnswer } from '@/lib/schemas/assessments';
import { AnswerSaver, type SaveStatus, type SendAnswer } from './answer-saver';
import { sameAnswer } from './answer-values';
import type { ChangeMode } from './questions/types';

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
}

type Action =
  | { type: 'load'; detail: AssessmentDetail; busy: (questionId: string) => boolean }
  | { type: 'change'; questionId: string; value: AnswerValue | null }
  | { type: 'status'; questionId: string; status: SaveStatus }
  | { type: 'saved'; questionId: string; result: SavedAnswer }
  | { type: 'replace'; questionId: string; answer: Answer | null };

function answersById(answers: Answer[]): Record<string, Answer> {
  return Object.fromEntries(answers.map((answer) => [answer.questionId, answer]));
}

export function initialQuestionnaire(detail: AssessmentDetail): QuestionnaireState {
  const answers = answersById(detail.answers);
  return {
    assessmentId: detail.id,
    drafts: Object.fromEntries(detail.answers.map((answer) => [answer.questionId, answer.value])),
    answers,
    statuses: {},
    revisions: {},
    progress: detail.progressDetail,
    status: detail.status,
  };
}

export function questionnaireReducer(state: QuestionnaireState, action: Action): QuestionnaireState {
  switch (action.type) {
    case 'load': {
      const { detail } = action;
      if (detail.id !== state.assessmentId) return initialQuestionnaire(detail);
      // The same assessment read again (after autofill): answers that changed on the server replace the inputs,
      // except where the user has something on its way.
      const answers = answersById(detail.answers);
      const drafts = { ...state.drafts };
      const revisions = { ...state.revisions };
      const ids = new Set([...Object.keys(answers), ...Object.keys(state.answers)]);
      for (const questionId of ids) {
        const before = state.answers[questionId];
        const after = answers[questionId];
        if (before?.version === after?.version || action.busy(questionId)) continue;
        if (!sameAnswer(drafts[questionId], after?.value ?? null)) {
          drafts[questionId] = after?.value ?? null;
          revisions[questionId] = (revisions[questionId] ?? 0) + 1;
        }
      }
      return { ...state, answers, drafts, revisions, progress: detail.progressDetail, status: detail.status };
    }
    case 'change':
      return { ...state, drafts: { ...state.drafts, [action.questionId]: action.value } };
    case 'status':
      return { ...state, statuses: { ...state.statuses, [action.questionId]: action.status } };
    case 'saved': {
      const answers = { ...state.answers };
      if (action.result.answer) answers[action.questionId] = action.result.answer;
      else delete answers[action.questionId];
      return { ...state, answers, progress: action.result.progress, status: action.result.status };
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

export interface QuestionnaireOptions {
  /** Every save or clear that went through (the page moves the store's figures). */
  onSaved?: (questionId: string, result: SavedAnswer) => void;
  send?: SendAnswer;
  delayMs?: number;
}

/** The overall state of the saves, for the page's live status: something on its way, a failure, or all saved. */
export type OverallSave = 'idle' | 'saving' | 'saved' | 'failed';

export function overallSave(statuses: Record<string, SaveStatus>): OverallSave {
  const states = Object.values(statuses).map((status) => status.state);
  if (states.some((state) => state === 'error' || state === 'conflict')) return 'failed';
  if (states.some((state) => state === 'pending' || state === 'saving')) return 'saving';
  if (states.some((state) => state === 'saved')) return 'saved';
  return 'idle';
}

/**
 * The answers of one questionnaire and their save queue. Changes show at once and go to the server as they
 * are given; what waits is sent when the page is hidden or left (`pagehide`, `visibilitychange`) with
 * `keepalive`, and when the page unmounts.
 */
export function useQuestionnaire(detail: AssessmentDetail, options: QuestionnaireOptions = {}) {
  const [state, dispatch] = useReducer(questionnaireReducer, detail, initialQuestionnaire);
  const saverRef = useRef<AnswerSaver | null>(null);
  const optionsRef = useRef(options);
  const detailRef = useRef(detail);
  useEffect(() => {
    optionsRef.current = options;
    detailRef.current = detail;
  });
  const assessmentId = detail.id;

  // One save queue per assessment; its last saves go out when the page is hidden or left, and when the
  // questionnaire goes away.
  useEffect(() => {
    const saver = new AnswerSaver({
      assessmentId,
      versions: Object.fromEntries(detailRef.current.answers.map((answer) => [answer.questionId, answer.version])),
      send: optionsRef.current.send,
      delayMs: optionsRef.current.delayMs,
      onStatus: (questionId, status) => dispatch({ type: 'status', questionId, status }),
      onSaved: (questionId, result) => {
        dispatch({ type: 'saved', questionId, result });
        optionsRef.current.onSaved?.(questionId, result);
      },
    });
    saverRef.current = saver;
    const flush = () => void saver.flush({ keepalive: true });
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
      saver.dispose();
      if (saverRef.current === saver) saverRef.current = null;
    };
  }, [assessmentId]);

  // The same assessment read again (after autofill): take what changed on the server.
  const loaded = useRef(detail);
  useEffect(() => {
    if (loaded.current === detail) return;
    loaded.current = detail;
    const saver = saverRef.current;
    saver?.syncVersions(Object.fromEntries(detail.answers.map((answer) => [answer.questionId, answer.version])));
    dispatch({ type: 'load', detail, busy: (questionId) => Boolean(saver?.isBusy(questionId)) });
  }, [detail]);

  const change = useCallback((questionId: string, value: AnswerValue | null, mode: ChangeMode) => {
    dispatch({ type: 'change', questionId, value });
    saverRef.current?.change(questionId, value, mode);
  }, []);
  const blur = useCallback((questionId: string) => void saverRef.current?.flushQuestion(questionId), []);
  const retry = useCallback((questionId: string) => saverRef.current?.retry(questionId), []);
  const keepMine = useCallback((questionId: string) => saverRef.current?.keepMine(questionId), []);
  const takeTheirs = useCallback((questionId: string) => {
    const theirs = saverRef.current?.takeTheirs(questionId) ?? null;
    dispatch({ type: 'replace', questionId, answer: theirs });
  }, []);
  const flush = useCallback(() => saverRef.current?.flush() ?? Promise.resolve(), []);

  return { state, change, blur, retry, keepMine, takeTheirs, flush };
}
