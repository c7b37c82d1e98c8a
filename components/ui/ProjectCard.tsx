import Link from '@/components/ui/Link';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import type { ProjectSummary } from '@/lib/schemas/projects';
import { NamedProgress } from '@/components/ui/NamedProgress';
import { projectHref } from '@/lib/page-routes/projects';
import classes from './ProjectCard.module.css';

/** A project in a list: a link to it with its template, who owns it, progress, assessments done and score. */
export function ProjectCard({ project, compact = false }: { project: ProjectSummary; compact?: boolean }) {
  const t = useTranslations('projects');
  const format = useFormatter();
  return (
    <Paper component={Link} href={projectHref(project.id)} withBorder radius="md" p={compact ? 'sm' : 'md'} className={classes.projectCard}>
      <Stack gap={compact ? 6 : 8}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          {/* The name takes the card's whole width beside the score, and wraps before it is cut. */}
          <Text fw={600} lineClamp={2} title={project.name} style={{ minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
            {project.name}
          </Text>
          {project.score !== null && (
            <Badge variant="light" color="forest" radius="sm" style={{ flexShrink: 0 }}>
              {t('scoreBadge', { value: Math.round(project.score) })}
            </Badge>
          )}
        </Group>
        <Group gap={6}>
          <Text size="xs" c="gray.7">
            {project.template.name}
          </Text>
          {project.access !== 'owner' && (
            <>
              <Text size="xs" c="gray.7" aria-hidden>
                ·
              </Text>
              <Text size="xs" c="gray.7">
                {t('ownedBy', { name: project.owner.name })}
              </Text>
              <Badge size="xs" variant="outline" color="gray" radius="sm">
                {t(`access.${project.access}`)}
              </Badge>
            </>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <NamedProgress value={project.progress} size="sm" radius="xl" style={{ flex: 1 }} label={t('overallProgress')} />
          <Text size="xs" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {t('progressShort', { value: Math.round(project.progress) })}
          </Text>
        </Group>
        {!compact && (
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="gray.7">
              {t('assessmentsCount', { done: project.assessments_completed, total: project.assessments_total })}
            </Text>
            <Text size="xs" c="gray.7">
              {t('updated', { date: format.relativeTime(new Date(project.updated_at)) })}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
