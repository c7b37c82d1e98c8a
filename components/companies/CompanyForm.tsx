import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { TagsInput } from '@/components/ui/Select';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { useFieldErrors } from '@/components/ui/use-field-errors';
import { failureMessage } from '@/lib/api/failure-message';
import { COMPANY_SECTORS, type Company, MAX_COMPANY_SECTORS } from '@/lib/schemas/companies';
import { useCreateCompanyMutation, useUpdateCompanyMutation } from '@/store/api/companies';
import { CompanyLogoField } from './CompanyLogo';

/** The fields of the company form, as the inputs hold them. */
const fieldsOf = (company: Company | null) => ({
  legal_name: company?.legal_name ?? '',
  registration_number: company?.registration_number ?? '',
  country: company?.country ?? '',
  sectors: company?.sectors ?? [],
  description: company?.description ?? '',
  website: company?.website ?? '',
});

/** Creates the caller's developer company, or lets an admin edit it; the server's refusals shown by each field. */
export function CompanyForm({ company, onDone }: { company: Company | null; onDone?: () => void }) {
  const t = useTranslations('companies');
  const [fields, setFields] = useState(() => fieldsOf(company));
  const [create, created] = useCreateCompanyMutation();
  const [update, updated] = useUpdateCompanyMutation();
  const fieldErrors = useFieldErrors();
  const [error, setError] = useState<string | null>(null);
  const set = (name: keyof typeof fields) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setFields((now) => ({ ...now, [name]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    fieldErrors.clear();
    const body = { ...fields, legal_name: fields.legal_name.trim(), country: fields.country.trim() };
    try {
      await (company ? update(body) : create(body)).unwrap();
      onDone?.();
    } catch (failure) {
      if (!fieldErrors.take(failure)) setError(failureMessage(failure, t('saveFailed')));
      else setError(fieldErrors.summary);
    }
  };

  const { errors } = fieldErrors;
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        {company && <CompanyLogoField company={company} />}
        <TextInput label={t('legalName')} required value={fields.legal_name} onChange={set('legal_name')} error={errors.legal_name} maxLength={160} />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label={t('registrationNumber')} value={fields.registration_number} onChange={set('registration_number')} error={errors.registration_number} miw={200} />
          <TextInput label={t('country')} description={t('countryHint')} value={fields.country} onChange={set('country')} error={errors.country} maxLength={2} miw={160} />
        </Group>
        <TagsInput
          label={t('sectors')}
          description={t('sectorsHint')}
          data={COMPANY_SECTORS.map((sector) => t(`sector_${sector}`))}
          maxTags={MAX_COMPANY_SECTORS}
          value={fields.sectors}
          onChange={(sectors) => setFields((now) => ({ ...now, sectors }))}
          error={errors.sectors}
        />
        <Textarea label={t('description')} autosize minRows={3} value={fields.description} onChange={set('description')} error={errors.description} />
        <TextInput label={t('website')} type="url" placeholder="https://" value={fields.website} onChange={set('website')} error={errors.website} />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          {company && onDone && (
            <Button variant="default" onClick={onDone}>
              {t('cancel')}
            </Button>
          )}
          <Button type="submit" loading={created.isLoading || updated.isLoading}>
            {company ? t('save') : t('create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
