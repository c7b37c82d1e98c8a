import { useCallback, useEffect, useMemo, useRef } from 'react';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { Box, Container, Drawer } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { AssessmentDetail } from '@/lib/schemas/assessments';
import type { Language } from '@/lib/schemas/common';
import type { TemplateQuestion } from '@/lib/schemas/templates';
import { assessmentStateFrom, progressFields } from '@/components/projects/project-store';
import { recordSavedAnswer, sendAnswer } from '@/store/api/assessments';
import { api } from '@/store/api/index';
import { projectTag } from '@/store/api/projects';
import { useAppDispatch } from '@/store/hooks';
import { setWikiModal } from '@/store/slices/app';
import { saveAssessment, setAssessmentProgress, updateAssessment } from '@/store/slices/assessment';
import { setCurrentAssessment } from '@/store/slices/project';
import type { SendAnswer } from './answer-saver';
import { ProgressPanel } from './ProgressPanel';
import { QuestionnaireAlerts } from './QuestionnaireAlerts';
import { QuestionnaireHeader } from './QuestionnaireHeader';
import { SectionNav, SectionSelect } from './SectionNav';
import { SectionQuestions, type QuestionHandlers } from './SectionQuestions';
import { useAutofill } from './use-autofill';
import { useCompletion } from './use-completion';
import { usePosition } from './use-position';
import { overallSave, useQuestionnaire } from './use-questionnaire';
import { ASSESSMENT_PAGE_WIDTH } from './page-width';
import classes from './Assessment.module.css';

const AutofillReview = dynamic(() => import('./AutofillReview'), { ssr: false });
const ResultsPanel = dynamic(() => import('@/components/projects/ResultsPanel'), { ssr: false });

export interface QuestionnaireProps {
  detail: AssessmentDetail;
  /** When the request that read `detail` started (a newer reading may replace answers this page did not write since). */
  loadedAt?: number;
  language: Language;
  /** Open at this section and question (a link from a gap), else where the user left off. */
  initialSection?: string;
  initialQuestion?: string;
}

/** Each save of this tab also lands in the cached questionnaire, even after the page is left. */
function useRecordingSend(): SendAnswer {
  const dispatch = useAppDispatch();
  return useCallback<SendAnswer>(
    (write, options) =>
      sendAnswer(write, options).then((result) => {
        dispatch(recordSavedAnswer(write.body.assessmentId, write.body.questionId, result));
        return result;
      }),
    [dispatch],
  );
}

/**
 * Once the questionnaire is left after answers were given, the project lists (their progress bars) are read
 * again, instead of showing the figures from before (the project's page reads its project when it opens).
 */
function useProjectListsFollow(answered: boolean): void {
  const dispatch = useAppDispatch();
  const answeredRef = useRef(answered);
  useEffect(() => {
    answeredRef.current = answered;
  }, [answered]);
  useEffect(
    () => () => {
      if (answeredRef.current) dispatch(api.util.invalidateTags([projectTag.list]));
    },
    [dispatch],
  );
}

/** Brings a question into view and puts the focus in it. */
function focusQuestion(questionId: string): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      const card = document.getElementById(`q-${questionId}`);
      card?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      card?.querySelector<HTMLElement>('input, textarea, button, [tabindex="0"]')?.focus({ preventScroll: true });
    }, 60),
  );
}

/**
 * The questionnaire of one assessment: sections in a sidebar (a select on phones), the current section's
 * visible questions, every answer saved as it is given with the figures moving live, the position remembered,
 * autofill with review, compute with results, and completion with the congrats popup.
 */
export function Questionnaire({ detail, loadedAt = 0, language, initialSection, initialQuestion }: QuestionnaireProps) {
  const t = useTranslations('assessments');
  const dispatch = useAppDispatch();
  const projectId = detail.project.id;
  const disabled = detail.disabled;

  const questionnaire = useQuestionnaire(detail, { send: useRecordingSend(), loadedAt });
  const { state } = questionnaire;
  const { progress } = state;
  const autofill = useAutofill(detail, questionnaire.flush);
  useProjectListsFollow(Object.keys(state.touchedAt).length > 0);
  const outcome = useCompletion(detail, state.status, questionnaire.flush);

  // The store's assessment is this one (set once per assessment); its figures follow the page's.
  const seeded = useRef(detail);
  useEffect(() => {
    dispatch(saveAssessment(assessmentStateFrom(seeded.current)));
    dispatch(setCurrentAssessment({ assessment_id: seeded.current.id }));
  }, [detail.id, dispatch]);
  useEffect(() => {
    dispatch(setAssessmentProgress(progressFields(progress)));
    dispatch(updateAssessment({ question_list: progress.question_list, status: outcome.completed ? 'completed' : state.status }));
  }, [dispatch, outcome.completed, progress, state.status]);

  /* ------------------------------------------------------------ sections and visibility */
  const visible = useMemo(() => new Set(progress.question_list), [progress.question_list]);
  const sectionFigures = useMemo(() => Object.fromEntries(progress.sections.map((section) => [section.sectionId, section])), [progress.sections]);
  const sections = useMemo(
    () => detail.sections.filter((section) => section.questions.some((question) => visible.has(question.id))),
    [detail.sections, visible],
  );
  const questionsById = useMemo(
    () =>
      new Map(detail.sections.flatMap((section) => section.questions.map((question) => [question.id, { question, sectionId: section.id }] as const))),
    [detail.sections],
  );
  const position = usePosition({ detail, sections, initialSection, initialQuestion });
  const section = detail.sections.find((candidate) => candidate.id === position.sectionId) ?? detail.sections[0];

  const openArticle = useCallback(
    (question: TemplateQuestion) => {
      if (question.article) dispatch(setWikiModal({ open: true, link: question.article, question_id: question.id }));
    },
    [dispatch],
  );
  const handlers: QuestionHandlers = {
    change: questionnaire.change,
    blur: questionnaire.blur,
    focus: position.onFocusQuestion,
    keepMine: questionnaire.keepMine,
    takeTheirs: questionnaire.takeTheirs,
    retry: questionnaire.retry,
    article: openArticle,
  };

  const missing = progress.missingRequired.filter((id) => questionsById.has(id));
  const goToQuestion = (questionId: string) => {
    const target = questionsById.get(questionId)?.sectionId;
    if (!target) return;
    if (target !== position.sectionId) position.goToSection(target, false);
    focusQuestion(questionId);
  };
  const canComplete = !disabled && !outcome.completed && progress.completion >= 100;
  const complete = () => void outcome.complete();

  return (
    <div className={classes.page}>
      <Head>
        <title>{t('metaTitleNamed', { title: detail.title, project: detail.project.name })}</title>
      </Head>
      <Container size={ASSESSMENT_PAGE_WIDTH} className={classes.header}>
        <QuestionnaireHeader
          detail={detail}
          status={outcome.completed ? 'completed' : state.status}
          autofilling={autofill.autofilling}
          computing={outcome.computing}
          onAutofill={() => void autofill.start()}
          onCompute={() => void outcome.compute()}
        />
        <ProgressPanel
          progress={progress}
          save={overallSave(state.statuses)}
          missing={missing}
          showComplete={!outcome.completed}
          canComplete={canComplete}
          completing={outcome.completing}
          disabled={disabled}
          onComplete={complete}
          onGoToQuestion={goToQuestion}
        />
        <QuestionnaireAlerts
          detail={detail}
          autofillWaiting={autofill.pending && !autofill.reviewOpen}
          completed={outcome.completed}
          nextLink={outcome.nextLink}
          onReviewAutofill={() => void autofill.reviewPending()}
        />
      </Container>

      <Container size={ASSESSMENT_PAGE_WIDTH} pb="xl">
        <div className={classes.layout}>
          <Box visibleFrom="md" className={classes.sidebar}>
            <SectionNav sections={sections} progress={sectionFigures} current={position.sectionId} language={language} onSelect={(id) => position.goToSection(id)} />
          </Box>
          <Box style={{ minWidth: 0 }}>
            <Box hiddenFrom="md" mb="md">
              <SectionSelect sections={sections} progress={sectionFigures} current={position.sectionId} language={language} onSelect={(id) => position.goToSection(id)} />
            </Box>
            {section && (
              <SectionQuestions
                section={section}
                sections={sections}
                visible={visible}
                state={state}
                handlers={handlers}
                headingRef={position.headingRef}
                highlight={position.highlight}
                disabled={disabled}
                language={language}
                projectId={projectId}
                completion={{ show: !outcome.completed && !disabled, enabled: canComplete, onComplete: complete }}
                onSection={(id) => position.goToSection(id)}
              />
            )}
          </Box>
        </div>
      </Container>

      {autofill.proposals && (
        <AutofillReview
          opened={autofill.reviewOpen}
          onClose={() => autofill.setReviewOpen(false)}
          assessmentId={detail.id}
          proposals={autofill.proposals}
          questions={questionsById}
          drafts={state.drafts}
          language={language}
          onDecided={autofill.decided}
        />
      )}
      <Drawer
        opened={outcome.resultsOpen}
        onClose={() => outcome.setResultsOpen(false)}
        position="right"
        size="xl"
        title={t('resultsTitle')}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        {outcome.resultsOpen && <ResultsPanel projectId={projectId} canCompute={false} compact />}
      </Drawer>
    </div>
  );
}
