import Link from 'next/link';
import { Alert, Anchor, Button, EmptyState, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconFolder, IconPlus, IconUsers } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/components/projects/failure';
import { PROJECTS_PATH } from '@/components/projects/paths';
import { ProjectCard } from '@/components/projects/ProjectCard';
import { useGetProjectsQuery } from '@/store/api/projects';
import { DashboardCard } from './DashboardCard';

/** How many projects each dashboard card shows. */
export const DASHBOARD_PROJECTS = 4;

/**
 * "My projects" (scope `owned`) or "Shared with me" (scope `shared`): the latest few with their progress, a way
 * to all of them, and for my own the button that starts a new one.
 */
export function ProjectsCard({ scope, onCreate }: { scope: 'owned' | 'shared'; onCreate?: () => void }) {
  const t = useTranslations('homepage');
  const { data, isLoading, error } = useGetProjectsQuery({ scope, page: 1, pageSize: DASHBOARD_PROJECTS });
  const owned = scope === 'owned';
  const id = owned ? 'dashboard-projects' : 'dashboard-shared';
  const title = owned ? t('projectsTitle') : t('sharedTitle');

  let content;
  if (isLoading) {
    content = (
      <Stack gap="sm">
        <Skeleton height={72} radius="md" />
        <Skeleton height={72} radius="md" />
      </Stack>
    );
  } else if (error) {
    content = <Alert color="red">{failureMessage(error, t('projectsFailed'))}</Alert>;
  } else if (!data || data.items.length === 0) {
    content = owned ? (
      <EmptyState icon={<IconFolder size={28} aria-hidden />} variant="light" color="forest" description={t('projectsEmpty')}>
        {onCreate && (
          <EmptyState.Actions>
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onCreate}>
              {t('projectsStart')}
            </Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    ) : (
      <EmptyState icon={<IconUsers size={28} aria-hidden />} variant="light" color="gray" description={t('sharedEmpty')} />
    );
  } else {
    content = (
      <Stack gap="sm">
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.items.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} compact />
            </li>
          ))}
        </Stack>
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} href={owned ? PROJECTS_PATH : `${PROJECTS_PATH}?scope=shared`} size="sm" fw={600}>
            {data.total > data.items.length ? t('projectsAll', { count: data.total }) : t('projectsOpenList')}
          </Anchor>
          {owned && onCreate && (
            <Button size="xs" variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
              {t('projectsNew')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <DashboardCard id={id} title={title}>
      {content}
      {!owned && data && data.items.length > 0 && (
        <Text size="xs" c="gray.7" mt="xs">
          {t('sharedHint')}
        </Text>
      )}
    </DashboardCard>
  );
}
