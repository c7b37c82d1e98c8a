import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { MobileUpload } from '@/lib/schemas/monitoring-mobile-uploads';
import type { QueuedUpload, QueueState } from './queue-store';
import { UploadLog } from './UploadLog';
import classes from './FieldUploads.module.css';

const COLORS: Record<QueueState, string> = { waiting: 'gray', sending: 'blue', sent: 'forest', failed: 'red' };

/**
 * Each upload of the phone with its state: waiting (and why, after a failure), sending (bytes the server
 * holds), sent, or refused; once sent, its processing log.
 */
export function QueueList({ items, server }: { items: QueuedUpload[]; server: MobileUpload[] }) {
  const t = useTranslations('field');
  if (items.length === 0) return <Text c="gray.7">{t('empty')}</Text>;
  const byId = new Map(server.map((upload) => [upload.id, upload]));
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('queue')}>
      {[...items].reverse().map((item) => {
        const stored = byId.get(item.id);
        return (
          <li key={item.id} className={classes.item} data-testid="field-upload" data-state={item.state}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} size="sm" truncate>
                {item.fileName}
              </Text>
              <Badge color={COLORS[item.state]} variant="light">
                {t(`states.${item.state}`)}
              </Badge>
            </Group>
            <Text size="xs" c="gray.7">
              {[item.evidenceKind ? t(`kinds.${item.evidenceKind}`) : null, t('size', { kb: Math.ceil(item.size / 1024) })].filter(Boolean).join(' · ')}
            </Text>
            {item.state === 'sending' && <Progress value={(item.sentBytes / Math.max(1, item.size)) * 100} size="sm" mt={4} aria-label={t('progress')} />}
            {item.state === 'waiting' && item.attempts > 0 && (
              <Text size="xs" c="gray.7">
                {t('retrying', { attempts: item.attempts })}
              </Text>
            )}
            {item.state === 'failed' && (
              <Text size="xs" c="red.8">
                {item.error}
              </Text>
            )}
            {item.state === 'sent' && (item.artefactId ?? stored?.artefact_id) && <UploadLog uploadId={item.id} />}
          </li>
        );
      })}
    </Stack>
  );
}
