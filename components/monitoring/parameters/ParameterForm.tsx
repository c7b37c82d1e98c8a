import { useState } from 'react';
import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Select } from '@/components/ui/Select';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import type { Parameter, Reactor } from '@/lib/schemas/monitoring';
import { MAX_PARAMETER_DECIMALS, PARAMETER_MEASURES, type ParameterMeasure } from '@/lib/schemas/monitoring-measures';
import { useAddParameterMutation, useUpdateParameterMutation } from '@/store/api/monitoring-setup';

const numberOrNull = (value: string | number) => (typeof value === 'number' ? value : null);

/**
 * A new parameter of the reactor, or the changes to one: name, unit (fixed once readings are
 * stored), normal range, expected interval, what it measures and its decimals.
 */
export function ParameterForm({ reactor, parameter, onDone }: { reactor: Reactor; parameter?: Parameter; onDone?: () => void }) {
  const t = useTranslations('monitoring.parameters');
  const measures = useTranslations('monitoring.measures.labels');
  const [add, adding] = useAddParameterMutation();
  const [update, updating] = useUpdateParameterMutation();
  const [name, setName] = useState(parameter?.name ?? '');
  const [unit, setUnit] = useState(parameter?.unit ?? '');
  const [min, setMin] = useState<string | number>(parameter?.normal_min ?? '');
  const [max, setMax] = useState<string | number>(parameter?.normal_max ?? '');
  const [interval, setInterval] = useState<string | number>(parameter?.expected_interval_s ?? 60);
  const [measure, setMeasure] = useState<ParameterMeasure>(parameter?.measure ?? 'other');
  const [decimals, setDecimals] = useState<string | number>(parameter?.decimals ?? 2);
  const state = parameter ? updating : adding;

  const submit = async () => {
    const fields = {
      name,
      unit,
      normal_min: numberOrNull(min),
      normal_max: numberOrNull(max),
      expected_interval_s: typeof interval === 'number' ? interval : 60,
      measure,
      decimals: typeof decimals === 'number' ? decimals : 2,
    };
    const result = parameter
      ? await update({ ...fields, parameter_id: parameter.id, reactor_id: reactor.id })
      : await add({ ...fields, reactor_id: reactor.id, site_id: reactor.site_id });
    if ('error' in result) return;
    if (!parameter) {
      setName('');
      setUnit('');
      setMin('');
      setMax('');
      setMeasure('other');
    }
    onDone?.();
  };

  return (
    <form aria-label={parameter ? t('editTitle', { name: parameter.name }) : t('new')} onSubmit={(event) => (event.preventDefault(), void submit())}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, sm: parameter ? 2 : 4 }} spacing="sm">
          <TextInput label={t('name')} value={name} onChange={(event) => setName(event.currentTarget.value)} required maxLength={80} />
          <Select
            label={t('measure')}
            description={t('measureHint')}
            data={PARAMETER_MEASURES.map((value) => ({ value, label: measures(value) }))}
            value={measure}
            onChange={(value) => value && setMeasure(value as ParameterMeasure)}
            allowDeselect={false}
          />
          <TextInput
            label={t('unit')}
            value={unit}
            onChange={(event) => setUnit(event.currentTarget.value)}
            required
            maxLength={24}
            placeholder="°C"
            disabled={parameter?.has_readings}
            description={parameter?.has_readings ? t('unitLocked') : undefined}
          />
          <NumberInput label={t('decimals')} value={decimals} onChange={setDecimals} min={0} max={MAX_PARAMETER_DECIMALS} allowDecimal={false} inputMode="numeric" />
          <NumberInput label={t('min')} value={min} onChange={setMin} hideControls inputMode="decimal" />
          <NumberInput label={t('max')} value={max} onChange={setMax} hideControls inputMode="decimal" />
          <NumberInput label={t('intervalInput')} value={interval} onChange={setInterval} min={1} allowDecimal={false} hideControls inputMode="numeric" />
        </SimpleGrid>
        {state.error && <Alert color="red">{failureMessage(state.error, t('failed'))}</Alert>}
        <Group justify="flex-end">
          <Button type="submit" loading={state.isLoading} disabled={!name.trim() || !unit.trim()}>
            {parameter ? t('save') : t('add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
