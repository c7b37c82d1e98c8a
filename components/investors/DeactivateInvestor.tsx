import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { failureMessage } from '@/lib/api/failure-message';
import type { StaffInvestor } from '@/lib/schemas/investors';
import { useDecideInvestorMutation } from '@/store/api/investors';

/** Staff deactivate an activated investor (requirements ): asked first, saying what the investor loses. */
export function DeactivateInvestor({ investor }: { investor: StaffInvestor }) {
  const t = useTranslations('investors.staff');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [decide, decision] = useDecideInvestorMutation();
  const confirm = async () => {
    setError(null);
    try {
      await decide({ investor_id: investor.user_id, decision: 'deactivate', reason: reason.trim() || undefined }).unwrap();
      setOpen(false);
    } catch (failure) {
      setError(failureMessage(failure, t('deactivateFailed')));
    }
  };
  return (
    <>
      <Group>
        <Button color="red" variant="light" onClick={() => setOpen(true)}>
          {t('deactivate')}
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('deactivateTitle', { organisation: investor.organisation })}>
        <Stack gap="sm">
          <Text size="sm">{t('deactivateLoses', { name: investor.name })}</Text>
          <Textarea label={t('deactivateReason')} autosize minRows={2} maxLength={2000} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button color="red" loading={decision.isLoading} onClick={() => void confirm()}>
              {t('deactivateConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
