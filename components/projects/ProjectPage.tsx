import Head from 'next/head';
import Link from '@/components/ui/Link';
import dynamic from 'next/dynamic';
import { Button, Container, Group, Skeleton, Stack, Text } from '@mantine/core';
import { LazyAlert } from '@/components/ui/LazyAlert';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { failureStatus } from '@/lib/api/api-error';
import { failureMessage } from '@/lib/api/failure-message';
import { PROJECTS_PATH } from '@/lib/page-routes/projects';
import { ProjectFigures } from './project-page/ProjectFigures';
import { ProjectHeader } from './project-page/ProjectHeader';
import { ProjectTabs } from './project-page/ProjectTabs';
import { useProjectInStore } from '@/components/providers/use-project-store';
import classes from './Projects.module.css';
import { OnceOpened } from '@/components/ui/OnceOpened';

/** Loaded when the owner first asks to delete (the app's `erase` flag), not with the page. */
const DeleteProjectModal = dynamic(() => import('./DeleteProjectModal').then((module) => module.DeleteProjectModal), { ssr: false });

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

/** The project could not be read: not there (or not the caller's), or a failure that may be tried again. */
function ProjectUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTranslations('projects');
  const missing = failureStatus(error) === 404 || failureStatus(error) === 403;
  return (
    <Container size="sm" py="xl">
      <LazyAlert color={missing ? 'gray' : 'red'} icon={<IconAlertCircle size={18} aria-hidden />} title={missing ? t('notFoundTitle') : t('loadFailedTitle')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{missing ? t('notFoundBody') : failureMessage(error, t('loadFailed'))}</Text>
          <Group gap="xs">
            {!missing && (
              <Button size="xs" onClick={onRetry}>
                {t('retry')}
              </Button>
            )}
            <Button size="xs" variant="default" component={Link} href={PROJECTS_PATH}>
              {t('backToList')}
            </Button>
          </Group>
        </Stack>
      </LazyAlert>
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
  const { data: project, error, isLoading, refetch } = useProjectInStore(projectId);

  if (isLoading || (!project && !error)) return <ProjectSkeleton />;
  if (!project) return <ProjectUnavailable error={error} onRetry={() => void refetch()} />;
  return (
    <div className={classes.page}>
      <Head>
        <title>{t('metaProjectNamed', { name: project.name })}</title>
      </Head>
      <Container size="lg" pt="lg" pb="xl">
        <ProjectHeader project={project} />
        <ProjectFigures project={project} />
        <ProjectTabs project={project} />
      </Container>
      {project.access === 'owner' && (
        <OnceOpened isOpen={(state) => state.app.erase}>
          <DeleteProjectModal projectId={project.id} projectName={project.name} />
        </OnceOpened>
      )}
    </div>
  );
}
