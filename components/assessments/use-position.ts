import { useCallback, useEffect, useRef, useState } from 'react';
import { openingSection, questionIdsOf, type OutlinedAssessment } from '@/lib/assessments/outline';
import { useUpdateAssessmentPositionMutation } from '@/store/api/questionnaire';
import { useAppDispatch } from '@/store/hooks';
import { setAssessmentSection, setCurrentQuestion } from '@/store/slices/assessment';

/** How long the focus rests on a question before it is remembered on the server. */
export const POSITION_DELAY_MS = 800;
/**
 * On open, the scroll to the question worked on last waits this long: the questionnaire's code arrives after the
 * page, and its inputs (text areas growing to their text, map previews) settle the layout in the first frames.
 */
export const OPEN_SCROLL_DELAY_MS = 150;
/** How long that question stays highlighted: the smooth scroll ends well before, and the eye finds it. */
export const HIGHLIGHT_MS = 2_500;
/**
 * Going to a question of another section: after the section switch has rendered (a frame), this pause lets the
 * new section's questions mount before one is scrolled to and focused.
 */
export const QUESTION_FOCUS_DELAY_MS = 60;
/** A section whose questions are still being read (`GET /section`): its question is looked for again, this many times. */
export const QUESTION_FOCUS_ATTEMPTS = 100;

/** Brings a question into view and puts the focus in it, once the section it is in has rendered (and been read). */
function focusQuestion(questionId: string, attempts = QUESTION_FOCUS_ATTEMPTS): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      const card = document.getElementById(`q-${questionId}`);
      if (!card && attempts > 1) return focusQuestion(questionId, attempts - 1);
      card?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      // The answer's own field first; then its first control, never a tool of the card (make a to-do).
      const field = card?.querySelector<HTMLElement>('input, textarea, select') ?? card?.querySelector<HTMLElement>('button:not([data-question-tool]), [tabindex="0"]');
      field?.focus({ preventScroll: true });
    }, QUESTION_FOCUS_DELAY_MS),
  );
}

export interface PositionOptions {
  detail: OutlinedAssessment;
  /** Open at this section and question (a link from a gap), else where the user left off. */
  initialSection?: string;
  initialQuestion?: string;
}

/**
 * Where the user is in the questionnaire: the section shown, the question worked on, both remembered on the
 * server (`PATCH /assessment`, the question once the focus rests on it) and in the store's assessment part (the
 * seed mirror points the project part at it); on open, the page scrolls to the question worked on last and
 * highlights it for a moment.
 */
export function usePosition({ detail, initialSection, initialQuestion }: PositionOptions) {
  const dispatch = useAppDispatch();
  const [updatePosition] = useUpdateAssessmentPositionMutation();
  // The section the page's first data holds the questions of (`openingSection`, the server's choice too).
  const [sectionId, setSectionId] = useState(() => openingSection(detail, initialSection));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const currentQuestion = useRef<string | null>(initialQuestion ?? detail.current_question);
  const positionTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(positionTimer.current), []);

  const remember = useCallback(
    (nextSection: string, question: string | null) => {
      if (detail.disabled) return;
      void updatePosition({ id: detail.id, current_section: nextSection, current_question: question })
        .unwrap()
        .catch(() => undefined);
    },
    [detail.disabled, detail.id, updatePosition],
  );

  useEffect(() => {
    dispatch(setAssessmentSection(sectionId));
  }, [dispatch, sectionId]);

  const goToSection = useCallback(
    (nextSection: string, focusHeading = true) => {
      setSectionId(nextSection);
      currentQuestion.current = null;
      dispatch(setCurrentQuestion(null));
      clearTimeout(positionTimer.current);
      remember(nextSection, null);
      if (focusHeading) {
        requestAnimationFrame(() => {
          headingRef.current?.focus({ preventScroll: true });
          headingRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        });
      }
    },
    [dispatch, remember],
  );

  const onFocusQuestion = useCallback(
    (questionId: string) => {
      if (currentQuestion.current === questionId) return;
      currentQuestion.current = questionId;
      dispatch(setCurrentQuestion(questionId));
      clearTimeout(positionTimer.current);
      positionTimer.current = setTimeout(() => remember(sectionId, questionId), POSITION_DELAY_MS);
    },
    [dispatch, remember, sectionId],
  );

  // On open: scroll to the stored question and mark it for a moment.
  const [highlight, setHighlight] = useState<string | null>(initialQuestion ?? detail.current_question);
  useEffect(() => {
    const target = initialQuestion ?? detail.current_question;
    if (!target) return;
    const timer = setTimeout(() => {
      document.getElementById(`q-${target}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    }, OPEN_SCROLL_DELAY_MS);
    const clear = setTimeout(() => setHighlight(null), HIGHLIGHT_MS);
    return () => {
      clearTimeout(timer);
      clearTimeout(clear);
    };
    // Only when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [detail.id]);

  /** Opens the section of a question (when another) and brings the question into focus. */
  const goToQuestion = useCallback(
    (questionId: string, questionSection: string) => {
      if (questionSection !== sectionId) goToSection(questionSection, false);
      focusQuestion(questionId);
    },
    [goToSection, sectionId],
  );

  // A link naming a question without its section (a to-do's "Open the question"): once open, go to its section.
  useEffect(() => {
    if (!initialQuestion || initialSection) return;
    const home = detail.sections.find((section) => questionIdsOf(detail, section).includes(initialQuestion));
    if (!home || home.id === sectionId) return;
    const timer = setTimeout(() => goToQuestion(initialQuestion, home.id), 0);
    return () => clearTimeout(timer);
    // Only when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [detail.id]);

  return { sectionId, goToSection, goToQuestion, onFocusQuestion, highlight, headingRef };
}
