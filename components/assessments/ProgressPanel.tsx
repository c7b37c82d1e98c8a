import { Box, Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { LabelledProgress } from '@/components/ui/LabelledProgress';
import type { AssessmentProgress } from '@/lib/schemas/assessments';
import type { OverallSave } from './use-questionnaire';

export interface ProgressPanelProps {
  progress: AssessmentProgress;
  save: OverallSave;
  /** Required questions still unanswered (those the page can go to). */
  missing: string[];
  showComplete: boolean;
  canComplete: boolean;
  completing: boolean;
  disabled: boolean;
  onComplete: () => void;
  onGoToQuestion: (questionId: string) => void;
}

const SAVE_COLOURS: Partial<Record<OverallSave, string>> = { failed: 'red.8', draft: 'orange.9' };

/** The figures that move as answers are given, the state of the saves, and completion. */
export function ProgressPanel({ progress, save, missing, showComplete, canComplete, completing, disabled, onComplete, onGoToQuestion }: ProgressPanelProps) {
  const t = useTranslations('assessments');
  const saveText = { idle: '', saving: t('statusSaving'), saved: t('statusSaved'), draft: t('statusDraft'), failed: t('statusFailed') }[save];
  return (
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
          <Text size="sm" c={SAVE_COLOURS[save] ?? 'gray.7'} role="status" aria-live="polite" miw={80} ta="right">
            {saveText}
          </Text>
          {showComplete && (
            <Tooltip label={t('completeHint')} disabled={canComplete || disabled} withArrow>
              <Button leftSection={<IconCircleCheck size={18} aria-hidden />} disabled={!canComplete} loading={completing} onClick={onComplete}>
                {t('complete')}
              </Button>
            </Tooltip>
          )}
        </Group>
      </Group>
      {showComplete && !disabled && missing.length > 0 && (
        <Group gap="xs" mt="sm">
          <Text size="sm" c="gray.7">
            {t('missingRequired', { count: missing.length })}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => onGoToQuestion(missing[0])}>
            {t('missingGoTo')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
