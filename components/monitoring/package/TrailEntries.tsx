import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLink } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { LazyPagination } from '@/components/ui/LazyPagination';
import { failureMessage } from '@/lib/api/failure-message';
import { useGetMonitoringTrailQuery } from '@/store/api/monitoring-package';

const PAGE_SIZE = 25;

/** The events' table (Mantine's Table, and floating-ui with it): its own chunk, fetched while the trail is (TrailScreen). */
export const loadTrailTable = () => import('./TrailTable');
const TrailTable = dynamic(() => loadTrailTable().then((module) => module.TrailTable), {
  loading: () => <Skeleton height={320} radius="md" />,
});

/** The monitoring trail: the chain's state and anchor, then its events a page at a time. */
export function TrailEntries({ monitoringId }: { monitoringId: string }) {
  const t = useTranslations('monitoringPackage');
  const [page, setPage] = useState(1);
  const trail = useGetMonitoringTrailQuery({ monitoring_id: monitoringId, page, page_size: PAGE_SIZE });
  if (trail.isLoading) return <Skeleton height={200} radius="lg" />;
  if (!trail.data) return <Alert color="red">{failureMessage(trail.error, t('loadFailed'))}</Alert>;
  const { verification, anchor, items, total } = trail.data;
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="trail-chain-title">
        <Stack gap="xs">
          <Title order={2} size="h3" id="trail-chain-title">
            {t('chain.title')}
          </Title>
          {verification.valid ? (
            <Alert color="green" icon={<IconLink size={18} aria-hidden />}>
              {t('chain.valid', { length: verification.length })}
            </Alert>
          ) : (
            <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />}>
              {t('chain.broken', { seq: verification.broken_at_seq ?? 0, reason: verification.reason ?? '' })}
            </Alert>
          )}
          <Text size="sm" c="gray.7">
            {anchor ? t('chain.anchored', { seq: anchor.seq, at: anchor.anchored_at.replace('T', ' ').slice(0, 16) }) : t('chain.notAnchored')}
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="trail-entries-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="trail-entries-title">
            {t('entries.title')}
          </Title>
          {items.length === 0 && <Text c="gray.7">{t('entries.none')}</Text>}
          {items.length > 0 && <TrailTable items={items} />}
          {total > PAGE_SIZE && <LazyPagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} aria-label={t('entries.pages')} />}
        </Stack>
      </Paper>
    </Stack>
  );
}
