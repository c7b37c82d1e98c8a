import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import { useLazyVerifyMonitoringFilesQuery } from '@/store/api/monitoring-package';

/** The files' table (Mantine's Table, and floating-ui with it): its own chunk, fetched with the trail (TrailScreen). */
export const loadVerifyFilesTable = () => import('./VerifyFilesTable');
const VerifyFilesTable = dynamic(() => loadVerifyFilesTable().then((module) => module.VerifyFilesTable), {
  loading: () => <Skeleton height={160} radius="md" />,
});

/** "Verify files": every stored file hashed again on the server, shown intact, altered or missing. */
export function VerifyFilesPanel({ monitoringId }: { monitoringId: string }) {
  const t = useTranslations('monitoringPackage.verify');
  const [verify, result] = useLazyVerifyMonitoringFilesQuery();
  const data = result.data;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="verify-files-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id="verify-files-title">
            {t('title')}
          </Title>
          <Button leftSection={<IconShieldCheck size={18} aria-hidden />} loading={result.isFetching} onClick={() => void verify(monitoringId)}>
            {t('run')}
          </Button>
        </Group>
        <Text c="gray.7">{t('intro')}</Text>
        {result.error && <Alert color="red">{failureMessage(result.error, t('failed'))}</Alert>}
        {data && (
          <Text fw={600} role="status">
            {t('summary', { intact: data.intact, altered: data.altered, missing: data.missing })}
          </Text>
        )}
        {data && data.files.length === 0 && <Text c="gray.7">{t('none')}</Text>}
        {data && data.files.length > 0 && <VerifyFilesTable files={data.files} />}
      </Stack>
    </Paper>
  );
}
