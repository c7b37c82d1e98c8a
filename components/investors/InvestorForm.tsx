import { Alert, Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Select } from '@/components/ui/Select';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { InvestorInput } from '@/lib/schemas/investors';
import { amountOf } from '@/components/ui/opportunity-format';
import { CURRENCIES, INSTRUMENTS, REGIONS, STAGES } from '@/components/ui/opportunity-choices';

interface Props {
  initial: InvestorInput;
  saving: boolean;
  error: string | null;
  onSave: (values: InvestorInput) => void;
}

type ListKey = 'instruments' | 'regions' | 'stages';

/** The investor's profile: organisation, ticket range, instruments, regions, stages and accreditation statement. */
export function InvestorForm({ initial, saving, error, onSave }: Props) {
  const t = useTranslations('investors');
  // The choices' names and the ticket's currency are the opportunities' words: a profile states which it looks for.
  const to = useTranslations('opportunities');
  const [values, setValues] = useState(initial);
  const set = (changes: Partial<InvestorInput>) => setValues((current) => ({ ...current, ...changes }));
  const list = (key: ListKey, options: readonly string[], prefix: string) => (
    <Checkbox.Group label={t(`profile.${key}`)} required value={values[key]} onChange={(next) => set({ [key]: next })}>
      <Group gap="md" mt="xs">
        {options.map((option) => (
          <Checkbox key={option} value={option} label={to(`${prefix}.${option}`)} />
        ))}
      </Group>
    </Checkbox.Group>
  );
  const amount = (key: 'ticket_min' | 'ticket_max') => (
    <NumberInput
      label={t(`profile.${key}`)}
      required
      min={0}
      allowDecimal={false}
      thousandSeparator=" "
      hideControls
      value={values[key] || ''}
      error={key === 'ticket_max' && values.ticket_max < values.ticket_min ? to('editor.ticketOrder') : undefined}
      onChange={(next) => set({ [key]: amountOf(next) })}
    />
  );

  return (
    <form
      aria-label={t('profile.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(values);
      }}
    >
      <Stack>
        <TextInput label={t('profile.organisation')} required maxLength={200} value={values.organisation} onChange={(event) => set({ organisation: event.currentTarget.value })} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {amount('ticket_min')}
          {amount('ticket_max')}
          <Select
            label={to('editor.currency')}
            required
            allowDeselect={false}
            data={[...CURRENCIES]}
            value={values.currency}
            onChange={(next) => next && set({ currency: next as InvestorInput['currency'] })}
          />
        </SimpleGrid>
        {list('instruments', INSTRUMENTS, 'instruments')}
        {list('regions', REGIONS, 'regions')}
        {list('stages', STAGES, 'stages')}
        <Textarea
          label={t('profile.accreditation')}
          description={t('profile.accreditationHint')}
          required
          autosize
          minRows={3}
          maxLength={4000}
          value={values.accreditation}
          onChange={(event) => set({ accreditation: event.currentTarget.value })}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
