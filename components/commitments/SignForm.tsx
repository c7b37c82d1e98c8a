import { Alert, Button, Checkbox, Group, NumberInput, Paper, Stack, TextInput, Title } from '@mantine/core';
import { Select } from '@/components/ui/Select';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { useShared } from '@/components/providers/SharedContext';
import { failureStatus } from '@/lib/api/api-error';
import { useFieldErrors } from '@/components/ui/use-field-errors';
import { failureMessage } from '@/lib/api/failure-message';
import type { CommitmentTerms } from '@/lib/schemas/commitments';
import type { Currency } from '@/lib/schemas/opportunities';
import { useSignCommitmentMutation } from '@/store/api/commitments';
import { CURRENCIES } from '@/components/ui/opportunity-choices';
import { amountOf } from '@/components/ui/opportunity-format';

/** A 409 that names the current terms' hash: the terms changed while the investor read them (not "already signed"). */
function isStale(error: unknown): boolean {
  const data = (error as { data?: { detail?: { current_sha256?: unknown } } } | null)?.data;
  return typeof data?.detail?.current_sha256 === 'string';
}

/** The investor types their full name, states a non-binding amount, confirms having read the terms, and signs. */
export function SignForm({ terms, onStale }: { terms: CommitmentTerms; onStale: () => void }) {
  const t = useTranslations('commitments.form');
  const { me } = useShared();
  const [sign, signing] = useSignCommitmentMutation();
  const [name, setName] = useState('');
  const [amount, setAmount] = useState<number | string>('');
  const [currency, setCurrency] = useState<Currency>('EUR');
  const [read, setRead] = useState(false);
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fields = useFieldErrors(); // the API's refusals, translated beside their fields (requirements)
  const errors = {
    name: name.trim() === '' ? t('typedNameRequired') : null,
    amount: amountOf(amount) > 0 ? null : t('amountRequired'),
    read: read ? null : t('readRequired'),
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    fields.clear();
    if (errors.name || errors.amount || errors.read) return;
    try {
      await sign({
        opportunity_id: terms.opportunity_id,
        document_sha256: terms.document_sha256,
        typed_full_name: name.trim(),
        commitment_amount: amountOf(amount),
        currency,
      }).unwrap();
    } catch (error) {
      const stale = failureStatus(error) === 409 && isStale(error);
      setFailure(stale ? t('stale') : fields.take(error) ? fields.summary : failureMessage(error, t('failed')));
      if (stale) onStale();
    }
  }

  return (
    <Paper withBorder radius="md" p="lg" component="form" onSubmit={submit} noValidate aria-labelledby="sign-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="sign-title">
          {t('title')}
        </Title>
        <TextInput
          label={t('typedName')}
          description={me?.name ? t('typedNameHint', { name: me.name }) : undefined}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={(checked && errors.name) || fields.errors.typed_full_name}
          autoComplete="name"
          required
        />
        <Group grow align="flex-start">
          <NumberInput
            label={t('amount')}
            value={amount}
            onChange={setAmount}
            min={0}
            thousandSeparator=" "
            error={(checked && errors.amount) || fields.errors.commitment_amount}
            required
          />
          <Select label={t('currency')} data={[...CURRENCIES]} value={currency} onChange={(value) => value && setCurrency(value as Currency)} allowDeselect={false} />
        </Group>
        <Checkbox label={t('read')} checked={read} onChange={(event) => setRead(event.currentTarget.checked)} error={checked && errors.read} />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={signing.isLoading}>
            {t('submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
