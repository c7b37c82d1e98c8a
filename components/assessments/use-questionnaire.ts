import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { AnswerValue, AssessmentDetail, SavedAnswer } from '@/lib/schemas/assessments';
import type { TemplateQuestion } from '@/lib/schemas/templates';
import { AnswerSaver, type SaveStatus, type SendAnswer } from './answer-saver';
import { answerProblem, normaliseAnswer } from './answer-rules';
import { isEmptyAnswer, sameAnswer } from '@/components/ui/questions/answer-values';
import { dropDraft, keepDraft, storedDrafts } from './draft-store';
import { initialQuestionnaire, questionnaireReducer, questionsToTake } from './questionnaire-state';
import type { ChangeMode } from '@/components/ui/questions/types';

export type { QuestionnaireState } from './questionnaire-state';

export interface QuestionnaireOptions {
  /** Every save or clear that went through (the page moves the store's figures). */
  onSaved?: (questionId: string, result: SavedAnswer) => void;
  send?: SendAnswer;
  delayMs?: number;
  /** When the request that read `detail` started (ms since the epoch); 0 when not known. */
  loadedAt?: number;
}

/** The overall state of the saves, for the page's live status: something on its way, a failure, or all saved. */
export type OverallSave = 'idle' | 'saving' | 'saved' | 'draft' | 'failed';

export function overallSave(statuses: Record<string, SaveStatus>): OverallSave {
  const states = Object.values(statuses).map((status) => status.state);
  if (states.some((state) => state === 'error' || state === 'conflict')) return 'failed';
  if (states.some((state) => state === 'pending' || state === 'saving')) return 'saving';
  if (states.some((state) => state === 'invalid')) return 'draft';
  if (states.some((state) => state === 'saved')) return 'saved';
  return 'idle';
}

function questionsOf(detail: AssessmentDetail): Map<string, TemplateQuestion> {
  return new Map(detail.sections.flatMap((section) => section.questions.map((question) => [question.id, question] as const)));
}

/**
 * The answers of one questionnaire and their save queue. Changes show at once and go to the server as they
 * are given, trimmed and normalised; a value that breaks a rule of its question stays on screen as a draft
 * (kept in this browser until a valid value is saved). What waits is sent when the page is hidden or left
 * (`pagehide`, `visibilitychange`) with `keepalive`, and when the page unmounts. A new reading of the assessment
 * (the cache changed: a remembered position, autofill, another visit) only puts on screen what changed on the
 * server since the page last wrote.
 */
export function useQuestionnaire(detail: AssessmentDetail, options: QuestionnaireOptions = {}) {
  const questions = useMemo(() => questionsOf(detail), [detail]);
  const [state, dispatch] = useReducer(questionnaireReducer, detail, (first) =>
    initialQuestionnaire(first, storedDrafts(first.id), (questionId, value) => answerProblem(questionsOf(first).get(questionId), value)),
  );
  const saverRef = useRef<AnswerSaver | null>(null);
  const optionsRef = useRef(options);
  const detailRef = useRef(detail);
  const stateRef = useRef(state);
  const questionsRef = useRef(questions);
  useEffect(() => {
    optionsRef.current = options;
    detailRef.current = detail;
    stateRef.current = state;
    questionsRef.current = questions;
  });
  const assessmentId = detail.id;

  // One save queue per assessment; its last saves go out when the page is hidden or left, and when the
  // questionnaire goes away.
  useEffect(() => {
    const saver = new AnswerSaver({
      assessmentId,
      versions: Object.fromEntries(detailRef.current.answers.map((answer) => [answer.question_id, answer.version])),
      send: optionsRef.current.send,
      delayMs: optionsRef.current.delayMs,
      prepare: (questionId, value) => normaliseAnswer(questionsRef.current.get(questionId), value),
      check: (questionId, value) => answerProblem(questionsRef.current.get(questionId), value),
      onStatus: (questionId, status) => dispatch({ type: 'status', questionId, status }),
      onHeld: (questionId, value, version) => keepDraft(assessmentId, questionId, { value, baseVersion: version }),
      onSaved: (questionId, result) => {
        dropDraft(assessmentId, questionId);
        dispatch({ type: 'saved', questionId, result, at: Date.now() });
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

  // The assessment read again, or its cached copy changed: take what changed on the server since.
  const loaded = useRef(detail);
  useEffect(() => {
    if (loaded.current === detail) return;
    loaded.current = detail;
    const saver = saverRef.current;
    const loadedAt = optionsRef.current.loadedAt ?? 0;
    const taken = questionsToTake(stateRef.current, detail, loadedAt, (questionId) => Boolean(saver?.isBusy(questionId)));
    const versions = new Map(detail.answers.map((answer) => [answer.question_id, answer.version]));
    saver?.syncVersions(Object.fromEntries(taken.map((questionId) => [questionId, versions.get(questionId) ?? 0])));
    dispatch({ type: 'load', detail, taken, loadedAt });
  }, [detail]);

  const change = useCallback(
    (questionId: string, value: AnswerValue | null, mode: ChangeMode) => {
      dispatch({ type: 'change', questionId, value, at: Date.now() });
      if (isEmptyAnswer(value)) dropDraft(assessmentId, questionId);
      saverRef.current?.change(questionId, value, mode);
    },
    [assessmentId],
  );
  // Leaving a field: it shows the form its value is saved in, and what waits goes at once.
  const blur = useCallback((questionId: string) => {
    const draft = stateRef.current.drafts[questionId] ?? null;
    const normalised = normaliseAnswer(questionsRef.current.get(questionId), draft);
    const saver = saverRef.current;
    if (typeof draft === 'string' && !sameAnswer(draft, normalised)) {
      dispatch({ type: 'change', questionId, value: normalised, at: Date.now() });
      // Already stored in that form (it is sent normalised): nothing more to send.
      const stored = stateRef.current.answers[questionId]?.value;
      if (saver?.isBusy(questionId) || !sameAnswer(stored, normalised)) saver?.change(questionId, normalised, 'now');
      return;
    }
    void saver?.flushQuestion(questionId);
  }, []);
  const retry = useCallback((questionId: string) => saverRef.current?.retry(questionId), []);
  const keepMine = useCallback((questionId: string) => saverRef.current?.keepMine(questionId), []);
  const takeTheirs = useCallback((questionId: string) => {
    const theirs = saverRef.current?.takeTheirs(questionId) ?? null;
    dispatch({ type: 'replace', questionId, answer: theirs });
  }, []);
  const flush = useCallback(() => saverRef.current?.flush() ?? Promise.resolve(), []);

  // A section read after the page opened (`GET /section`): the drafts kept for its questions show the rule they break.
  const checked = useRef(questions);
  useEffect(() => {
    const before = checked.current;
    checked.current = questions;
    for (const [questionId, status] of Object.entries(stateRef.current.statuses)) {
      if (status.state !== 'invalid' || before.has(questionId) || !questions.has(questionId)) continue;
      const problem = answerProblem(questions.get(questionId), stateRef.current.drafts[questionId] ?? null);
      if (problem) dispatch({ type: 'status', questionId, status: { ...status, problem } });
    }
  }, [questions]);

  return { state, change, blur, retry, keepMine, takeTheirs, flush };
}
