import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { PopupModal } from '@/components/ui/PopupModal';
import { failureMessage } from '@/lib/api/failure-message';
import type { Batch } from '@/lib/schemas/monitoring-batches';
import { useCloseBatchMutation } from '@/store/api/monitoring-batches';

/** Asks before closing an open batch now: a closed batch is not opened again. */
export function CloseBatchModal({ batch, onClose }: { batch: Batch | null; onClose: () => void }) {
  const t = useTranslations('monitoringBatches.list');
  const [close, closing] = useCloseBatchMutation();
  const done = () => {
    closing.reset();
    onClose();
  };
  const confirm = async () => {
    if (!batch) return;
    const result = await close({ batch_id: batch.id, monitoring_id: batch.monitoring_id, ended_at: new Date().toISOString() });
    if (!('error' in result)) done();
  };
  return (
    <PopupModal opened={batch !== null} onClose={done} title={t('closeConfirmTitle')}>
      <Stack>
        <Text size="sm">{batch ? t('closeConfirm', { code: batch.code }) : ''}</Text>
        {closing.error && <Alert color="red">{failureMessage(closing.error, t('closeFailed'))}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={done} data-autofocus>
            {t('cancel')}
          </Button>
          <Button onClick={() => void confirm()} loading={closing.isLoading}>
            {t('close')}
          </Button>
        </Group>
      </Stack>
    </PopupModal>
  );
}
