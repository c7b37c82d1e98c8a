import Link from '@/components/ui/Link';
import { Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { HintTooltip } from '@/components/ui/HintTooltip';
import { IconArrowRight, IconLock } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import type { AssessmentSummary, ProjectDetail } from '@/lib/schemas/projects';
import { assessmentHref } from '@/lib/page-routes/projects';
import { StatusBadge } from '@/components/ui/StatusBadge';
import classes from './Projects.module.css';

/** The button's words for an assessment: Start, Continue, Review (or View for a reader). */
export function actionOf(assessment: AssessmentSummary): 'start' | 'continue' | 'review' | 'view' | 'locked' {
  if (assessment.status === 'locked') return 'locked';
  if (assessment.access_status === 'read') return 'view';
  if (assessment.status === 'completed') return 'review';
  if (assessment.status === 'in_progress') return 'continue';
  return 'start';
}

function AssessmentRow({ projectId, assessment, current }: { projectId: string; assessment: AssessmentSummary; current: boolean }) {
  const t = useTranslations('projects');
  const action = actionOf(assessment);
  const titleId = `assessment-${assessment.id}`;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      className={classes.assessmentRow}
      data-current={current || undefined}
      data-locked={action === 'locked' || undefined}
      component="li"
      aria-labelledby={titleId}
    >
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} id={titleId}>
              {assessment.title}
            </Text>
            <StatusBadge status={assessment.status} />
            {current && action !== 'locked' && (
              <Badge size="xs" variant="dot" color="forest">
                {t('youAreHere')}
              </Badge>
            )}
          </Group>
          {assessment.description && (
            <Text size="sm" c="gray.7" lineClamp={2}>
              {assessment.description}
            </Text>
          )}
          <Group gap="xs" wrap="nowrap" maw={420}>
            <Progress value={assessment.completion} size="sm" radius="xl" style={{ flex: 1 }} aria-label={t('assessmentCompletion', { title: assessment.title })} />
            <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
              {t('completionShort', { value: Math.round(assessment.completion), count: assessment.question_count })}
            </Text>
          </Group>
        </Stack>
        {action === 'locked' ? (
          <HintTooltip label={t('lockedHint')}>
            <Button variant="default" leftSection={<IconLock size={16} aria-hidden />} data-disabled aria-disabled onClick={(event) => event.preventDefault()}>
              {t('action.locked')}
            </Button>
          </HintTooltip>
        ) : (
          <Button
            component={Link}
            href={assessmentHref(projectId, assessment.id, { section: assessment.current_section, question: assessment.current_question })}
            variant={action === 'review' || action === 'view' ? 'light' : 'filled'}
            rightSection={<IconArrowRight size={16} aria-hidden />}
            aria-label={t(`actionFor.${action}`, { title: assessment.title })}
          >
            {t(`action.${action}`)}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** The project's steps, each a section listing its assessments with status, completion and the way in. */
export function StepsPanel({ project }: { project: ProjectDetail }) {
  const t = useTranslations('projects');
  return (
    <Stack gap="xl">
      {project.steps.map((step, index) => (
        <section key={step.id} aria-labelledby={`step-${step.id}`}>
          <Group justify="space-between" align="flex-end" mb="sm" gap="sm">
            <div>
              <Text size="xs" fw={700} tt="uppercase" c="forest.8" style={{ letterSpacing: '0.06em' }}>
                {t('stepOf', { index: index + 1, count: project.steps.length })}
              </Text>
              <Title order={2} size="h3" id={`step-${step.id}`}>
                {step.title}
              </Title>
              {step.description && (
                <Text size="sm" c="gray.7">
                  {step.description}
                </Text>
              )}
            </div>
            <Group gap="xs" wrap="nowrap" w={{ base: '100%', xs: 220 }}>
              <Progress value={step.progress} size="sm" radius="xl" style={{ flex: 1 }} aria-label={t('stepProgress', { title: step.title })} />
              <Text size="sm" fw={600}>
                {t('percent', { value: Math.round(step.progress) })}
              </Text>
            </Group>
          </Group>
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {step.assessments.map((assessment) => (
              <AssessmentRow key={assessment.id} projectId={project.id} assessment={assessment} current={step.current_assessment === assessment.id} />
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
