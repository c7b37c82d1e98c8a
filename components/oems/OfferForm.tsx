import { Button, Group, SimpleGrid, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SavingForm } from '@/components/ui/SavingForm';
import { useFormSave } from '@/components/ui/use-form-save';
import type { Oem, OemInput } from '@/lib/schemas/oems';
import { useSaveMyOemMutation } from '@/store/api/oems';
import { ModelFields, NEW_MODEL } from './ModelFields';
import { OfferTerms } from './OfferTerms';

function draftOf(oem: Oem | null): OemInput {
  if (!oem)
    return {
      legal_name: '',
      country: '',
      website: null,
      description: '',
      offer: { models: [NEW_MODEL], regions: [], price_min: 0, price_max: 0, lead_time_months: 6, references: '' },
    };
  return { legal_name: oem.legal_name, country: oem.country ?? '', website: oem.website, description: oem.description, offer: oem.offer };
}

/** The OEM's company and offer; the first save signs it up, pending verification. */
export function OfferForm({ oem }: { oem: Oem | null }) {
  const t = useTranslations('oems');
  const [draft, setDraft] = useState<OemInput>(() => draftOf(oem));
  const [save, saving] = useSaveMyOemMutation();
  const { fields, note, run } = useFormSave(t('offer.saved'));
  const offer = draft.offer;
  const setOffer = (change: Partial<OemInput['offer']>) => setDraft({ ...draft, offer: { ...offer, ...change } });
  const error = (path: string) => fields.errors[path];

  return (
    <SavingForm
      titleId="offer-title"
      title={t('offer.title')}
      note={note}
      saving={saving.isLoading}
      saveLabel={t('offer.save')}
      onSubmit={() => void run(() => save(draft).unwrap())}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('offer.legalName')}
          required
          value={draft.legal_name}
          onChange={(event) => setDraft({ ...draft, legal_name: event.currentTarget.value })}
          error={error('legal_name')}
        />
        <TextInput
          label={t('offer.country')}
          required
          maxLength={2}
          value={draft.country}
          onChange={(event) => setDraft({ ...draft, country: event.currentTarget.value })}
          error={error('country')}
        />
      </SimpleGrid>
      <TextInput
        label={t('offer.website')}
        type="url"
        placeholder="https://"
        value={draft.website ?? ''}
        onChange={(event) => setDraft({ ...draft, website: event.currentTarget.value || null })}
        error={error('website')}
      />
      <Textarea
        label={t('offer.description')}
        autosize
        minRows={2}
        value={draft.description}
        onChange={(event) => setDraft({ ...draft, description: event.currentTarget.value })}
        error={error('description')}
      />
      <Title order={3} size="h4">
        {t('offer.models')}
      </Title>
      {offer.models.map((model, index) => (
        <ModelFields
          key={index}
          index={index}
          model={model}
          errors={fields.errors}
          onChange={(next) => setOffer({ models: offer.models.map((item, at) => (at === index ? next : item)) })}
          onRemove={offer.models.length > 1 ? () => setOffer({ models: offer.models.filter((_item, at) => at !== index) }) : undefined}
        />
      ))}
      <Group>
        <Button variant="default" onClick={() => setOffer({ models: [...offer.models, NEW_MODEL] })}>
          {t('offer.addModel')}
        </Button>
      </Group>
      <OfferTerms offer={offer} onChange={setOffer} errors={fields.errors} />
    </SavingForm>
  );
}
