import { memo } from 'react';
import dynamic from 'next/dynamic';
import { ActionIcon, Badge, Button, Group, Paper, Skeleton, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import type { AnswerValue } from '@/lib/schemas/assessments';
import type { Language } from '@/lib/schemas/common';
import type { TemplateQuestion } from '@/lib/schemas/templates';
import type { SaveStatus } from './answer-saver';
import { isEmptyAnswer, localize } from './answer-values';
import { ConflictNotice, FailureNotice, ProblemNotice, SaveMark } from './AnswerNotices';
import { MultipleChoiceQuestion, RADIO_LIMIT, SingleChoiceQuestion } from './questions/ChoiceQuestion';
import { DateQuestion } from './questions/DateQuestion';
import { FileQuestion } from './questions/FileQuestion';
import { LocationQuestion } from './questions/LocationQuestion';
import { NumberQuestion } from './questions/NumberQuestion';
import { TextQuestion } from './questions/TextQuestion';
import type { ChangeMode, QuestionInputProps } from './questions/types';
import { YesNoQuestion } from './questions/YesNoQuestion';
import classes from './Assessment.module.css';

/** The table editor is the heaviest renderer and only some sections have one: loaded when first needed. */
const TableQuestion = dynamic(() => import('./questions/TableQuestion'), {
  ssr: false,
  loading: () => <Skeleton height={120} radius="md" />,
});

/** Whether the question is one input that its `<label>` can point at (the others are groups). */
export function hasSingleInput(question: TemplateQuestion): boolean {
  if (question.type === 'single_choice') return question.options.length > RADIO_LIMIT;
  return ['short_text', 'long_text', 'number', 'date'].includes(question.type);
}

/** The renderer of a question type. */
export function QuestionInput(props: QuestionInputProps) {
  const { question } = props;
  switch (question.type) {
    case 'short_text':
    case 'long_text':
      return <TextQuestion {...props} question={question} />;
    case 'number':
      return <NumberQuestion {...props} question={question} />;
    case 'single_choice':
      return <SingleChoiceQuestion {...props} question={question} />;
    case 'multiple_choice':
      return <MultipleChoiceQuestion {...props} question={question} />;
    case 'yes_no':
      return <YesNoQuestion {...props} question={question} />;
    case 'date':
      return <DateQuestion {...props} question={question} />;
    case 'file':
      return <FileQuestion {...props} question={question} />;
    case 'location':
      return <LocationQuestion {...props} question={question} />;
    case 'table':
      return <TableQuestion {...props} question={question} />;
  }
}

export interface QuestionCardProps {
  question: TemplateQuestion;
  /** Its number in the section, as shown. */
  number: number;
  value: AnswerValue | null;
  status: SaveStatus | undefined;
  /** Raised when the value is replaced from outside (their answer, autofill): the inputs start again from it. */
  revision: number;
  disabled: boolean;
  language: Language;
  projectId: string;
  highlighted: boolean;
  onChange: (questionId: string, value: AnswerValue | null, mode: ChangeMode) => void;
  onBlur: (questionId: string) => void;
  onFocus: (questionId: string) => void;
  onKeepMine: (questionId: string) => void;
  onTakeTheirs: (questionId: string) => void;
  onRetry: (questionId: string) => void;
  onArticle: (question: TemplateQuestion) => void;
}

/**
 * One question: its label (with the required mark and the "?" to the knowledge hub), help, the input of its
 * type, a quiet save mark, the server's message when an answer is refused, and the conflict notice.
 */
export const QuestionCard = memo(function QuestionCard({
  question,
  number,
  value,
  status,
  revision,
  disabled,
  language,
  projectId,
  highlighted,
  onChange,
  onBlur,
  onFocus,
  onKeepMine,
  onTakeTheirs,
  onRetry,
  onArticle,
}: QuestionCardProps) {
  const t = useTranslations('assessments');
  const base = `q-${question.id}`;
  const inputId = `${base}-input`;
  const labelId = `${base}-label`;
  const helpId = `${base}-help`;
  const errorId = `${base}-error`;
  const required = Boolean(question.validation?.required);
  const failed = status?.state === 'error';
  const problem = status?.state === 'invalid' ? status.problem : undefined;
  const conflict = status?.state === 'conflict' ? status.conflict : undefined;
  const noticed = failed || Boolean(problem) || Boolean(conflict);
  const describedBy = [question.help ? helpId : undefined, noticed ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const single = hasSingleInput(question);
  const label = localize(question.label, language);
  const clearable = !disabled && !isEmptyAnswer(value) && (question.type === 'yes_no' || (question.type === 'single_choice' && !single));

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      id={base}
      className={classes.question}
      data-highlight={highlighted || undefined}
      onFocusCapture={() => onFocus(question.id)}
      component="article"
      aria-labelledby={labelId}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap={6} align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
            <Badge variant="light" color="forest" radius="sm" size="sm" mt={2} className={classes.questionNumber} aria-hidden>
              {number}
            </Badge>
            <Text
              component={single ? 'label' : 'div'}
              htmlFor={single ? inputId : undefined}
              id={labelId}
              className={classes.questionLabel}
            >
              {label}
              {required && (
                <>
                  <span className={classes.required} aria-hidden>
                    *
                  </span>
                  <VisuallyHidden component="span">{` (${t('required')})`}</VisuallyHidden>
                </>
              )}
            </Text>
            {question.article && (
              <Tooltip label={t('articleOpen')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="forest"
                  size="sm"
                  mt={1}
                  aria-label={t('articleOpenFor', { question: label })}
                  onClick={() => onArticle(question)}
                >
                  <IconHelpCircle size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
          <SaveMark status={status} />
        </Group>
        {question.help && (
          <Text id={helpId} size="sm" c="gray.7">
            {localize(question.help, language)}
          </Text>
        )}
        <QuestionInput
          key={revision}
          question={question}
          value={value}
          onChange={(next, mode) => onChange(question.id, next, mode)}
          onBlur={() => onBlur(question.id)}
          disabled={disabled}
          language={language}
          inputId={inputId}
          labelId={labelId}
          describedBy={describedBy}
          invalid={failed || Boolean(problem)}
          required={required}
          projectId={projectId}
        />
        {clearable && (
          <Group>
            <Button variant="subtle" color="gray" size="compact-xs" onClick={() => onChange(question.id, null, 'now')}>
              {t('clearAnswer')}
            </Button>
          </Group>
        )}
        {problem && <ProblemNotice id={errorId} problem={problem} language={language} />}
        {failed && <FailureNotice id={errorId} message={status?.message} onRetry={() => onRetry(question.id)} />}
        {conflict && (
          <ConflictNotice
            id={errorId}
            question={question}
            conflict={conflict}
            language={language}
            onKeepMine={() => onKeepMine(question.id)}
            onTakeTheirs={() => onTakeTheirs(question.id)}
          />
        )}
      </Stack>
    </Paper>
  );
});
