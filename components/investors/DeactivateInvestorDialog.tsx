import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { failureMessage } from '@/lib/api/failure-message';
import type { StaffInvestor } from '@/lib/schemas/investors';
import { useDecideInvestorMutation } from '@/store/api/investors';

/**
 * The question asked before an investor is deactivated, saying what they lose. A module of its own, loaded on the
 * first click: Mantine's Modal brings its ScrollArea, and with it floating-ui (~19 kB gzipped).
 */
export function DeactivateInvestorDialog({ investor, opened, onClose }: { investor: StaffInvestor; opened: boolean; onClose: () => void }) {
  const t = useTranslations('investors.staff');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [decide, decision] = useDecideInvestorMutation();
  const confirm = async () => {
    setError(null);
    try {
      await decide({ investor_id: investor.user_id, decision: 'deactivate', reason: reason.trim() || undefined }).unwrap();
      onClose();
    } catch (failure) {
      setError(failureMessage(failure, t('deactivateFailed')));
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('deactivateTitle', { organisation: investor.organisation })}>
      <Stack gap="sm">
        <Text size="sm">{t('deactivateLoses', { name: investor.name })}</Text>
        <Textarea label={t('deactivateReason')} autosize minRows={2} maxLength={2000} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="red" loading={decision.isLoading} onClick={() => void confirm()}>
            {t('deactivateConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
