import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { Alert, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPackageExport } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { PageBreadcrumbs } from '@/components/ui/PageBreadcrumbs';
import { failureMessage } from '@/lib/api/failure-message';
import { monitoringHref } from '@/lib/page-routes/monitoring';
import { projectHref } from '@/lib/page-routes/projects';
import { useGetProjectMonitoringQuery } from '@/store/api/monitoring';
import { useGetBatchesQuery } from '@/store/api/monitoring-batches';
import type { PackageBatch } from './PackageDialog';
import { loadTrailTable, TrailEntries } from './TrailEntries';
import { loadVerifyFilesTable, VerifyFilesPanel } from './VerifyFilesPanel';

/** The package dialog (a modal with its inputs): its own chunk, loaded when it is opened. */
const PackageDialog = dynamic(() => import('./PackageDialog').then((module) => module.PackageDialog), { ssr: false });

/**
 * A project's monitoring trail and verifier package: the chain and its events, the check of the
 * stored files, and the package of a batch or a period (any of the monitoring's batches: ).
 */
export function TrailScreen({ projectId }: { projectId: string }) {
  const t = useTranslations('monitoringPackage');
  const monitoring = useGetProjectMonitoringQuery(projectId);
  const batchList = useGetBatchesQuery({ monitoring_id: monitoring.data?.id ?? '' }, { skip: !monitoring.data });
  const batches: PackageBatch[] = batchList.data ?? [];
  const [packaging, setPackaging] = useState(false);
  // The tables' chunk is fetched while the monitoring and its trail are, not once they have come.
  useEffect(() => {
    void loadTrailTable();
    void loadVerifyFilesTable();
  }, []);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageBreadcrumbs
          label={t('breadcrumbs')}
          crumbs={[
            { label: monitoring.data?.project_name ?? '…', href: projectHref(projectId) },
            { label: t('monitoring'), href: monitoringHref(projectId) },
            { label: t('title') },
          ]}
        />
        <Group justify="space-between" align="flex-start">
          <Stack gap={4} maw={720}>
            <Title order={1}>{t('title')}</Title>
            <Text c="gray.7">{t('intro')}</Text>
          </Stack>
          {monitoring.data && (
            <Button leftSection={<IconPackageExport size={18} aria-hidden />} onClick={() => setPackaging(true)}>
              {t('package.open')}
            </Button>
          )}
        </Group>
        {monitoring.isLoading && <Skeleton height={160} radius="lg" />}
        {monitoring.error && <Alert color="red">{failureMessage(monitoring.error, t('loadFailed'))}</Alert>}
        {monitoring.data === null && <Text c="gray.7">{t('noMonitoring')}</Text>}
        {monitoring.data && (
          <>
            <TrailEntries monitoringId={monitoring.data.id} />
            <VerifyFilesPanel monitoringId={monitoring.data.id} />
            {packaging && <PackageDialog monitoringId={monitoring.data.id} batches={batches} opened={packaging} onClose={() => setPackaging(false)} />}
          </>
        )}
      </Stack>
    </Container>
  );
}
