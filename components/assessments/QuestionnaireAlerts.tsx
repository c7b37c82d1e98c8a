import Link from '@/components/ui/Link';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconCircleCheck, IconLock, IconSparkles } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { assessmentHref, projectHref } from '@/lib/page-routes/projects';
import type { AssessmentDetail } from '@/lib/schemas/assessments';

export interface QuestionnaireAlertsProps {
  detail: AssessmentDetail;
  /** Proposals of this assessment wait for a decision (and the review is closed). */
  autofillWaiting: boolean;
  completed: boolean;
  /** The assessment to go to once this one is completed (no title when only its id is known). */
  nextLink: { id: string; title: string } | null;
  onReviewAutofill: () => void;
}

/** What the user should know before answering: locked, read only, proposals waiting, completed. */
export function QuestionnaireAlerts({ detail, autofillWaiting, completed, nextLink, onReviewAutofill }: QuestionnaireAlertsProps) {
  const t = useTranslations('assessments');
  const projectId = detail.project.id;
  return (
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
      {autofillWaiting && !detail.disabled && (
        <Alert color="sand" variant="light" icon={<IconSparkles size={18} aria-hidden />} title={t('autofillPendingTitle')}>
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('autofillPendingBody')}</Text>
            <Button size="xs" variant="white" color="sand" onClick={onReviewAutofill}>
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
  );
}
