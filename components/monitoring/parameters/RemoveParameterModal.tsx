import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { PopupModal } from '@/components/ui/PopupModal';
import { failureMessage } from '@/lib/api/failure-message';
import type { Parameter } from '@/lib/schemas/monitoring';
import { PARAMETER_RESTORE_DAYS } from '@/lib/schemas/monitoring-measures';
import { useRemoveParameterMutation } from '@/store/api/monitoring-setup';

/**
 * Asks before removing a parameter (R-20.16): what removal does, and, when it has readings, its name typed again.
 * The removal can be undone for PARAMETER_RESTORE_DAYS from the removed parameters' list.
 */
export function RemoveParameterModal({ parameter, reactorId, onClose }: { parameter: Parameter | null; reactorId: string; onClose: () => void }) {
  const t = useTranslations('monitoring.parameters');
  const common = useTranslations('common');
  const [typed, setTyped] = useState('');
  const [remove, removing] = useRemoveParameterMutation();
  const needsName = parameter?.has_readings ?? false;
  const ready = !needsName || typed.trim() === parameter?.name;

  const close = () => {
    setTyped('');
    removing.reset();
    onClose();
  };
  const confirm = async () => {
    if (!parameter || !ready) return;
    const result = await remove({ parameter_id: parameter.id, reactor_id: reactorId, ...(needsName ? { confirm_name: typed.trim() } : {}) });
    if (!('error' in result)) close();
  };

  return (
    <PopupModal opened={parameter !== null} onClose={close} title={parameter ? t('removeTitle', { name: parameter.name }) : ''}>
      <form onSubmit={(event) => (event.preventDefault(), void confirm())}>
        <Stack>
          <Text size="sm">{t(needsName ? 'removeWithReadings' : 'removeEmpty', { days: PARAMETER_RESTORE_DAYS })}</Text>
          {needsName && parameter && (
            <>
              <Text size="sm">{t.rich('removeType', { name: parameter.name, strong: (chunks) => <strong>{chunks}</strong> })}</Text>
              <TextInput label={t('removeTypeLabel')} value={typed} onChange={(event) => setTyped(event.currentTarget.value)} autoComplete="off" data-autofocus />
            </>
          )}
          {removing.error && <Alert color="red">{failureMessage(removing.error, t('removeFailed'))}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-autofocus={needsName ? undefined : true}>
              {common('cancel')}
            </Button>
            <Button type="submit" color="red" loading={removing.isLoading} disabled={!ready}>
              {t('removeConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PopupModal>
  );
}
