import type { RefObject } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import type { AnswerValue } from '@/lib/schemas/assessments';
import type { Language } from '@/lib/schemas/common';
import type { TemplateQuestion, TemplateSection } from '@/lib/schemas/templates';
import { localize } from '@/components/ui/questions/answer-values';
import { QuestionCard } from './QuestionCard';
import { SectionLoading } from './SectionLoading';
import type { QuestionnaireState } from './questionnaire-state';
import type { ChangeMode } from '@/components/ui/questions/types';
import classes from './Assessment.module.css';

/** What a question card does with the user's actions. */
export interface QuestionHandlers {
  change: (questionId: string, value: AnswerValue | null, mode: ChangeMode) => void;
  blur: (questionId: string) => void;
  focus: (questionId: string) => void;
  keepMine: (questionId: string) => void;
  takeTheirs: (questionId: string) => void;
  retry: (questionId: string) => void;
  article: (question: TemplateQuestion) => void;
}

export interface SectionQuestionsProps {
  section: TemplateSection;
  /** The sections with a visible question, in order. */
  sections: TemplateSection[];
  visible: ReadonlySet<string>;
  state: QuestionnaireState;
  handlers: QuestionHandlers;
  headingRef: RefObject<HTMLHeadingElement | null>;
  highlight: string | null;
  disabled: boolean;
  language: Language;
  projectId: string;
  assessmentId: string;
  /** Shown after the last section while the assessment can still be completed. */
  completion: { show: boolean; enabled: boolean; onComplete: () => void };
  onSection: (sectionId: string) => void;
  /** The section's questions are being read (`GET /section`), or could not be. */
  load?: { loading: boolean; failed: boolean; retry: () => void };
  /** The way to another section is pointed at or focused: its questions may be read before it is opened. */
  onPrefetch?: (sectionId: string) => void;
}

/** One section: its heading, its visible questions, and the way to the previous and next section. */
export function SectionQuestions(props: SectionQuestionsProps) {
  const { section, sections, visible, state, handlers, headingRef, highlight, disabled, language, projectId, assessmentId, completion, onSection, load, onPrefetch } = props;
  const t = useTranslations('assessments');
  const index = sections.findIndex((candidate) => candidate.id === section.id);
  const questions = section.questions.filter((question) => visible.has(question.id));
  const waiting = load?.loading || load?.failed;
  const towards = (offset: number) => {
    const target = sections[index + offset]?.id;
    return { onClick: () => onSection(target), onMouseEnter: () => onPrefetch?.(target), onFocus: () => onPrefetch?.(target) };
  };
  return (
    <section aria-labelledby="section-heading">
      <Stack gap={4} mb="md">
        <Text size="xs" fw={700} tt="uppercase" c="forest.8" style={{ letterSpacing: '0.06em' }}>
          {t('sectionOf', { index: Math.max(index, 0) + 1, count: sections.length })}
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
      {waiting && <SectionLoading failed={Boolean(load?.failed)} onRetry={() => load?.retry()} />}
      <Stack gap="md">
        {questions.length === 0 && !waiting && (
          <Text c="gray.7" size="sm">
            {t('sectionEmpty')}
          </Text>
        )}
        {questions.map((question, position) => (
          <QuestionCard
            key={question.id}
            question={question}
            number={position + 1}
            value={state.drafts[question.id] ?? null}
            status={state.statuses[question.id]}
            revision={state.revisions[question.id] ?? 0}
            disabled={disabled}
            language={language}
            projectId={projectId}
            assessmentId={assessmentId}
            highlighted={highlight === question.id}
            onChange={handlers.change}
            onBlur={handlers.blur}
            onFocus={handlers.focus}
            onKeepMine={handlers.keepMine}
            onTakeTheirs={handlers.takeTheirs}
            onRetry={handlers.retry}
            onArticle={handlers.article}
          />
        ))}
      </Stack>
      <Group justify="space-between" mt="xl">
        {index > 0 ? (
          <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} {...towards(-1)}>
            {t('previousSection')}
          </Button>
        ) : (
          <span />
        )}
        {index >= 0 && index < sections.length - 1 ? (
          <Button rightSection={<IconArrowRight size={16} aria-hidden />} {...towards(1)}>
            {t('nextSection')}
          </Button>
        ) : (
          completion.show && (
            <Button leftSection={<IconCircleCheck size={18} aria-hidden />} disabled={!completion.enabled} onClick={completion.onComplete}>
              {t('complete')}
            </Button>
          )
        )}
      </Group>
    </section>
  );
}
