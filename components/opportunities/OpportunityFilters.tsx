import { Button, Checkbox, Group, NumberInput, SimpleGrid } from '@mantine/core';
import { Select } from '@/components/ui/Select';
import { useTranslations } from 'next-intl';
import { amountOf } from '@/components/ui/opportunity-format';
import { INSTRUMENTS, OPPORTUNITY_SORTS, REGIONS, STAGES } from '@/components/ui/opportunity-choices';
import type { OpportunityListArgs } from '@/store/api/opportunities';

type Filters = Omit<OpportunityListArgs, 'page' | 'page_size'>;

const NUMBERS = ['ticket_min', 'ticket_max', 'removals_min', 'price_max'] as const;

/** The full list's filters (stage, instrument, region, ticket, removals, price, saved only) and its order. */
export function OpportunityFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const t = useTranslations('opportunities');
  const choice = <Key extends 'stage' | 'instrument' | 'region'>(key: Key, options: readonly string[], prefix: string) => (
    <Select
      label={t(`fields.${key as 'stage'}`)}
      placeholder={t('filters.any')}
      clearable
      data={options.map((option) => ({ value: option, label: t(`${prefix}.${option}`) }))}
      value={value[key] ?? null}
      onChange={(next) => onChange({ ...value, [key]: next ?? undefined })}
    />
  );
  return (
    <form role="search" aria-label={t('filters.label')} onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
        {choice('stage', STAGES, 'stages')}
        {choice('instrument', INSTRUMENTS, 'instruments')}
        {choice('region', REGIONS, 'regions')}
        <Select
          label={t('filters.sort')}
          data={OPPORTUNITY_SORTS.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
          value={value.sort ?? 'newest'}
          allowDeselect={false}
          onChange={(next) => onChange({ ...value, sort: (next ?? 'newest') as Filters['sort'] })}
        />
        {NUMBERS.map((key) => (
          <NumberInput
            key={key}
            label={t(`filters.${key}`)}
            min={0}
            thousandSeparator=" "
            hideControls
            value={value[key] ?? ''}
            onChange={(next) => onChange({ ...value, [key]: amountOf(next) || undefined })}
          />
        ))}
      </SimpleGrid>
      <Group gap="md" mt="xs">
        <Checkbox
          label={t('filters.saved')}
          checked={value.saved === 'true'}
          onChange={(event) => onChange({ ...value, saved: event.currentTarget.checked ? 'true' : undefined })}
        />
        <Button variant="subtle" size="xs" onClick={() => onChange({})}>
          {t('filters.clear')}
        </Button>
      </Group>
    </form>
  );
}
