import { Alert, Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Select } from '@/components/ui/Select';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ProjectFile } from '@/lib/schemas/projects';
import { amountOf } from '@/components/ui/opportunity-format';
import { CURRENCIES, INSTRUMENTS, REGIONS, STAGES, TEASER_FIELDS } from '@/components/ui/opportunity-choices';
import type { PublicationValues } from './publication-form';

interface Props {
  initial: PublicationValues;
  files: ProjectFile[];
  /** Saving sends the publication to staff again: the form says so before the user saves. */
  resubmits: boolean;
  /** An approved version is listed: the notice says it stays listed (a first submission has none). */
  listed: boolean;
  saving: boolean;
  error: string | null;
  /** The API's refusals by field, translated (requirements ), each shown beside its field. */
  fieldErrors: Record<string, string>;
  onSave: (values: PublicationValues) => void;
}

/** What the developer writes of a publication (the figures come from the computed results, shown beside). */
export function PublicationForm({ initial, files, resubmits, listed, saving, error, fieldErrors, onSave }: Props) {
  const t = useTranslations('opportunities');
  const [values, setValues] = useState(initial);
  const set = (changes: Partial<PublicationValues>) => setValues((current) => ({ ...current, ...changes }));
  const choice = (key: 'stage' | 'instrument' | 'region', options: readonly string[], prefix: string) => (
    <Select
      label={t(`fields.${key}`)}
      required
      allowDeselect={false}
      data={options.map((option) => ({ value: option, label: t(`${prefix}.${option}`) }))}
      value={values[key]}
      error={fieldErrors[key]}
      onChange={(next) => next && set({ [key]: next })}
    />
  );
  const amount = (key: 'ticket_min' | 'ticket_max') => (
    <NumberInput
      label={t(`editor.${key}`)}
      required
      min={0}
      allowDecimal={false}
      thousandSeparator=" "
      hideControls
      value={values[key] || ''}
      error={fieldErrors[key] ?? (key === 'ticket_max' && values.ticket_max < values.ticket_min ? t('editor.ticketOrder') : undefined)}
      onChange={(next) => set({ [key]: amountOf(next) })}
    />
  );

  return (
    <form
      aria-label={t('editor.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(values);
      }}
    >
      <Stack>
        <TextInput
          label={t('editor.title')}
          required
          maxLength={120}
          value={values.title}
          error={fieldErrors.title}
          onChange={(event) => set({ title: event.currentTarget.value })}
        />
        <Textarea
          label={t('fields.summary')}
          description={t('editor.summaryHint')}
          required
          autosize
          minRows={3}
          maxLength={2000}
          value={values.summary}
          error={fieldErrors.summary}
          onChange={(event) => set({ summary: event.currentTarget.value })}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {choice('stage', STAGES, 'stages')}
          {choice('instrument', INSTRUMENTS, 'instruments')}
          {choice('region', REGIONS, 'regions')}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {amount('ticket_min')}
          {amount('ticket_max')}
          <Select
            label={t('editor.currency')}
            required
            allowDeselect={false}
            data={[...CURRENCIES]}
            value={values.currency}
            error={fieldErrors.currency}
            onChange={(next) => next && set({ currency: next as PublicationValues['currency'] })}
          />
        </SimpleGrid>
        <Checkbox.Group
          label={t('editor.teaserFiles')}
          description={files.length ? t('editor.teaserFilesHint') : t('editor.noFiles')}
          value={values.teaser_file_ids}
          error={fieldErrors.teaser_file_ids}
          onChange={(ids) => set({ teaser_file_ids: ids })}
        >
          <Stack gap={6} mt="xs">
            {files.map((file) => (
              <Checkbox key={file.id} value={file.id} label={file.name} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Checkbox.Group
          label={t('editor.publicFields')}
          description={t('editor.publicFieldsHint')}
          value={values.public_fields}
          error={fieldErrors.public_fields}
          onChange={(fields) => set({ public_fields: fields as PublicationValues['public_fields'] })}
        >
          <Group gap="md" mt="xs">
            {TEASER_FIELDS.map((field) => (
              <Checkbox key={field} value={field} label={t(`fields.${field}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        {resubmits && (
          <Alert color="sand" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
            {listed ? t('editor.resubmitNotice') : t('editor.inReviewNotice')}
          </Alert>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {resubmits && listed ? t('editor.saveResubmit') : t('editor.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
