import Head from 'next/head';
import Link from 'next/link';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconChartBar,
  IconFileSpreadsheet,
  IconFiles,
  IconLifebuoy,
  IconListCheck,
  IconSettings,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { LabelledProgress } from '@/components/ui/LabelledProgress';
import { useExportQuestionnaireMutation } from '@/store/api/projects';
import { useAppDispatch } from '@/store/hooks';
import { setErase, setToastError } from '@/store/slices/app';
import { failureMessage, failureStatus } from '@/lib/api/api-error';
import { PROJECTS_PATH, projectHref, queryValue } from '@/lib/page-routes';
import { ProjectTitle } from './ProjectTitle';
import { StepsPanel } from './StepsPanel';
import { useProjectInStore } from './use-project-store';
import classes from './Projects.module.css';

const panelSkeleton = () => <Skeleton height={220} radius="lg" />;

/** Every tab but the steps loads when it is first opened (results, files, sharing, support, settings). */
const ResultsPanel = dynamic(() => import('./ResultsPanel'), { ssr: false, loading: panelSkeleton });
const FilesPanel = dynamic(() => import('./FilesPanel').then((module) => module.FilesPanel), { ssr: false, loading: panelSkeleton });
const SharingPanel = dynamic(() => import('./SharingPanel').then((module) => module.SharingPanel), { ssr: false, loading: panelSkeleton });
const SupportPanel = dynamic(() => import('./SupportPanel').then((module) => module.SupportPanel), { ssr: false, loading: panelSkeleton });
const OwnershipPanel = dynamic(() => import('./OwnershipPanel').then((module) => module.OwnershipPanel), { ssr: false, loading: panelSkeleton });
const DeleteProjectModal = dynamic(() => import('./DeleteProjectModal').then((module) => module.DeleteProjectModal), { ssr: false });

export const PROJECT_TABS = ['steps', 'results', 'files', 'sharing', 'support', 'settings'] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

function ProjectSkeleton() {
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Skeleton height={16} width={200} />
        <Skeleton height={40} width="55%" />
        <Skeleton height={80} radius="lg" />
        <Skeleton height={40} />
        <Skeleton height={140} radius="lg" />
        <Skeleton height={140} radius="lg" />
      </Stack>
    </Container>
  );
}

/**
 * /projects/[id]: name (renamed in place), overall progress and the export; tabs for the steps and their
 * assessments, results, files, sharing, support and the owner's settings (ownership transfer, deletion).
 * Readers see no write control; sharing and settings are the owner's.
 */
export function ProjectPage({ projectId }: { projectId: string }) {
  const t = useTranslations('projects');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { data: project, error, isLoading, refetch } = useProjectInStore(projectId);
  const [exportCsv, exporting] = useExportQuestionnaireMutation();

  if (isLoading || (!project && !error)) return <ProjectSkeleton />;
  if (!project) {
    const missing = failureStatus(error) === 404 || failureStatus(error) === 403;
    return (
      <Container size="sm" py="xl">
        <Alert color={missing ? 'gray' : 'red'} icon={<IconAlertCircle size={18} aria-hidden />} title={missing ? t('notFoundTitle') : t('loadFailedTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{missing ? t('notFoundBody') : failureMessage(error, t('loadFailed'))}</Text>
            <Group gap="xs">
              {!missing && (
                <Button size="xs" onClick={() => void refetch()}>
                  {t('retry')}
                </Button>
              )}
              <Button size="xs" variant="default" component={Link} href={PROJECTS_PATH}>
                {t('backToList')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      </Container>
    );
  }

  const isOwner = project.access === 'owner';
  const canEdit = project.access !== 'read';
  const available = PROJECT_TABS.filter((tab) => (tab === 'sharing' || tab === 'settings' ? isOwner : true));
  const requested = queryValue(router.query.tab) as ProjectTab | undefined;
  const tab: ProjectTab = requested && available.includes(requested) ? requested : 'steps';
  const selectTab = (next: string | null) => {
    if (!next) return;
    void router.replace(next === 'steps' ? projectHref(projectId) : projectHref(projectId, next), undefined, { shallow: true, scroll: false });
  };

  const exportQuestionnaire = async () => {
    try {
      await exportCsv(projectId).unwrap();
    } catch (failure) {
      dispatch(setToastError(failureMessage(failure, t('exportFailed'))));
    }
  };

  const tabIcon = { steps: IconListCheck, results: IconChartBar, files: IconFiles, sharing: IconShare, support: IconLifebuoy, settings: IconSettings };

  return (
    <div className={classes.page}>
      <Head>
        <title>{t('metaProjectNamed', { name: project.name })}</title>
      </Head>
      <Container size="lg" pt="lg" pb="xl">
        <nav aria-label={t('breadcrumbs')}>
          <Breadcrumbs separatorMargin={6} mb="sm">
            <Anchor component={Link} href={PROJECTS_PATH} size="sm">
              {t('title')}
            </Anchor>
            <Text size="sm" c="gray.7" aria-current="page">
              {project.name}
            </Text>
          </Breadcrumbs>
        </nav>

        <Group justify="space-between" align="flex-start" gap="md" mb="md">
          <Stack gap={6} style={{ flex: '1 1 24rem', minWidth: 0 }}>
            <ProjectTitle projectId={project.id} name={project.name} canRename={canEdit} />
            <Group gap="xs">
              <Badge variant="light" color="forest" radius="sm">
                {project.template.name}
              </Badge>
              <Badge variant="outline" color={isOwner ? 'forest' : 'gray'} radius="sm">
                {t(`access.${project.access}`)}
              </Badge>
              {!isOwner && (
                <Text size="sm" c="gray.7">
                  {t('ownedBy', { name: project.owner.name })}
                </Text>
              )}
            </Group>
          </Stack>
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            loading={exporting.isLoading}
            onClick={() => void exportQuestionnaire()}
          >
            {t('export')}
          </Button>
        </Group>

        <Paper withBorder radius="lg" p="md" mb="lg">
          <Group gap="xl" align="center">
            <Box style={{ flex: '1 1 18rem' }}>
              <LabelledProgress
                id="project-progress-label"
                label={t('overallProgress')}
                value={project.progress}
                percent={t('percent', { value: Math.round(project.progress) })}
              />
            </Box>
            <Stack gap={0}>
              <Text size="xl" fw={700} c="forest.9">
                {project.assessmentsCompleted} / {project.assessmentsTotal}
              </Text>
              <Text size="xs" c="gray.7">
                {t('assessmentsDone', { count: project.assessmentsCompleted })}
              </Text>
            </Stack>
            {project.score !== null && (
              <Stack gap={0}>
                <Text size="xl" fw={700} c="forest.9">
                  {Math.round(project.score)}
                </Text>
                <Text size="xs" c="gray.7">
                  {t('lastScore')}
                </Text>
              </Stack>
            )}
          </Group>
        </Paper>

        <Tabs value={tab} onChange={selectTab} keepMounted={false}>
          <Tabs.List className={classes.tabs} mb="lg">
            {available.map((value) => {
              const Icon = tabIcon[value];
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
              </Stack>
            </Tabs.Panel>
          )}
        </Tabs>
      </Container>
      {isOwner && <DeleteProjectModal projectId={project.id} projectName={project.name} />}
    </div>
  );
}
