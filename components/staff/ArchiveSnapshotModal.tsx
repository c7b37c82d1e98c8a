import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { failureStatus } from '@/lib/api/api-error';
import { failureMessage } from '@/lib/api/failure-message';
import type { Snapshot } from '@/lib/schemas/config';
import { useArchiveSnapshotMutation } from '@/store/api/console';

interface Props {
  snapshot: Snapshot | null;
  onClose: () => void;
  /** What happened, to show on the page: archived, or changed since the page was opened (nothing done). */
  onOutcome: (outcome: { color: 'forest' | 'orange'; text: string }) => void;
}

/** Asks before archiving a snapshot, sending the etag it had when listed: a 412 means it changed since. */
export function ArchiveSnapshotModal({ snapshot, onClose, onOutcome }: Props) {
  const t = useTranslations('staffConsole.snapshots');
  const tm = useTranslations('staffConsole.maintenance');
  const [archive, archiving] = useArchiveSnapshotMutation();
  const [error, setError] = useState<string | null>(null);
  const name = snapshot?.name ?? '';
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!snapshot?.etag) return;
    setError(null);
    try {
      await archive({ name, etag: snapshot.etag }).unwrap();
      onOutcome({ color: 'forest', text: t('archived', { name }) });
      close();
    } catch (failure) {
      if (failureStatus(failure) === 412) {
        onOutcome({ color: 'orange', text: t('changedSinceOpened', { name }) });
        close();
      } else setError(failureMessage(failure, t('archiveFailed')));
    }
  };
  const days = Math.round((snapshot?.retention_period ?? 2_592_000) / 86_400);
  return (
    <Modal opened={snapshot !== null} onClose={close} title={t('archiveTitle', { name })}>
      <Stack gap="sm">
        <Text size="sm">{t('archiveBody', { days })}</Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {tm('cancel')}
          </Button>
          <Button color="red" loading={archiving.isLoading} onClick={() => void confirm()}>
            {t('archiveConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
