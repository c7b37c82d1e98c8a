import { useState } from 'react';
import { Alert, Button, Group, NumberInput, TextInput } from '@mantine/core';
import { Select } from '@/components/ui/Select';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import type { Reactor } from '@/lib/schemas/monitoring';
import { useCorrectReadingMutation } from '@/store/api/monitoring-data';
import { fromWallClock } from './time/zone';

/**
 * Corrects a stored reading: the parameter, the reading's time in the zone shown, the right value and why.
 * The server keeps the old value; a device that sent another value for a stored time was told to come here.
 */
export function CorrectionForm({ reactor, timeZone }: { reactor: Reactor; timeZone: string }) {
  const t = useTranslations('monitoring.corrections');
  const [correct, correcting] = useCorrectReadingMutation();
  const [parameterId, setParameterId] = useState<string | null>(reactor.parameters[0]?.id ?? null);
  const [time, setTime] = useState('');
  const [value, setValue] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const typed = fromWallClock(time, timeZone);
  const instant = typed === null ? undefined : new Date(typed).toISOString();
  const ready = parameterId && instant && typeof value === 'number' && reason.trim().length >= 3;

  const submit = async () => {
    if (!ready) return;
    const result = await correct({ reactor_id: reactor.id, parameter_id: parameterId, time: instant, value, reason: reason.trim() });
    if ('data' in result && result.data) {
      setValue('');
      setReason('');
    }
  };

  return (
    <form aria-label={t('new')} onSubmit={(event) => (event.preventDefault(), void submit())}>
      <Group align="flex-end" gap="sm">
        <Select
          label={t('parameter')}
          data={reactor.parameters.map((parameter) => ({ value: parameter.id, label: `${parameter.name} (${parameter.unit})` }))}
          value={parameterId}
          onChange={setParameterId}
          allowDeselect={false}
          style={{ flex: '1 1 10rem' }}
        />
        <TextInput
          type="datetime-local"
          step={1}
          label={t('time', { zone: timeZone })}
          value={time}
          onChange={(event) => setTime(event.currentTarget.value)}
          required
          style={{ flex: '1 1 12rem' }}
        />
        <NumberInput label={t('value')} value={value} onChange={setValue} required style={{ flex: '1 1 8rem' }} />
        <TextInput label={t('reason')} value={reason} onChange={(event) => setReason(event.currentTarget.value)} required maxLength={500} style={{ flex: '2 1 14rem' }} />
        <Button type="submit" loading={correcting.isLoading} disabled={!ready}>
          {t('submit')}
        </Button>
      </Group>
      {correcting.error && (
        <Alert color="red" mt="xs">
          {failureMessage(correcting.error, t('failed'))}
        </Alert>
      )}
    </form>
  );
}
