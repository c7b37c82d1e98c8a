import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { Alert, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconActivityHeartbeat, IconPlus } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { PageBreadcrumbs } from '@/components/ui/PageBreadcrumbs';
import { failureMessage } from '@/lib/api/failure-message';
import { projectHref } from '@/lib/page-routes/projects';
import type { Monitoring } from '@/lib/schemas/monitoring';
import { useGetProjectMonitoringQuery, useGetSitesQuery } from '@/store/api/monitoring';
import { useCreateMonitoringMutation } from '@/store/api/monitoring-setup';
import { FilesLink } from './files/FilesLink';
import { TrailLink } from './package/TrailLink';
import { SiteCard } from './SiteCard';
import { EvidenceLink } from './evidence/EvidenceLink';

/*
 * The KPIs (their period's fields, the clock and the time zones) and the panels below them (the plan against the
 * actual, the batches, the evidence settings: tables, a segmented control, Select and NumberInput, and the floating-ui
 * these bring) load in their own chunks, fetched while the monitoring is (the browser reads it, so the server renders
 * none of them); each placeholder is its own skeleton.
 */
const loadKpis = () => import('./DashboardKpis');
const loadPlanVsActual = () => import('./batches/PlanVsActualPanel');
const loadBatches = () => import('./batches/BatchesPanel');
const loadEvidenceSettings = () => import('./batches/EvidenceSettingsForm');
/** The KPIs draw nothing until the sites have come (nor for a monitoring without reactors): no placeholder either. */
const DashboardKpis = dynamic(() => loadKpis().then((module) => module.DashboardKpis), { loading: () => null });
const PlanVsActualPanel = dynamic(() => loadPlanVsActual().then((module) => module.PlanVsActualPanel), {
  loading: () => <Skeleton height={160} radius="md" />,
});
const BatchesPanel = dynamic(() => loadBatches().then((module) => module.BatchesPanel), {
  loading: () => <Skeleton height={120} radius="md" />,
});
const EvidenceSettingsForm = dynamic(() => loadEvidenceSettings().then((module) => module.EvidenceSettingsForm), {
  loading: () => <Skeleton height={160} radius="lg" />,
});

/** The new-site form (Select, NumberInput and their floating-ui): its own chunk, loaded when "add a site" is pressed. */
const SiteForm = dynamic(() => import('./SiteForm').then((module) => module.SiteForm), {
  loading: () => <Skeleton height={240} radius="lg" />,
});

/** Before the monitoring exists: what it is, and the button that creates it. */
function CreateMonitoring({ projectId }: { projectId: string }) {
  const t = useTranslations('monitoring');
  const [create, creating] = useCreateMonitoringMutation();
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t('start.title')}
        </Title>
        <Text c="gray.7">{t('start.body')}</Text>
        <Button leftSection={<IconActivityHeartbeat size={18} aria-hidden />} loading={creating.isLoading} onClick={() => void create(projectId)}>
          {t('start.create')}
        </Button>
        {creating.error && <Alert color="red">{failureMessage(creating.error, t('start.failed'))}</Alert>}
      </Stack>
    </Paper>
  );
}

/** The sites of a monitoring, each with its reactors, and the form for a new one. */
function Sites({ monitoring, projectId }: { monitoring: Monitoring; projectId: string }) {
  const t = useTranslations('monitoring');
  const sites = useGetSitesQuery(monitoring.id);
  const [adding, setAdding] = useState(false);
  const canManage = monitoring.access !== 'read';
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('sites.title')}
        </Title>
        <Group gap="xs">
          <EvidenceLink projectId={projectId} />
          {canManage && !adding && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              {t('sites.add')}
            </Button>
          )}
        </Group>
      </Group>
      {adding && <SiteForm monitoringId={monitoring.id} onDone={() => setAdding(false)} />}
      {sites.isLoading && <Skeleton height={120} radius="lg" />}
      {sites.error && <Alert color="red">{failureMessage(sites.error, t('loadFailed'))}</Alert>}
      {sites.data?.length === 0 && !adding && <Text c="gray.7">{t('sites.none')}</Text>}
      {sites.data?.map((site) => (
        <SiteCard key={site.id} site={site} projectId={projectId} monitoringId={monitoring.id} canManage={canManage} />
      ))}
    </Stack>
  );
}

/** A project's monitoring: created from here, then the period's KPIs of its reactors, and its sites, reactors, parameters and devices. */
export function MonitoringScreen({ projectId }: { projectId: string }) {
  const t = useTranslations('monitoring');
  const monitoring = useGetProjectMonitoringQuery(projectId);
  useEffect(() => {
    void loadKpis();
    void loadPlanVsActual();
    void loadBatches();
    void loadEvidenceSettings();
  }, []);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageBreadcrumbs label={t('breadcrumbs')} crumbs={[{ label: monitoring.data?.project_name ?? t('project'), href: projectHref(projectId) }, { label: t('title') }]} />
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="gray.7">{t('intro')}</Text>
        </Stack>
        {monitoring.isLoading && <Skeleton height={160} radius="lg" />}
        {monitoring.error && <Alert color="red">{failureMessage(monitoring.error, t('loadFailed'))}</Alert>}
        {monitoring.data === null && <CreateMonitoring projectId={projectId} />}
        {monitoring.data && (
          <Group gap="sm">
            <TrailLink projectId={projectId} />
            <FilesLink projectId={projectId} />
          </Group>
        )}
        {monitoring.data && <DashboardKpis monitoringId={monitoring.data.id} projectId={projectId} />}
        {monitoring.data && <PlanVsActualPanel monitoringId={monitoring.data.id} />}
        {monitoring.data && <BatchesPanel projectId={projectId} monitoringId={monitoring.data.id} canManage={monitoring.data.access !== 'read'} />}
        {monitoring.data && <Sites monitoring={monitoring.data} projectId={projectId} />}
        {monitoring.data && <EvidenceSettingsForm monitoringId={monitoring.data.id} canManage={monitoring.data.access !== 'read'} />}
      </Stack>
    </Container>
  );
}
