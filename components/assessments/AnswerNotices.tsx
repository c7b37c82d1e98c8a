import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconPencil, IconRefresh } from '@tabler/icons-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useShared } from '@/components/providers/SharedContext';
import type { Language } from '@/lib/schemas/common';
import type { TemplateQuestion } from '@/lib/schemas/templates';
import type { SaveConflict, SaveStatus } from './answer-saver';
import type { AnswerProblem } from './answer-rules';
import { describeAnswer, localize } from '@/components/ui/questions/answer-values';
import classes from './Assessment.module.css';

/** The quiet mark beside a question: saving, saved, a draft, or not saved. */
export function SaveMark({ status }: { status: SaveStatus | undefined }) {
  const t = useTranslations('assessments');
  if (!status || status.state === 'idle') return <span className={classes.saveMark} />;
  if (status.state === 'pending' || status.state === 'saving') {
    return (
      <Group gap={4} className={classes.saveMark} wrap="nowrap">
        <Loader size={12} color="gray" aria-hidden />
        <Text size="xs" c="gray.7">
          {t('saving')}
        </Text>
      </Group>
    );
  }
  if (status.state === 'saved') {
    return (
      <Group gap={4} className={classes.saveMark} wrap="nowrap">
        <IconCheck size={14} color="var(--mantine-color-forest-7)" aria-hidden />
        <Text size="xs" c="gray.7">
          {t('saved')}
        </Text>
      </Group>
    );
  }
  if (status.state === 'invalid') {
    return (
      <Group gap={4} className={classes.saveMark} wrap="nowrap">
        <IconPencil size={14} color="var(--mantine-color-orange-9)" aria-hidden />
        <Text size="xs" c="orange.9" fw={600}>
          {t('draftShort')}
        </Text>
      </Group>
    );
  }
  return (
    <Group gap={4} className={classes.saveMark} wrap="nowrap">
      <IconAlertTriangle size={14} color="var(--mantine-color-red-8)" aria-hidden />
      <Text size="xs" c="red.8" fw={600}>
        {status.state === 'conflict' ? t('conflictShort') : t('notSaved')}
      </Text>
    </Group>
  );
}

/** The rule an answer breaks, in a sentence of the user's language. */
export function useProblemText(language: Language): (problem: AnswerProblem) => string {
  const t = useTranslations('assessments');
  const format = useFormatter();
  const date = (iso: string) => format.dateTime(new Date(`${iso}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  return (problem) => {
    switch (problem.rule) {
      case 'minLength':
        return t('ruleMinLength', { min: problem.limit, count: problem.count });
      case 'maxLength':
        return t('ruleMaxLength', { max: problem.limit, count: problem.count });
      case 'oneLine':
        return t('ruleOneLine');
      case 'pattern':
        return problem.hint ? t('rulePatternHint', { hint: localize(problem.hint, language) }) : t('rulePattern');
      case 'minValue':
        return t('ruleMinValue', { min: format.number(problem.limit) });
      case 'maxValue':
        return t('ruleMaxValue', { max: format.number(problem.limit) });
      case 'integer':
        return t('ruleInteger');
      case 'minDate':
        return t('ruleMinDate', { date: date(problem.limit) });
      case 'maxDate':
        return t('ruleMaxDate', { date: date(problem.limit) });
      case 'refused':
        return t('ruleRefused');
    }
  };
}

/** Beside a field whose value breaks a rule: the rule, and that the text is kept as a draft here. */
export function ProblemNotice({ id, problem, language }: { id: string; problem: AnswerProblem; language: Language }) {
  const t = useTranslations('assessments');
  const text = useProblemText(language);
  return (
    <Stack id={id} gap={2}>
      <Text size="sm" c="orange.9" fw={600}>
        {text(problem)}
      </Text>
      <Text size="xs" c="gray.7">
        {t('draftKept')}
      </Text>
    </Stack>
  );
}

/** The answer could not be saved (no answer from the server): why, and a way to try again. */
export function FailureNotice({ id, message, onRetry }: { id: string; message?: string; onRetry: () => void }) {
  const t = useTranslations('assessments');
  return (
    <Group id={id} gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="red.8">
        {message ? t('notSavedBecause', { reason: message }) : t('notSavedRetry')}
      </Text>
      <Button variant="subtle" color="red" size="compact-xs" leftSection={<IconRefresh size={12} aria-hidden />} onClick={onRetry}>
        {t('retry')}
      </Button>
    </Group>
  );
}

interface ConflictNoticeProps {
  id: string;
  question: TemplateQuestion;
  conflict: SaveConflict;
  language: Language;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/**
 * Someone saved the answer meanwhile: who (you, in another tab, when the stored answer is yours: this tab never
 * conflicts with its own saves), both answers, and the choice between them.
 */
export function ConflictNotice({ id, question, conflict, language, onKeepMine, onTakeTheirs }: ConflictNoticeProps) {
  const t = useTranslations('assessments');
  const { me } = useShared();
  const words = { yes: t('yes'), no: t('no') };
  const theirs = conflict.theirs;
  const mine = Boolean(me && theirs && theirs.updated_by.id === me.id);
  let who = t('conflictCleared');
  if (theirs) who = mine ? t('conflictBodySelf') : t('conflictBody', { name: theirs.updated_by.name });
  return (
    <Alert id={id} color="yellow" variant="light" radius="md" title={t('conflictTitle')} icon={<IconAlertTriangle size={18} aria-hidden />}>
      <Stack gap={6}>
        <Text size="sm">{who}</Text>
        <Text size="sm">
          <strong>{mine ? t('conflictTheirsSelf') : t('conflictTheirs')}</strong> {describeAnswer(question, theirs?.value ?? null, language, words)}
        </Text>
        <Text size="sm">
          <strong>{t('conflictMine')}</strong> {describeAnswer(question, conflict.mine, language, words)}
        </Text>
        <Group gap="xs" mt={4}>
          <Button size="xs" onClick={onKeepMine}>
            {t('conflictKeepMine')}
          </Button>
          <Button size="xs" variant="default" onClick={onTakeTheirs}>
            {t('conflictTakeTheirs')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
