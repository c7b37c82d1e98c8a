import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { LabelledProgress } from '@/components/ui/LabelledProgress';
import type { ProjectDetail } from '@/lib/schemas/projects';

/** One figure under its caption. */
function Figure({ value, caption }: { value: string; caption: string }) {
  return (
    <Stack gap={0}>
      <Text size="xl" fw={700} c="forest.9">
        {value}
      </Text>
      <Text size="xs" c="gray.7">
        {caption}
      </Text>
    </Stack>
  );
}

/** The project's overall progress, its completed assessments and, once computed, its last score. */
export function ProjectFigures({ project }: { project: ProjectDetail }) {
  const t = useTranslations('projects');
  return (
    <Paper withBorder radius="lg" p="md" mb="lg">
      <Group gap="xl" align="center">
        <Box style={{ flex: '1 1 18rem' }}>
          <LabelledProgress id="project-progress-label" label={t('overallProgress')} value={project.progress} percent={t('percent', { value: Math.round(project.progress) })} />
        </Box>
        <Figure value={`${project.assessments_completed} / ${project.assessments_total}`} caption={t('assessmentsDone', { count: project.assessments_completed })} />
        {project.score !== null && <Figure value={String(Math.round(project.score))} caption={t('lastScore')} />}
      </Group>
    </Paper>
  );
}
