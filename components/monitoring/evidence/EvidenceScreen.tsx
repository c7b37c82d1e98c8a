import { Anchor, Skeleton, Stack } from '@mantine/core';
import { LazyAlert } from '@/components/ui/LazyAlert';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import { monitoringHref } from '@/lib/page-routes/monitoring';
import { Link } from '@/components/ui/Link';
import { useGetProjectMonitoringQuery } from '@/store/api/monitoring';
import { EvidenceList } from './EvidenceList';

/** The evidence page of a project's monitoring: its monitoring found first, then its records (a batch's when named). */
export function EvidenceScreen({ projectId, batchId }: { projectId: string; batchId?: string }) {
  const t = useTranslations('evidence');
  const monitoring = useGetProjectMonitoringQuery(projectId);
  if (monitoring.isLoading) return <Skeleton height={240} />;
  if (monitoring.error || !monitoring.data) return <LazyAlert color="red">{failureMessage(monitoring.error, t('loadFailed'))}</LazyAlert>;
  return (
    <Stack gap="md">
      <Anchor component={Link} href={monitoringHref(projectId)} size="sm">
        {t('back')}
      </Anchor>
      <EvidenceList projectId={projectId} monitoringId={monitoring.data.id} batchId={batchId} canEdit={monitoring.data.access !== 'read'} />
    </Stack>
  );
}
