import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import Link from 'next/link';
import {
  Alert,
  Anchor,
  Box,
  Breadcrumbs,
  Button,
  Container,
  Drawer,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconChartBar,
  IconCircleCheck,
  IconLock,
  IconSparkles,
} from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { LabelledProgress } from '@/components/ui/LabelledProgress';
import type { AssessmentDetail, AutofillProposal } from '@/lib/schemas/assessments';
import type { Language } from '@/lib/schemas/common';
import type { TemplateQuestion } from '@/lib/schemas/templates';
import { failureMessage } from '@/components/projects/failure';
import { assessmentHref, projectHref, PROJECTS_PATH } from '@/components/projects/paths';
import { assessmentStateFrom, progressFields } from '@/components/projects/project-store';
import { StatusBadge } from '@/components/projects/StatusBadge';
import {
  assessmentsApi,
  recordSavedAnswer,
  sendAnswer,
  useCompleteAssessmentMutation,
  useRunAutofillMutation,
  useRunComputeMutation,
  useUpdateAssessmentPositionMutation,
} from '@/store/api/assessments';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  setAutofilling,
  setComputing,
  setCongrats,
  setInfo,
  setToast,
  setToastError,
  setWikiModal,
} from '@/store/slices/app';
import {
  saveAssessment,
  setAssessmentProgress,
  setAssessmentSection,
  setAutofillPending,
  setCurrentQuestion,
  updateAssessment,
} from '@/store/slices/assessment';
import { setCurrentAssessment, setCurrentSection } from '@/store/slices/project';
import type { SendAnswer } from './answer-saver';
import { localize } from './answer-values';
import { QuestionCard } from './QuestionCard';
import { SectionNav, SectionSelect } from './SectionNav';
import { overallSave, useQuestionnaire } from './use-questionnaire';
import classes from './Assessment.module.css';
import { ASSESSMENT_PAGE_WIDTH } from './page-width';

const AutofillReview = dynamic(() => import('./AutofillReview'), { ssr: false });
const ResultsPanel = dynamic(() => import('@/components/projects/ResultsPanel'), { ssr: false });

/** How long the focus rests on a question before it is remembered on the server. */
const POSITION_DELAY_MS = 800;

export interface QuestionnaireProps {
  detail: AssessmentDetail;
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
 * autofill with review, compute with results, and completion with the congrats popup.
 */
export function Questionnaire({ detail, loadedAt = 0, language, initialSection, initialQuestion }: QuestionnaireProps) {
  const t = useTranslations('assessments');
  const dispatch = useAppDispatch();
  const projectId = detail.project.id;
  const disabled = detail.disabled;

  /* ------------------------------------------------------------ the answers and the store */
  // Each save of this tab also lands in the cached questionnaire, even after the page is left.
  const send = useCallback<SendAnswer>(
    (write, options) =>
      sendAnswer(write, options).then((result) => {
        dispatch(recordSavedAnswer(write.body.assessmentId, write.body.questionId, result));
        return result;
      }),
    [dispatch],
  );
  const questionnaire = useQuestionnaire(detail, { send, loadedAt });
  const { state } = questionnaire;
  const { progress } = state;

  // The store's assessment is this one (set once per assessment); its figures follow the page's.
  const seeded = useRef(detail);
  useEffect(() => {
    dispatch(saveAssessment(assessmentStateFrom(seeded.current)));
    dispatch(setCurrentAssessment({ assessment_id: seeded.current.id }));
  }, [detail.id, dispatch]);
  useEffect(() => {
    dispatch(setAssessmentProgress(progressFields(progress)));
    dispatch(updateAssessment({ question_list: progress.question_list, status: state.status }));
  }, [dispatch, progress, state.status]);

  /* ------------------------------------------------------------ sections and visibility */
  const visible = useMemo(() => new Set(progress.question_list), [progress.question_list]);
  const sectionFigures = useMemo(
    () => Object.fromEntries(progress.sections.map((section) => [section.sectionId, section])),
    [progress.sections],
  );
  const sections = useMemo(
    () => detail.sections.filter((section) => section.questions.some((question) => visible.has(question.id))),
    [detail.sections, visible],
  );
  const questionsById = useMemo(() => {
    const map = new Map<string, { question: TemplateQuestion; sectionId: string }>();
    for (const section of detail.sections) for (const question of section.questions) map.set(question.id, { question, sectionId: section.id });
    return map;
  }, [detail.sections]);

  const startSection = () => {
    const wanted = [initialSection, detail.current_section].find(
      (id) => id && detail.sections.some((section) => section.id === id),
    );
    return wanted ?? sections[0]?.id ?? detail.sections[0]?.id ?? '';
  };
  const [sectionId, setSectionId] = useState(startSection);
  const section = detail.sections.find((candidate) => candidate.id === sectionId) ?? detail.sections[0];
  const sectionIndex = sections.findIndex((candidate) => candidate.id === section?.id);
  const sectionQuestions = section ? section.questions.filter((question) => visible.has(question.id)) : [];
  const headingRef = useRef<HTMLHeadingElement>(null);

  /* ------------------------------------------------------------ remembering the position */
  const [updatePosition] = useUpdateAssessmentPositionMutation();
  const currentQuestion = useRef<string | null>(initialQuestion ?? detail.current_question);
  const positionTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const remember = useCallback(
    (nextSection: string, question: string | null) => {
      if (disabled) return;
      void updatePosition({ id: detail.id, current_section: nextSection, current_question: question })
        .unwrap()
        .catch(() => undefined);
    },
    [detail.id, disabled, updatePosition],
  );
  useEffect(() => () => clearTimeout(positionTimer.current), []);

  useEffect(() => {
    dispatch(setAssessmentSection(sectionId));
    dispatch(setCurrentSection(sectionId));
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

  // On open: scroll to the stored question.
  const [highlight, setHighlight] = useState<string | null>(initialQuestion ?? detail.current_question);
  useEffect(() => {
    const target = initialQuestion ?? detail.current_question;
    if (!target) return;
    const timer = setTimeout(() => {
      document.getElementById(`q-${target}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    }, 150);
    const clear = setTimeout(() => setHighlight(null), 2500);
    return () => {
      clearTimeout(timer);
      clearTimeout(clear);
    };
    // Only when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [detail.id]);

  /* ------------------------------------------------------------ the knowledge hub */
  const openArticle = useCallback(
    (question: TemplateQuestion) => {
      if (question.article) dispatch(setWikiModal({ open: true, link: question.article, question_id: question.id }));
    },
    [dispatch],
  );

  /* ------------------------------------------------------------ autofill */
  const [runAutofill] = useRunAutofillMutation();
  const autofilling = useAppSelector((store) => store.app.autofilling);
  // Whether proposals of THIS assessment wait for a decision (the page is remounted for another assessment).
  const [autofillPending, setPending] = useState(detail.autofill_pending);
  const markPending = useCallback(
    (pending: boolean) => {
      setPending(pending);
      dispatch(setAutofillPending(pending));
    },
    [dispatch],
  );
  const [proposals, setProposals] = useState<AutofillProposal[] | null>(null);
  const [reviewOpen, setReviewOpen] = useState(false);

  const startAutofill = async () => {
    await questionnaire.flush();
    dispatch(setAutofilling(true));
    try {
      const found = await runAutofill(detail.id).unwrap();
      if (found.proposals.length === 0) {
        markPending(false);
        dispatch(setInfo(t('autofillNone')));
      } else {
        setProposals(found.proposals);
        markPending(true);
        setReviewOpen(true);
      }
    } catch (error) {
      dispatch(setToastError(failureMessage(error, t('autofillFailed'))));
    } finally {
      dispatch(setAutofilling(false));
    }
  };

  const reviewPending = async () => {
    const result = await dispatch(assessmentsApi.endpoints.getAutofill.initiate(detail.id, { forceRefetch: true }));
    if (result.data) {
      setProposals(result.data.proposals);
      if (result.data.proposals.length === 0) markPending(false);
      else setReviewOpen(true);
    } else {
      dispatch(setToastError(failureMessage(result.error, t('autofillFailed'))));
    }
  };

  /* ------------------------------------------------------------ compute */
  const [runCompute] = useRunComputeMutation();
  const computing = useAppSelector((store) => store.app.computing);
  const [resultsOpen, setResultsOpen] = useState(false);
  const compute = async () => {
    await questionnaire.flush();
    dispatch(setComputing(true));
    try {
      await runCompute(projectId).unwrap();
      setResultsOpen(true);
    } catch (error) {
      dispatch(setToastError(failureMessage(error, t('computeFailed'))));
    } finally {
      dispatch(setComputing(false));
    }
  };

  /* ------------------------------------------------------------ completion */
  const [completeAssessment, completion] = useCompleteAssessmentMutation();
  const [unlocked, setUnlocked] = useState<{ id: string; title: string } | null>(null);
  const [completedNow, setCompletedNow] = useState(false);
  const completed = completedNow || state.status === 'completed';
  const canComplete = !disabled && !completed && progress.completion >= 100;
  const complete = async () => {
    await questionnaire.flush();
    try {
      const result = await completeAssessment({ id: detail.id, projectId }).unwrap();
      const nextId = result.unlocked?.id ?? result.assessment.next_assessment_id;
      dispatch(updateAssessment({ status: 'completed', next_assessment_id: nextId }));
      setUnlocked(result.unlocked ? { id: result.unlocked.id, title: result.unlocked.title } : null);
      setCompletedNow(true);
      dispatch(setCongrats(true));
    } catch (error) {
      dispatch(setToastError(failureMessage(error, t('completeFailed'))));
    }
  };

  const missing = progress.missingRequired.filter((id) => questionsById.has(id));
  const goToQuestion = (questionId: string) => {
    const where = questionsById.get(questionId);
    if (!where) return;
    if (where.sectionId !== sectionId) goToSection(where.sectionId, false);
    requestAnimationFrame(() =>
      setTimeout(() => {
        const card = document.getElementById(`q-${questionId}`);
        card?.scrollIntoView({ behavior: 'smooth', block: 'center' });
        const input = card?.querySelector<HTMLElement>('input, textarea, button, [tabindex="0"]');
        input?.focus({ preventScroll: true });
      }, 60),
    );
  };

  const save = overallSave(state.statuses);
  const saveText = { idle: '', saving: t('statusSaving'), saved: t('statusSaved'), draft: t('statusDraft'), failed: t('statusFailed') }[save];
  const nextLink = unlocked ?? (completed && detail.next_assessment_id ? { id: detail.next_assessment_id, title: '' } : null);

  return (
    <div className={classes.page}>
      <Head>
        <title>{t('metaTitleNamed', { title: detail.title, project: detail.project.name })}</title>
      </Head>
      <Container size={ASSESSMENT_PAGE_WIDTH} className={classes.header}>
        <nav aria-label={t('breadcrumbs')}>
          <Breadcrumbs separatorMargin={6} mb="sm">
            <Anchor component={Link} href={PROJECTS_PATH} size="sm">
              {t('crumbProjects')}
            </Anchor>
            <Anchor component={Link} href={projectHref(projectId)} size="sm">
              {detail.project.name}
            </Anchor>
            <Text size="sm" c="gray.7" aria-current="page">
              {detail.title}
            </Text>
          </Breadcrumbs>
        </nav>
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6} style={{ minWidth: 0, flex: '1 1 22rem' }}>
            <Group gap="sm">
              <Title order={1} size="h2" className={classes.title}>
                {detail.title}
              </Title>
              <StatusBadge status={completed ? 'completed' : state.status} />
            </Group>
            {detail.description && (
              <Text c="gray.7" size="sm">
                {detail.description}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            {!disabled && (
              <Button
                variant="light"
                leftSection={<IconSparkles size={18} aria-hidden />}
                loading={autofilling}
                onClick={() => void startAutofill()}
              >
                {t('autofill')}
              </Button>
            )}
            <Button
              variant="light"
              color="sand"
              leftSection={<IconChartBar size={18} aria-hidden />}
              loading={computing}
              onClick={() => void compute()}
              disabled={detail.access_status === 'read'}
            >
              {t('compute')}
            </Button>
          </Group>
        </Group>

        <Paper withBorder radius="lg" p="md" mt="md">
          <Group justify="space-between" gap="md" align="center">
            <Box style={{ flex: '1 1 18rem' }}>
              <LabelledProgress
                id="assessment-completion-label"
                label={t('completionLabel')}
                value={progress.completion}
                percent={t('percent', { value: Math.round(progress.completion) })}
              />
              <Text size="xs" c="gray.7" mt={6}>
                {t('progressAll', { value: Math.round(progress.progress) })}
              </Text>
            </Box>
            <Group gap="sm">
              <Text size="sm" c={{ failed: 'red.8', draft: 'orange.9' }[save as string] ?? 'gray.7'} role="status" aria-live="polite" miw={80} ta="right">
                {saveText}
              </Text>
              {!completed && (
                <Tooltip label={t('completeHint')} disabled={canComplete || disabled} withArrow>
                  <Button
                    leftSection={<IconCircleCheck size={18} aria-hidden />}
                    disabled={!canComplete}
                    loading={completion.isLoading}
                    onClick={() => void complete()}
                  >
                    {t('complete')}
                  </Button>
                </Tooltip>
              )}
            </Group>
          </Group>
          {!completed && !disabled && missing.length > 0 && (
            <Group gap="xs" mt="sm">
              <Text size="sm" c="gray.7">
                {t('missingRequired', { count: missing.length })}
              </Text>
              <Button variant="subtle" size="compact-sm" onClick={() => goToQuestion(missing[0])}>
                {t('missingGoTo')}
              </Button>
            </Group>
          )}
        </Paper>

        <Stack gap="sm" mt="md">
          {detail.status === 'locked' && (
            <Alert color="gray" icon={<IconLock size={18} aria-hidden />} title={t('lockedTitle')}>
              {t('lockedBody')}
            </Alert>
          )}
          {detail.status !== 'locked' && detail.access_status === 'read' && (
            <Alert color="blue" variant="light" title={t('readOnlyTitle')}>
              {t('readOnlyBody')}
            </Alert>
          )}
          {autofillPending && !disabled && !reviewOpen && (
            <Alert color="sand" variant="light" icon={<IconSparkles size={18} aria-hidden />} title={t('autofillPendingTitle')}>
              <Group justify="space-between" gap="sm">
                <Text size="sm">{t('autofillPendingBody')}</Text>
                <Button size="xs" variant="white" color="sand" onClick={() => void reviewPending()}>
                  {t('autofillReview')}
                </Button>
              </Group>
            </Alert>
          )}
          {completed && (
            <Alert color="forest" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} title={t('completedTitle')}>
              <Group justify="space-between" gap="sm">
                <Text size="sm">{nextLink ? t('completedNext') : t('completedLast')}</Text>
                {nextLink ? (
                  <Button component={Link} href={assessmentHref(projectId, nextLink.id)} size="xs" rightSection={<IconArrowRight size={14} aria-hidden />}>
                    {nextLink.title ? t('goToNamed', { title: nextLink.title }) : t('goToNext')}
                  </Button>
                ) : (
                  <Button component={Link} href={projectHref(projectId)} size="xs" variant="default">
                    {t('backToProject')}
                  </Button>
                )}
              </Group>
            </Alert>
          )}
        </Stack>
      </Container>

      <Container size={ASSESSMENT_PAGE_WIDTH} pb="xl">
        <div className={classes.layout}>
          <Box visibleFrom="md" className={classes.sidebar}>
            <SectionNav sections={sections} progress={sectionFigures} current={sectionId} language={language} onSelect={(id) => goToSection(id)} />
          </Box>
          <Box style={{ minWidth: 0 }}>
            <Box hiddenFrom="md" mb="md">
              <SectionSelect sections={sections} progress={sectionFigures} current={sectionId} language={language} onSelect={(id) => goToSection(id)} />
            </Box>
            {section && (
              <section aria-labelledby="section-heading">
                <Stack gap={4} mb="md">
                  <Text size="xs" fw={700} tt="uppercase" c="forest.8" style={{ letterSpacing: '0.06em' }}>
                    {t('sectionOf', { index: Math.max(sectionIndex, 0) + 1, count: sections.length })}
                  </Text>
                  <Title order={2} size="h3" id="section-heading" ref={headingRef} tabIndex={-1} className={classes.sectionHeading}>
                    {localize(section.title, language)}
                  </Title>
                  {section.description && (
                    <Text size="sm" c="gray.7">
                      {localize(section.description, language)}
                    </Text>
                  )}
                </Stack>
                <Stack gap="md">
                  {sectionQuestions.length === 0 && (
                    <Text c="gray.7" size="sm">
                      {t('sectionEmpty')}
                    </Text>
                  )}
                  {sectionQuestions.map((question, index) => (
                    <QuestionCard
                      key={question.id}
                      question={question}
                      number={index + 1}
                      value={state.drafts[question.id] ?? null}
                      status={state.statuses[question.id]}
                      revision={state.revisions[question.id] ?? 0}
                      disabled={disabled}
                      language={language}
                      projectId={projectId}
                      highlighted={highlight === question.id}
                      onChange={questionnaire.change}
                      onBlur={questionnaire.blur}
                      onFocus={onFocusQuestion}
                      onKeepMine={questionnaire.keepMine}
                      onTakeTheirs={questionnaire.takeTheirs}
                      onRetry={questionnaire.retry}
                      onArticle={openArticle}
                    />
                  ))}
                </Stack>
                <Group justify="space-between" mt="xl">
                  {sectionIndex > 0 ? (
                    <Button
                      variant="default"
                      leftSection={<IconArrowLeft size={16} aria-hidden />}
                      onClick={() => goToSection(sections[sectionIndex - 1].id)}
                    >
                      {t('previousSection')}
                    </Button>
                  ) : (
                    <span />
                  )}
                  {sectionIndex >= 0 && sectionIndex < sections.length - 1 ? (
                    <Button rightSection={<IconArrowRight size={16} aria-hidden />} onClick={() => goToSection(sections[sectionIndex + 1].id)}>
                      {t('nextSection')}
                    </Button>
                  ) : (
                    !completed &&
                    !disabled && (
                      <Button leftSection={<IconCircleCheck size={18} aria-hidden />} disabled={!canComplete} onClick={() => void complete()}>
                        {t('complete')}
                      </Button>
                    )
                  )}
                </Group>
              </section>
            )}
          </Box>
        </div>
      </Container>

      {proposals && (
        <AutofillReview
          opened={reviewOpen}
          onClose={() => setReviewOpen(false)}
          assessmentId={detail.id}
          proposals={proposals}
          questions={questionsById}
          drafts={state.drafts}
          language={language}
          onDecided={(remaining, result) => {
            // The accepted answers come with the assessment read again (its cache is invalidated).
            setProposals(remaining);
            markPending(remaining.length > 0);
            if (result.accepted > 0) dispatch(setToast(t('autofillApplied', { count: result.accepted })));
            if (remaining.length === 0) setReviewOpen(false);
          }}
        />
      )}
      <Drawer
        opened={resultsOpen}
        onClose={() => setResultsOpen(false)}
        position="right"
        size="xl"
        title={t('resultsTitle')}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        {resultsOpen && <ResultsPanel projectId={projectId} canCompute={false} compact />}
      </Drawer>
    </div>
  );
}

