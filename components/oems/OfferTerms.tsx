import { NumberInput, SimpleGrid, Textarea } from '@mantine/core';
import { TagsInput } from '@/components/ui/Select';
import { useTranslations } from 'next-intl';
import type { OemOffer } from '@/lib/schemas/oems';

const number = (value: string | number) => (typeof value === 'number' ? value : Number(value) || 0);

interface Props {
  offer: OemOffer;
  onChange: (change: Partial<OemOffer>) => void;
  /** The API's refusals by field path (`offer.<field>`). */
  errors: Record<string, string>;
}

/** An offer's terms beside its models: regions served, price range, lead time and references. */
export function OfferTerms({ offer, onChange: setOffer, errors }: Props) {
  const t = useTranslations('oems');
  return (
    <>
      <TagsInput
        label={t('offer.regions')}
        value={offer.regions}
        onChange={(regions) => setOffer({ regions: regions.map((region) => region.trim().toUpperCase()) })}
        error={errors['offer.regions']}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label={t('offer.priceMin')}
          min={0}
          thousandSeparator=" "
          value={offer.price_min}
          onChange={(value) => setOffer({ price_min: number(value) })}
          error={errors['offer.price_min']}
        />
        <NumberInput
          label={t('offer.priceMax')}
          min={0}
          thousandSeparator=" "
          value={offer.price_max}
          onChange={(value) => setOffer({ price_max: number(value) })}
          error={errors['offer.price_max']}
        />
        <NumberInput
          label={t('offer.leadTime')}
          min={0}
          max={120}
          value={offer.lead_time_months}
          onChange={(value) => setOffer({ lead_time_months: number(value) })}
          error={errors['offer.lead_time_months']}
        />
      </SimpleGrid>
      <Textarea
        label={t('offer.references')}
        autosize
        minRows={2}
        value={offer.references}
        onChange={(event) => setOffer({ references: event.currentTarget.value })}
        error={errors['offer.references']}
      />
    </>
  );
}
