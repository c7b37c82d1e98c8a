import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import { useGetProjectMonitoringQuery } from '@/store/api/monitoring';
import { useGetArtefactsQuery } from '@/store/api/monitoring-artefacts';
import { useGetBatchesQuery } from '@/store/api/monitoring-batches';
import { useGetEvidenceQuery } from '@/store/api/monitoring-evidence';
import { FileCard } from './FileCard';

/** Files shown at first, and how many more each "show more" adds (the route answers at most 200 at once). */
const PAGE = 50;
const MOST = 200;

/** The files of a monitoring: filters by batch and flags, then each file's card. */
export function FilesList({ projectId, batchId }: { projectId: string; batchId?: string }) {
  const t = useTranslations('evidenceFiles');
  const monitoring = useGetProjectMonitoringQuery(projectId);
  const monitoringId = monitoring.data?.id ?? '';
  const skip = { skip: !monitoringId };
  const [batch, setBatch] = useState(batchId ?? '');
  const [flagged, setFlagged] = useState(false);
  const [limit, setLimit] = useState(PAGE);
  const batches = useGetBatchesQuery({ monitoring_id: monitoringId }, skip);
  const records = useGetEvidenceQuery({ monitoring_id: monitoringId }, skip);
  const files = useGetArtefactsQuery({ monitoring_id: monitoringId, limit, ...(batch ? { batch_id: batch } : {}), ...(flagged ? { flagged: 'true' } : {}) }, skip);
  if (monitoring.isLoading) return <Skeleton height={240} />;
  if (monitoring.error || !monitoring.data) return <Alert color="red">{failureMessage(monitoring.error, t('loadFailed'))}</Alert>;
  const canEdit = monitoring.data.access !== 'read';
  const items = files.data?.items ?? [];

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <NativeSelect
          label={t('filterBatch')}
          value={batch}
          onChange={(event) => setBatch(event.currentTarget.value)}
          data={[{ value: '', label: t('allBatches') }, ...(batches.data ?? []).map((row) => ({ value: row.id, label: row.code }))]}
          miw={220}
        />
        <Switch label={t('flaggedOnly')} checked={flagged} onChange={(event) => setFlagged(event.currentTarget.checked)} mb={8} />
      </Group>
      {files.isLoading && <Skeleton height={200} />}
      {files.error && <Alert color="red">{failureMessage(files.error, t('loadFailed'))}</Alert>}
      {files.data && items.length === 0 && (
        <Text size="sm" c="gray.7">
          {flagged ? t('noneFlagged') : t('none')}
        </Text>
      )}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-busy={files.isFetching}>
        {items.map((artefact) => (
          <FileCard key={artefact.id} artefact={artefact} batches={batches.data ?? []} records={records.data ?? []} canEdit={canEdit} />
        ))}
      </Stack>
      {files.data?.next_before_id && limit < MOST && (
        <Button variant="default" onClick={() => setLimit((value) => Math.min(value + PAGE, MOST))} loading={files.isFetching} style={{ alignSelf: 'center' }}>
          {t('more')}
        </Button>
      )}
    </Stack>
  );
}
