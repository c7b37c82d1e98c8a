import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PopupModal } from '@/components/ui/PopupModal';
import { failureMessage } from '@/lib/api/failure-message';
import type { Oem } from '@/lib/schemas/oems';
import { useDecideOemMutation } from '@/store/api/oems';

/** Staff verify an OEM at once, or refuse it with a reason written in a dialog; the OEM is mailed either way. */
export function OemDecision({ oem }: { oem: Oem }) {
  const t = useTranslations('oems');
  const ts = useTranslations('staff');
  const [decide, decision] = useDecideOemMutation();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = async (body: Parameters<typeof decide>[0]) => {
    setError(null);
    try {
      await decide(body).unwrap();
      setRefusing(false);
    } catch (failure) {
      setError(failureMessage(failure, ts('decisionFailed')));
    }
  };
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {oem.status !== 'verified' && (
          <Button onClick={() => void run({ company_id: oem.company_id, decision: 'verify' })} loading={decision.isLoading && !refusing}>
            {t('staff.verify')}
          </Button>
        )}
        {oem.status !== 'refused' && (
          <Button variant="default" color="red" onClick={() => setRefusing(true)}>
            {t('staff.refuse')}
          </Button>
        )}
      </Group>
      {error && !refusing && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <PopupModal opened={refusing} onClose={() => setRefusing(false)} title={`${t('staff.refuse')} — ${oem.legal_name}`}>
        <Stack>
          <Textarea
            label={ts('reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            description={ts('reasonHint')}
            autosize
            minRows={3}
            required
            data-autofocus
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRefusing(false)}>
              {ts('cancel')}
            </Button>
            <Button color="red" loading={decision.isLoading} onClick={() => void run({ company_id: oem.company_id, decision: 'refuse', reason: reason.trim() })}>
              {t('staff.refuse')}
            </Button>
          </Group>
        </Stack>
      </PopupModal>
    </Stack>
  );
}
