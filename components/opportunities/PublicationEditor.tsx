import { Alert, Anchor, Breadcrumbs, Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { useShared } from '@/components/providers/SharedContext';
import Link from '@/components/ui/Link';
import { failureMessage } from '@/lib/api/failure-message';
import { projectHref } from '@/lib/page-routes/projects';
import { useGetComputeQuery } from '@/store/deferred/assessments';
import { useGetPublicationQuery } from '@/store/deferred/opportunities';
import { useGetProjectFilesQuery } from '@/store/deferred/project-files';
import { useGetProjectQuery } from '@/store/deferred/projects';
import { DeveloperThreads } from './DeveloperThreads';
import { PublicationStatusPanel } from './PublicationStatusPanel';
import { CommitmentLinks } from './CommitmentLinks';
import { PublicationConflictNotice } from './PublicationConflictNotice';
import { PublicationReadiness } from './PublicationReadiness';
import { figuresOfCompute, readinessThresholdOf, saveResubmits, valuesOf } from './publication-form';
import { usePublicationSave } from './use-publication-save';

/*
 * The publication form (Select, NumberInput and their floating-ui) loads in its own chunk, fetched while the
 * publication is (the server renders the skeleton, never the form).
 */
const loadForm = () => import('./PublicationForm');
const PublicationForm = dynamic(() => loadForm().then((module) => module.PublicationForm), {
  loading: () => <Skeleton height={400} radius="md" />,
});

/** /projects/[id]/publication: the developer writes the project's publication, follows its review, and answers investors. */
export function PublicationEditor({ projectId }: { projectId: string }) {
  const t = useTranslations('opportunities');
  const project = useGetProjectQuery(projectId);
  const publication = useGetPublicationQuery(projectId);
  const compute = useGetComputeQuery(projectId);
  const files = useGetProjectFilesQuery(projectId);
  const { templates } = useShared();
  const saving = usePublicationSave(projectId, project.data?.name ?? '', publication.data ?? null);
  useEffect(() => {
    void loadForm();
  }, []);

  if (project.error || publication.error) {
    return (
      <Container size="md" py="xl">
        <Alert color="red">{failureMessage(project.error ?? publication.error, t('loadError'))}</Alert>
      </Container>
    );
  }
  if (!project.data || publication.data === undefined) {
    return (
      <Container size="lg" py="xl">
        <Skeleton height={40} width="50%" mb="md" />
        <Skeleton height={400} radius="md" />
      </Container>
    );
  }
  const current = publication.data;
  const canWrite = project.data.access !== 'read';

  const threshold = readinessThresholdOf(templates, project.data.template.id);
  const reload = () => {
    saving.dismissConflict();
    void publication.refetch();
  };

  return (
    <Container size="lg" py="xl">
      <nav aria-label={t('breadcrumbs')}>
        <Breadcrumbs mb="sm">
          <Anchor component={Link} href={projectHref(projectId)} size="sm">
            {project.data.name}
          </Anchor>
          <Text size="sm" c="gray.7" aria-current="page">
            {t('editor.heading')}
          </Text>
        </Breadcrumbs>
      </nav>
      <Title order={1} mb={4}>
        {t('editor.heading')}
      </Title>
      <Text c="gray.7" mb="lg" maw={720}>
        {t('editor.intro')}
      </Text>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          {saving.conflict && <PublicationConflictNotice conflict={saving.conflict} saving={saving.saving} onReload={reload} onKeepMine={saving.keepMine} />}
          {canWrite ? (
            <PublicationForm
              key={current?.version ?? 'new'}
              initial={valuesOf(current, project.data.name)}
              files={files.data ?? []}
              resubmits={saveResubmits(current)}
              listed={Boolean(current?.listed)}
              saving={saving.saving}
              error={saving.error}
              fieldErrors={saving.fieldErrors}
              onSave={saving.onSave}
            />
          ) : (
            <Alert color="gray">{t('editor.readOnly')}</Alert>
          )}
          {saving.saved && (
            <Text role="status" c="forest.8" mt="sm">
              {t('editor.saved')}
            </Text>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Stack>
            <PublicationReadiness projectId={projectId} threshold={threshold} compute={compute.data} currency={current?.currency ?? 'EUR'} />
            {/* The figures of the latest results at once, not those of the last save (requirements ). */}
            <PublicationStatusPanel publication={current && compute.data ? { ...current, ...figuresOfCompute(compute.data) } : current} figures={figuresOfCompute(compute.data)} />
          </Stack>
        </Grid.Col>
      </Grid>
      {current?.listed && (
        <Stack mt="xl">
          <CommitmentLinks opportunityId={current.id} side="developer" />
          <DeveloperThreads opportunityId={current.id} />
        </Stack>
      )}
    </Container>
  );
}
