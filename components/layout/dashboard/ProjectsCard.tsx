import Link from '@/components/ui/Link';
import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { LazyEmptyNotice } from '@/components/ui/LazyEmptyNotice';
import { LazyAlert } from '@/components/ui/LazyAlert';
import { IconFolder, IconUsers } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import { PROJECTS_PATH } from '@/lib/page-routes/projects';
import { ProjectCard } from '@/components/ui/ProjectCard';
import { useGetProjectsQuery } from '@/store/deferred/projects';
import { DashboardCard } from './DashboardCard';

/** How many projects each dashboard card shows. */
export const DASHBOARD_PROJECTS = 4;

/**
 * "My projects" (scope `owned`) or "Shared with me" (scope `shared`): the latest few with their progress and a
 * way to all of them. A new project starts from the dashboard's one "New project" button, above the cards.
 */
export function ProjectsCard({ scope }: { scope: 'owned' | 'shared' }) {
  const t = useTranslations('homepage');
  const { data, isLoading, error } = useGetProjectsQuery({ scope, page: 1, page_size: DASHBOARD_PROJECTS });
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
    content = <LazyAlert color="red">{failureMessage(error, t('projectsFailed'))}</LazyAlert>;
  } else if (!data || data.items.length === 0) {
    content = owned ? (
      <LazyEmptyNotice icon={<IconFolder size={28} aria-hidden />} variant="light" color="forest" description={t('projectsEmpty')} />
    ) : (
      <LazyEmptyNotice icon={<IconUsers size={28} aria-hidden />} variant="light" color="gray" description={t('sharedEmpty')} />
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
        <Anchor component={Link} href={owned ? PROJECTS_PATH : `${PROJECTS_PATH}?scope=shared`} size="sm" fw={600}>
          {data.total > data.items.length ? t('projectsAll', { count: data.total }) : t('projectsOpenList')}
        </Anchor>
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
