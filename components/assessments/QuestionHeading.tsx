import { ActionIcon, Badge, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import type { TemplateQuestion } from '@/lib/schemas/templates';
import type { SaveStatus } from './answer-saver';
import { SaveMark } from './AnswerNotices';
import { QuestionTodoButton } from './QuestionTodoButton';
import classes from './Assessment.module.css';

interface Props {
  question: TemplateQuestion;
  number: number;
  /** The label in the questionnaire's language. */
  label: string;
  labelId: string;
  /** The label names the input when the question has a single one. */
  inputId?: string;
  required: boolean;
  status: SaveStatus | undefined;
  onArticle: (question: TemplateQuestion) => void;
  /** Present where the viewer may make a to-do of the question (a writer, the assessment open). */
  todo?: { projectId: string; assessmentId: string };
}

/** A question's first line: its number, label (with the required mark), the "?" to its article, "make this a to-do" and the save mark. */
export function QuestionHeading({ question, number, label, labelId, inputId, required, status, onArticle, todo }: Props) {
  const t = useTranslations('assessments');
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Group gap={6} align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
        <Badge variant="light" color="forest" radius="sm" size="sm" mt={2} className={classes.questionNumber} aria-hidden>
          {number}
        </Badge>
        <Text component={inputId ? 'label' : 'div'} htmlFor={inputId} id={labelId} className={classes.questionLabel}>
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
            <ActionIcon variant="subtle" color="forest" size="sm" mt={1} aria-label={t('articleOpenFor', { question: label })} onClick={() => onArticle(question)}>
              <IconHelpCircle size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <SaveMark status={status} />
        {todo && <QuestionTodoButton projectId={todo.projectId} assessmentId={todo.assessmentId} questionId={question.id} label={label} />}
      </Group>
    </Group>
  );
}
