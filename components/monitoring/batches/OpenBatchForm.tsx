import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import { useOpenBatchMutation } from '@/store/api/monitoring-batches';

/** A local `datetime-local` value for an instant (the browser's clock). */
function localValue(ms: number): string {
  const date = new Date(ms);
  return new Date(ms - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** Opens a batch on a reactor: its start (now by default), its feedstock, its code and a target temperature. */
export function OpenBatchForm({ monitoringId, reactorId, onDone }: { monitoringId: string; reactorId: string; onDone: () => void }) {
  const t = useTranslations('monitoringBatches.form');
  const [open, opening] = useOpenBatchMutation();
  const [code, setCode] = useState('');
  const [startedAt, setStartedAt] = useState(() => localValue(Date.now()));
  const [feedstock, setFeedstock] = useState('');
  const [temperature, setTemperature] = useState<number | string>('');
  const submit = async () => {
    const start = new Date(startedAt);
    const result = await open({
      monitoring_id: monitoringId,
      reactor_id: reactorId,
      ...(code.trim() ? { code: code.trim() } : {}),
      started_at: Number.isNaN(start.getTime()) ? startedAt : start.toISOString(),
      feedstock: feedstock.trim(),
      conditions: typeof temperature === 'number' ? { target_temperature_c: temperature } : {},
    });
    if (!('error' in result)) onDone();
  };
  return (
    <Paper withBorder radius="md" p="md" component="form" aria-labelledby="open-batch-title" onSubmit={(event) => (event.preventDefault(), void submit())}>
      <Stack gap="sm">
        <Title order={3} size="h5" id="open-batch-title">
          {t('title')}
        </Title>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label={t('code')} description={t('codeHint')} value={code} onChange={(event) => setCode(event.currentTarget.value)} maxLength={60} miw={200} />
          <TextInput type="datetime-local" label={t('startedAt')} value={startedAt} onChange={(event) => setStartedAt(event.currentTarget.value)} required miw={200} />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label={t('feedstock')} value={feedstock} onChange={(event) => setFeedstock(event.currentTarget.value)} required maxLength={200} miw={200} />
          <NumberInput label={t('temperature')} value={temperature} onChange={setTemperature} min={0} max={1500} miw={200} />
        </Group>
        {opening.error && (
          <Alert color="red" role="alert">
            {failureMessage(opening.error, t('failed'))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={opening.isLoading} disabled={!feedstock.trim()}>
            {t('submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
