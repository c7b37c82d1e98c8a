import { memo } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { AnswerValue } from '@/lib/schemas/assessments';
import type { Language } from '@/lib/schemas/common';
import type { TemplateQuestion } from '@/lib/schemas/templates';
import { isEmptyAnswer, localize } from '@/components/ui/questions/answer-values';
import { hasSingleInput, QuestionInput } from '@/components/ui/questions/QuestionInput';
import type { ChangeMode } from '@/components/ui/questions/types';
import type { SaveStatus } from './answer-saver';
import { ConflictNotice, FailureNotice, ProblemNotice } from './AnswerNotices';
import { QuestionHeading } from './QuestionHeading';
import classes from './Assessment.module.css';

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
  /** The assessment, for "make this a to-do" (the to-do links back to the question). */
  assessmentId: string;
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
 * One question: its heading (label, the "?" to the knowledge hub, "make this a to-do", a quiet save mark), help,
 * the input of its type, the server's message when an answer is refused, and the conflict notice.
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
  assessmentId,
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
        <QuestionHeading
          question={question}
          number={number}
          label={label}
          labelId={labelId}
          inputId={single ? inputId : undefined}
          required={required}
          status={status}
          onArticle={onArticle}
          todo={disabled ? undefined : { projectId, assessmentId }}
        />
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
