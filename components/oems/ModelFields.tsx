import { Button, Checkbox, Group, NumberInput, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { CERTIFICATIONS, EMISSION_CONTROLS, FEEDSTOCKS, OUTPUTS } from '@/lib/schemas/oem-constants';
import type { ReactorModel } from '@/lib/schemas/oems';

export const NEW_MODEL: ReactorModel = {
  name: '',
  capacity_min: 0,
  capacity_max: 0,
  feedstocks: [],
  moisture_max: 30,
  outputs: ['biochar'],
  emissions_control: [],
  certifications: [],
};

interface Props {
  index: number;
  model: ReactorModel;
  onChange: (model: ReactorModel) => void;
  onRemove?: () => void;
  /** The API's refusals by field path (`offer.models.<index>.<field>`). */
  errors: Record<string, string>;
}

const number = (value: string | number) => (typeof value === 'number' ? value : Number(value) || 0);

/** One reactor model of an offer: name, capacity range, feedstocks and moisture accepted, outputs, emissions, certifications. */
export function ModelFields({ index, model, onChange, onRemove, errors }: Props) {
  const t = useTranslations('oems');
  const error = (field: string) => errors[`offer.models.${index}.${field}`];
  const set = (change: Partial<ReactorModel>) => onChange({ ...model, ...change });
  const choices = (label: string, values: readonly string[], group: string, field: 'feedstocks' | 'outputs' | 'emissions_control' | 'certifications') => (
    <Checkbox.Group label={label} value={model[field]} onChange={(next) => set({ [field]: next } as Partial<ReactorModel>)} error={error(field)}>
      <Group gap="md" mt={6}>
        {values.map((value) => (
          <Checkbox key={value} value={value} label={t(`values.${group}.${value}`)} />
        ))}
      </Group>
    </Checkbox.Group>
  );
  return (
    <Paper withBorder radius="md" p="md" component="fieldset" aria-labelledby={`model-${index}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5" id={`model-${index}`}>
            {t('offer.model', { n: index + 1 })}
          </Title>
          {onRemove && (
            <Button variant="subtle" color="red" size="xs" onClick={onRemove}>
              {t('offer.removeModel')}
            </Button>
          )}
        </Group>
        <TextInput label={t('offer.modelName')} required value={model.name} onChange={(event) => set({ name: event.currentTarget.value })} error={error('name')} />
        {/* Inputs line up at the bottom when one label runs to two lines (French, 1440 px). */}
        <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ alignItems: 'end' }}>
          <NumberInput label={t('offer.capacityMin')} min={0} value={model.capacity_min} onChange={(value) => set({ capacity_min: number(value) })} error={error('capacity_min')} />
          <NumberInput label={t('offer.capacityMax')} min={0} value={model.capacity_max} onChange={(value) => set({ capacity_max: number(value) })} error={error('capacity_max')} />
          <NumberInput
            label={t('offer.moisture')}
            min={0}
            max={100}
            value={model.moisture_max}
            onChange={(value) => set({ moisture_max: number(value) })}
            error={error('moisture_max')}
          />
        </SimpleGrid>
        {choices(t('offer.feedstocks'), FEEDSTOCKS, 'feedstocks', 'feedstocks')}
        {choices(t('offer.outputs'), OUTPUTS, 'outputs', 'outputs')}
        {choices(t('offer.emissions'), EMISSION_CONTROLS, 'emissions', 'emissions_control')}
        {choices(t('offer.certifications'), CERTIFICATIONS, 'certifications', 'certifications')}
      </Stack>
    </Paper>
  );
}
