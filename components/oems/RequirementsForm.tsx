import { Checkbox, Group, NumberInput, SimpleGrid, Text } from '@mantine/core';
import { TagsInput } from '@/components/ui/Select';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SavingForm } from '@/components/ui/SavingForm';
import { useFormSave } from '@/components/ui/use-form-save';
import { FEEDSTOCKS, PROJECT_STAGES } from '@/lib/schemas/oem-constants';
import type { OemRequirements } from '@/lib/schemas/oems';
import { useSaveOemRequirementsMutation } from '@/store/api/oems';

const HARD = ['feedstock', 'capacity', 'region', 'budget', 'site', 'timing'] as const;
const orNull = (value: string | number) => (typeof value === 'number' ? value : value === '' ? null : Number(value));

/** What the OEM asks of a project, and which criteria are hard constraints. */
export function RequirementsForm({ requirements }: { requirements: OemRequirements }) {
  const t = useTranslations('oems');
  const [draft, setDraft] = useState<OemRequirements>(requirements);
  const [save, saving] = useSaveOemRequirementsMutation();
  const { fields, note, run } = useFormSave(t('requirements.saved'));
  const set = (change: Partial<OemRequirements>) => setDraft({ ...draft, ...change });
  const choices = (label: string, values: readonly string[], group: string, field: 'feedstocks' | 'stages' | 'hard') => (
    <Checkbox.Group label={label} value={draft[field]} onChange={(next) => set({ [field]: next } as Partial<OemRequirements>)} error={fields.errors[field]}>
      <Group gap="md" mt={6}>
        {values.map((value) => (
          <Checkbox key={value} value={value} label={t(`values.${group}.${value}`)} />
        ))}
      </Group>
    </Checkbox.Group>
  );
  return (
    <SavingForm
      titleId="requirements-title"
      title={t('requirements.title')}
      note={note}
      saving={saving.isLoading}
      saveLabel={t('requirements.save')}
      onSubmit={() => void run(() => save(draft).unwrap())}
    >
      <Text c="gray.7">{t('requirements.intro')}</Text>
      {choices(t('requirements.feedstocks'), FEEDSTOCKS, 'feedstocks', 'feedstocks')}
      {choices(t('requirements.stages'), PROJECT_STAGES, 'stages', 'stages')}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label={t('requirements.capacityMin')}
          min={0}
          value={draft.capacity_min ?? ''}
          onChange={(value) => set({ capacity_min: orNull(value) })}
          error={fields.errors.capacity_min}
        />
        <NumberInput
          label={t('requirements.budgetMin')}
          min={0}
          thousandSeparator=" "
          value={draft.budget_min ?? ''}
          onChange={(value) => set({ budget_min: orNull(value) })}
          error={fields.errors.budget_min}
        />
        <NumberInput
          label={t('requirements.space')}
          min={0}
          value={draft.space_min_ha ?? ''}
          onChange={(value) => set({ space_min_ha: orNull(value) })}
          error={fields.errors.space_min_ha}
        />
      </SimpleGrid>
      <TagsInput
        label={t('requirements.regions')}
        value={draft.regions}
        onChange={(regions) => set({ regions: regions.map((region) => region.trim().toUpperCase()) })}
        error={fields.errors.regions}
      />
      <Group gap="lg">
        <Checkbox label={t('requirements.grid')} checked={draft.grid_required} onChange={(event) => set({ grid_required: event.currentTarget.checked })} />
        <Checkbox label={t('requirements.permits')} checked={draft.permits_required} onChange={(event) => set({ permits_required: event.currentTarget.checked })} />
      </Group>
      {choices(t('requirements.hard'), HARD, 'hard', 'hard')}
    </SavingForm>
  );
}
