import dynamic from 'next/dynamic';
import Head from 'next/head';
import { Box, Container } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { OutlinedAssessment } from '@/lib/assessments/outline';
import type { Language } from '@/lib/schemas/common';
import { installAssessmentMirror } from '@/store/seed-mirror/assessment';
import { installProjectMirror } from '@/store/seed-mirror/project';
import { ProgressPanel } from './ProgressPanel';
import { QuestionnaireAlerts } from './QuestionnaireAlerts';
import { QuestionnaireHeader } from './QuestionnaireHeader';
import { ResultsDrawer } from './ResultsDrawer';
import { SectionNav, SectionSelect } from './SectionNav';
import { SectionQuestions, type QuestionHandlers } from './SectionQuestions';
import { useProjectListsFollow, useRecordingSend } from './use-answer-sync';
import { useArticleOpener } from './use-article-opener';
import { useAutofill } from './use-autofill';
import { useCompletion } from './use-completion';
import { usePosition } from './use-position';
import { overallSave, useQuestionnaire } from './use-questionnaire';
import { useSectionLoader } from './use-section-loader';
import { useSections } from './use-sections';
import classes from './Assessment.module.css';

const AutofillReview = dynamic(() => import('./AutofillReview'), { ssr: false });

// The questionnaire reads the store's assessment part, which the seed mirror keeps in step with the API's answers.
installAssessmentMirror();
installProjectMirror();

export interface QuestionnaireProps {
  /** The assessment as cached: its first reading may leave out the questions of sections not yet opened. */
  detail: OutlinedAssessment;
  /** When the request that read `detail` started (a newer reading may replace answers this page did not write since). */
  loadedAt?: number;
  language: Language;
  /** Open at this section and question (a link from a gap), else where the user left off. */
  initialSection?: string;
  initialQuestion?: string;
}

/**
 * The questionnaire of one assessment: sections in a sidebar (a select on phones), the current section's
 * visible questions, every answer saved as it is given with the figures moving live, the position remembered,
 * autofill with review, compute with results, and completion with the congrats popup. The store's assessment part
 * holds this assessment (the seed mirror fills it from the page's reading).
 */
export function Questionnaire({ detail, loadedAt = 0, language, initialSection, initialQuestion }: QuestionnaireProps) {
  const t = useTranslations('assessments');
  const projectId = detail.project.id;
  const disabled = detail.disabled;

  const questionnaire = useQuestionnaire(detail, { send: useRecordingSend(), loadedAt });
  const { state } = questionnaire;
  const { progress } = state;
  const { visible, sectionFigures, sections, questionsById } = useSections(detail, progress);
  const position = usePosition({ detail, initialSection, initialQuestion });
  const shown = useSectionLoader(detail, position.sectionId, questionsById);
  const autofill = useAutofill(detail, questionnaire.flush, shown.loadQuestions);
  useProjectListsFollow(Object.keys(state.touchedAt).length > 0);
  const outcome = useCompletion(detail, questionnaire.flush);

  const openArticle = useArticleOpener();
  const handlers: QuestionHandlers = {
    change: questionnaire.change,
    blur: questionnaire.blur,
    focus: position.onFocusQuestion,
    keepMine: questionnaire.keepMine,
    takeTheirs: questionnaire.takeTheirs,
    retry: questionnaire.retry,
    article: openArticle,
  };
  const missing = progress.missing_required.filter((id) => questionsById.has(id));
  const goToQuestion = (questionId: string) => {
    const target = questionsById.get(questionId)?.sectionId;
    if (target) position.goToQuestion(questionId, target);
  };
  const canComplete = !disabled && !outcome.completed && progress.completion >= 100;
  const complete = () => void outcome.complete();
  const goToSection = (id: string) => position.goToSection(id);
  const nav = { sections, progress: sectionFigures, current: position.sectionId, language, onSelect: goToSection, onPrefetch: shown.prefetchSection };

  return (
    <div className={classes.page}>
      <Head>
        <title>{t('metaTitleNamed', { title: detail.title, project: detail.project.name })}</title>
      </Head>
      <Container size="lg" className={classes.header}>
        <QuestionnaireHeader
          detail={detail}
          status={outcome.status}
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

      <Container size="lg" pb="xl">
        <div className={classes.layout}>
          <Box visibleFrom="md" className={classes.sidebar}>
            <SectionNav {...nav} />
          </Box>
          <Box style={{ minWidth: 0 }}>
            <Box hiddenFrom="md" mb="md">
              <SectionSelect {...nav} />
            </Box>
            {shown.section && (
              <SectionQuestions
                section={shown.section}
                sections={sections}
                visible={visible}
                state={state}
                handlers={handlers}
                headingRef={position.headingRef}
                highlight={position.highlight}
                disabled={disabled}
                language={language}
                projectId={projectId}
                assessmentId={detail.id}
                completion={{ show: !outcome.completed && !disabled, enabled: canComplete, onComplete: complete }}
                onSection={goToSection}
                load={shown}
                onPrefetch={shown.prefetchSection}
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
      <ResultsDrawer projectId={projectId} opened={outcome.resultsOpen} onClose={() => outcome.setResultsOpen(false)} />
    </div>
  );
}
