import Link from '@/components/ui/Link';
import { Anchor, Breadcrumbs, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconSparkles } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { projectHref, PROJECTS_PATH } from '@/lib/page-routes/projects';
import { StatusBadge } from '@/components/ui/StatusBadge';
import type { AssessmentDetail } from '@/lib/schemas/assessments';
import classes from './Assessment.module.css';

export interface QuestionnaireHeaderProps {
  detail: AssessmentDetail;
  status: AssessmentDetail['status'];
  autofilling: boolean;
  computing: boolean;
  onAutofill: () => void;
  onCompute: () => void;
}

/** Where the questionnaire sits (breadcrumbs), its title and status, and the autofill and compute actions. */
export function QuestionnaireHeader({ detail, status, autofilling, computing, onAutofill, onCompute }: QuestionnaireHeaderProps) {
  const t = useTranslations('assessments');
  return (
    <>
      <nav aria-label={t('breadcrumbs')}>
        <Breadcrumbs separatorMargin={6} mb="sm">
          <Anchor component={Link} href={PROJECTS_PATH} size="sm">
            {t('crumbProjects')}
          </Anchor>
          <Anchor component={Link} href={projectHref(detail.project.id)} size="sm">
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
            <StatusBadge status={status} />
          </Group>
          {detail.description && (
            <Text c="gray.7" size="sm">
              {detail.description}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          {!detail.disabled && (
            <Button variant="light" leftSection={<IconSparkles size={18} aria-hidden />} loading={autofilling} onClick={onAutofill}>
              {t('autofill')}
            </Button>
          )}
          <Button
            variant="light"
            color="sand"
            leftSection={<IconChartBar size={18} aria-hidden />}
            loading={computing}
            onClick={onCompute}
            disabled={detail.access_status === 'read'}
          >
            {t('compute')}
          </Button>
        </Group>
      </Group>
    </>
  );
}
