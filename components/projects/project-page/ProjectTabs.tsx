import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { Button, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconChartBar, IconChecklist, IconFiles, IconLifebuoy, IconListCheck, IconSettings, IconShare, IconTrash } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { projectHref } from '@/lib/page-routes/projects';
import { queryValue } from '@/lib/page-routes/shell';
import type { ProjectDetail } from '@/lib/schemas/projects';
import { useAppDispatch } from '@/store/hooks';
import { setErase } from '@/store/slices/app';
import { StepsPanel } from '../StepsPanel';
import classes from '../Projects.module.css';

const panelSkeleton = () => <Skeleton height={220} radius="lg" />;

/** Every tab but the steps loads when it is first opened (results, files, sharing, support, settings). */
const ResultsPanel = dynamic(() => import('@/components/ui/results/ResultsPanel'), { ssr: false, loading: panelSkeleton });
const FilesPanel = dynamic(() => import('../FilesPanel').then((module) => module.FilesPanel), { ssr: false, loading: panelSkeleton });
const SharingPanel = dynamic(() => import('../SharingPanel').then((module) => module.SharingPanel), { ssr: false, loading: panelSkeleton });
const SupportPanel = dynamic(() => import('../SupportPanel').then((module) => module.SupportPanel), { ssr: false, loading: panelSkeleton });
const TodosPanel = dynamic(() => import('@/components/ui/todos/TodosPanel'), { ssr: false, loading: panelSkeleton });
const OwnershipPanel = dynamic(() => import('../OwnershipPanel').then((module) => module.OwnershipPanel), { ssr: false, loading: panelSkeleton });

export const PROJECT_TABS = ['steps', 'results', 'todos', 'files', 'sharing', 'support', 'settings'] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

const TAB_ICONS = { steps: IconListCheck, results: IconChartBar, todos: IconChecklist, files: IconFiles, sharing: IconShare, support: IconLifebuoy, settings: IconSettings };

/** The owner's way to delete the project (the confirmation asks for its name). */
function DangerZone() {
  const t = useTranslations('projects');
  const dispatch = useAppDispatch();
  return (
    <Paper withBorder radius="lg" p="lg" className={classes.dangerZone} component="section" aria-labelledby="danger-title">
      <Title order={2} size="h4" id="danger-title" c="red.9" mb={4}>
        {t('dangerTitle')}
      </Title>
      <Group justify="space-between" gap="md">
        <Text size="sm" c="gray.7" style={{ flex: '1 1 20rem' }}>
          {t('dangerBody')}
        </Text>
        <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => dispatch(setErase(true))}>
          {t('delete')}
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * The project's tabs, the one shown named in the address (`?tab=`): steps and their assessments, results, files,
 * sharing, support and settings. Sharing and settings are the owner's; readers get no write control.
 */
export function ProjectTabs({ project }: { project: ProjectDetail }) {
  const t = useTranslations('projects');
  const tTodos = useTranslations('todos');
  const router = useRouter();
  const isOwner = project.access === 'owner';
  const canEdit = project.access !== 'read';
  const available = PROJECT_TABS.filter((tab) => (tab === 'sharing' || tab === 'settings' ? isOwner : true));
  const requested = queryValue(router.query.tab) as ProjectTab | undefined;
  const tab: ProjectTab = requested && available.includes(requested) ? requested : 'steps';
  const selectTab = (next: string | null) => {
    if (!next) return;
    void router.replace(next === 'steps' ? projectHref(project.id) : projectHref(project.id, next), undefined, { shallow: true, scroll: false });
  };

  return (
    <Tabs value={tab} onChange={selectTab} keepMounted={false}>
      <Tabs.List className={classes.tabs} mb="lg">
        {available.map((value) => {
          const Icon = TAB_ICONS[value];
          return (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      <Tabs.Panel value="steps">
        <StepsPanel project={project} />
      </Tabs.Panel>
      <Tabs.Panel value="results">
        <ResultsPanel projectId={project.id} canCompute={canEdit} />
      </Tabs.Panel>
      <Tabs.Panel value="todos">
        {/* Drawn with the page, before the tab's code is in: its largest text is on screen at once (issue 25, LCP). */}
        <Text size="sm" c="gray.7" mb="md">
          {tTodos('intro')}
        </Text>
        <TodosPanel projectId={project.id} canEdit={canEdit} />
      </Tabs.Panel>
      <Tabs.Panel value="files">
        <FilesPanel projectId={project.id} canEdit={canEdit} />
      </Tabs.Panel>
      {isOwner && (
        <Tabs.Panel value="sharing">
          <SharingPanel projectId={project.id} />
        </Tabs.Panel>
      )}
      <Tabs.Panel value="support">
        <SupportPanel projectId={project.id} />
      </Tabs.Panel>
      {isOwner && (
        <Tabs.Panel value="settings">
          <Stack gap="lg">
            <OwnershipPanel projectId={project.id} projectName={project.name} />
            <DangerZone />
          </Stack>
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
