import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { CaptureForm } from './CaptureForm';
import { QueueList } from './QueueList';
import { useFieldQueue } from './use-field-queue';
import { useUploadTargets } from './use-upload-targets';
import { useServiceWorker } from './use-service-worker';

/** How often the server's view of the uploads (their states) is read again. */
const SERVER_REFRESH_MS = 5_000;

/**
 * The phone page of field uploads: photos taken with the camera, tagged, queued in IndexedDB and sent by
 * themselves whenever the network allows, each with its state and, once processed, its log.
 */
export function FieldUploads() {
  const t = useTranslations('field');
  const { items, online, add } = useFieldQueue();
  const { targets, server } = useUploadTargets(SERVER_REFRESH_MS);
  useServiceWorker();
  return (
    <Stack gap="md" maw={560}>
      {!online && (
        <Alert color="yellow" icon={<IconWifiOff size={18} aria-hidden />} role="status">
          {t('offline')}
        </Alert>
      )}
      {targets === null ? <Skeleton height={160} radius="md" /> : targets.length === 0 ? <Text c="gray.7">{t('noTargets')}</Text> : <CaptureForm targets={targets} onAdd={add} />}
      <Title order={2} size="h4">
        {t('queue')}
      </Title>
      <QueueList items={items} server={server} />
    </Stack>
  );
}
