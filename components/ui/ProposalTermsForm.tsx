import { Button, Group, NumberInput, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Select } from '@/components/ui/Select';
import { useForm } from '@mantine/form';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PROPOSAL_CURRENCIES } from '@/lib/schemas/proposal-constants';
import type { ProposalTerms } from '@/lib/schemas/proposals';
import { failureMessage } from '@/lib/api/failure-message';

interface Values {
  model: string;
  quantity: number | string;
  price_amount: number | string;
  currency: string;
  delivery: 'date' | 'lead';
  delivery_date: string;
  lead_time_weeks: number | string;
  valid_until: string;
  terms: string;
  note: string;
}

const fromTerms = (terms?: ProposalTerms): Values => ({
  model: terms?.model ?? '',
  quantity: terms?.quantity ?? 1,
  price_amount: terms?.price_amount ?? '',
  currency: terms?.currency ?? 'EUR',
  delivery: terms?.delivery_date ? 'date' : 'lead',
  delivery_date: terms?.delivery_date ?? '',
  lead_time_weeks: terms?.lead_time_weeks ?? '',
  valid_until: terms?.valid_until ?? '',
  terms: terms?.terms ?? '',
  note: '',
});

interface Props {
  /** The version a revision starts from; none for a new proposal. */
  initial?: ProposalTerms;
  /** Asks for what changed (a revision). */
  withNote?: boolean;
  submitLabel: string;
  onSubmit: (terms: ProposalTerms, note: string | null) => Promise<unknown>;
}

/** The offer's fields, for a new proposal and a revision: model, quantity, price, delivery, validity, terms. */
export function ProposalTermsForm({ initial, withNote, submitLabel, onSubmit }: Props) {
  const t = useTranslations('proposals');
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const required = (value: unknown) => (String(value ?? '').trim() ? null : t('required'));
  const positive = (value: unknown) => (Number(value) > 0 ? null : t('positive'));
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: fromTerms(initial),
    validate: {
      model: required,
      quantity: positive,
      price_amount: positive,
      valid_until: required,
      terms: required,
      delivery_date: (value, values) => (values.delivery === 'date' ? required(value) : null),
      lead_time_weeks: (value, values) => (values.delivery === 'lead' ? positive(value) : null),
    },
  });

  const submit = async (values: Values) => {
    setSending(true);
    setFailure(null);
    const terms: ProposalTerms = {
      model: values.model.trim(),
      quantity: Number(values.quantity),
      price_amount: Number(values.price_amount),
      currency: values.currency as ProposalTerms['currency'],
      delivery_date: values.delivery === 'date' ? values.delivery_date : null,
      lead_time_weeks: values.delivery === 'lead' ? Number(values.lead_time_weeks) : null,
      valid_until: values.valid_until,
      terms: values.terms.trim(),
    };
    try {
      await onSubmit(terms, values.note.trim() || null);
    } catch (error) {
      setFailure(failureMessage(error, t('formFailed')));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        <TextInput label={t('model')} required data-autofocus {...form.getInputProps('model')} />
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput label={t('quantity')} required min={1} allowDecimal={false} miw={120} {...form.getInputProps('quantity')} />
          <NumberInput label={t('price')} required min={0} thousandSeparator=" " miw={160} {...form.getInputProps('price_amount')} />
          <Select label={t('currency')} data={[...PROPOSAL_CURRENCIES]} allowDeselect={false} miw={100} {...form.getInputProps('currency')} />
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="delivery-kind">
            {t('deliveryKind')}
          </Text>
          <SegmentedControl
            aria-labelledby="delivery-kind"
            data={[
              { value: 'lead', label: t('leadTimeKind') },
              { value: 'date', label: t('deliveryDateKind') },
            ]}
            {...form.getInputProps('delivery')}
          />
        </Stack>
        {form.values.delivery === 'date' ? (
          <TextInput type="date" label={t('deliveryDate')} required {...form.getInputProps('delivery_date')} />
        ) : (
          <NumberInput label={t('leadTimeWeeks')} required min={1} allowDecimal={false} {...form.getInputProps('lead_time_weeks')} />
        )}
        <TextInput type="date" label={t('validUntil')} required {...form.getInputProps('valid_until')} />
        <Textarea label={t('terms')} required autosize minRows={4} maxRows={12} {...form.getInputProps('terms')} />
        {withNote && <Textarea label={t('note')} autosize minRows={2} {...form.getInputProps('note')} />}
        {failure && (
          <Text size="sm" c="red.8" role="alert">
            {failure}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={sending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
