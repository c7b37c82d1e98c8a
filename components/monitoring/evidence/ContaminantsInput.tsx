import { ActionIcon, Button, Fieldset, Group, NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { CONTAMINANT_GROUPS, CONTAMINANT_UNITS } from '@/lib/schemas/monitoring-evidence-constants';
import type { ContaminantRow } from './evidence-fields';

/** A contaminant row as first shown: PAHs in mg/kg, the most common line of a biochar lab report. */
export const NEW_CONTAMINANT: ContaminantRow = { name: '', group: 'pah', value: '', unit: 'mg/kg' };

/** A lab analysis's contaminants: name, group, content and unit per line, added and removed at will. */
export function ContaminantsInput({ rows, onChange }: { rows: ContaminantRow[]; onChange: (rows: ContaminantRow[]) => void }) {
  const t = useTranslations('evidence');
  const set = (index: number, patch: Partial<ContaminantRow>) => onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <Fieldset legend={t('contaminantForm.legend')} variant="unstyled">
      <Stack gap="xs">
        {rows.map((row, index) => (
          <Group key={index} gap="xs" align="flex-end" wrap="wrap" data-testid="contaminant-row">
            <TextInput
              style={{ flex: '2 1 140px' }}
              label={t('contaminantForm.name')}
              value={row.name}
              onChange={(event) => set(index, { name: event.currentTarget.value })}
              maxLength={80}
            />
            <NativeSelect
              style={{ flex: '1 1 110px' }}
              label={t('contaminantForm.group')}
              value={row.group}
              onChange={(event) => set(index, { group: event.currentTarget.value as ContaminantRow['group'] })}
              data={CONTAMINANT_GROUPS.map((group) => ({ value: group, label: t(`groups.${group}`) }))}
            />
            <NumberInput
              style={{ flex: '1 1 90px' }}
              label={t('contaminantForm.value')}
              min={0}
              decimalScale={5}
              value={row.value}
              onChange={(value) => set(index, { value: String(value) })}
            />
            <NativeSelect
              style={{ flex: '1 1 80px' }}
              label={t('contaminantForm.unit')}
              value={row.unit}
              onChange={(event) => set(index, { unit: event.currentTarget.value as ContaminantRow['unit'] })}
              data={[...CONTAMINANT_UNITS]}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('contaminantForm.remove', { n: index + 1 })}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        <Button variant="light" size="xs" w="fit-content" onClick={() => onChange([...rows, NEW_CONTAMINANT])}>
          {t('contaminantForm.add')}
        </Button>
      </Stack>
    </Fieldset>
  );
}
