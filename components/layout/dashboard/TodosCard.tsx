import Link from '@/components/ui/Link';
import { Anchor, EmptyState, Skeleton, Stack, Text } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { assessmentHref, projectHref } from '@/lib/page-routes/projects';
import type { ProjectSummary } from '@/lib/schemas/projects';
import { useGetComputeQuery } from '@/store/api/assessments';
import { useGetProjectsQuery } from '@/store/api/projects';
import { DashboardCard } from './DashboardCard';
import { DASHBOARD_PROJECTS } from './ProjectsCard';

/** How many gaps of one project the dashboard lists (the rest are in the project's results). */
export const TODOS_PER_PROJECT = 3;

/** The gaps of one computed project: the most important first, each a link to its question. */
function ProjectTodos({ project }: { project: ProjectSummary }) {
  const t = useTranslations('homepage');
  const { data, isLoading } = useGetComputeQuery(project.id);
  if (isLoading) return <Skeleton height={56} radius="md" />;
  const gaps = [...(data?.gaps ?? [])].sort((a, b) => b.weight - a.weight);
  return (
    <Stack gap={4} component="li">
      <Anchor component={Link} href={projectHref(project.id, 'results')} fw={600} size="sm">
        {project.name}
      </Anchor>
      <Text size="xs" c="gray.7">
        {t('todosGaps', { count: gaps.length })}
      </Text>
      {gaps.length > 0 && (
        <Stack gap={2} component="ul" p={0} m={0} pl="sm" style={{ listStyle: 'none' }}>
          {gaps.slice(0, TODOS_PER_PROJECT).map((gap) => (
            <li key={`${gap.assessment_id}-${gap.question_id}`}>
              <Anchor component={Link} href={assessmentHref(project.id, gap.assessment_id, { section: gap.section_id, question: gap.question_id })} size="sm">
                {gap.question}
              </Anchor>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * "My to-dos": the gaps of my projects' latest results. It follows every compute (the project list carries the
 * latest score, each project's results are the cached `GET /compute` that a compute replaces).
 */
export function TodosCard() {
  const t = useTranslations('homepage');
  const { data, isLoading } = useGetProjectsQuery({ scope: 'owned', page: 1, page_size: DASHBOARD_PROJECTS });
  const computed = (data?.items ?? []).filter((project) => project.score !== null);
  let content;
  if (isLoading) content = <Skeleton height={56} radius="md" />;
  else if (computed.length === 0) {
    content = <EmptyState icon={<IconListCheck size={28} aria-hidden />} variant="light" color="forest" description={t('todosEmpty')} />;
  } else {
    content = (
      <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {computed.map((project) => (
          <ProjectTodos key={project.id} project={project} />
        ))}
      </Stack>
    );
  }
  return (
    <DashboardCard id="dashboard-todos" title={t('todosTitle')}>
      {content}
    </DashboardCard>
  );
}
