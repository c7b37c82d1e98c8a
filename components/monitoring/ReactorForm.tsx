import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import { useAddReactorMutation } from '@/store/api/monitoring-setup';

/** A new reactor of a site: name, model, OEM, capacity and commissioning date. */
export function ReactorForm({ siteId, monitoringId, onDone }: { siteId: string; monitoringId: string; onDone: () => void }) {
  const t = useTranslations('monitoring.reactors');
  const [add, adding] = useAddReactorMutation();
  const [name, setName] = useState('');
  const [model, setModel] = useState('');
  const [oem, setOem] = useState('');
  const [capacity, setCapacity] = useState<string | number>('');
  const [commissioned, setCommissioned] = useState('');

  const submit = async () => {
    const result = await add({
      site_id: siteId,
      monitoring_id: monitoringId,
      name,
      model,
      oem_name: oem,
      capacity_t_per_year: typeof capacity === 'number' ? capacity : null,
      commissioned_on: commissioned || null,
    });
    if (!('error' in result)) onDone();
  };

  return (
    <Paper withBorder radius="md" p="md" component="form" aria-labelledby={`reactor-form-${siteId}`} onSubmit={(event) => (event.preventDefault(), void submit())}>
      <Stack gap="sm">
        <Title order={4} size="h5" id={`reactor-form-${siteId}`}>
          {t('new')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('name')} value={name} onChange={(event) => setName(event.currentTarget.value)} required maxLength={120} />
          <TextInput label={t('model')} value={model} onChange={(event) => setModel(event.currentTarget.value)} maxLength={120} />
          <TextInput label={t('oem')} value={oem} onChange={(event) => setOem(event.currentTarget.value)} maxLength={120} />
          <NumberInput label={t('capacity')} value={capacity} onChange={setCapacity} min={0} hideControls inputMode="decimal" />
          <TextInput type="date" label={t('commissioned')} value={commissioned} onChange={(event) => setCommissioned(event.currentTarget.value)} />
        </SimpleGrid>
        {adding.error && <Alert color="red">{failureMessage(adding.error, t('failed'))}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={adding.isLoading} disabled={!name.trim()}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
