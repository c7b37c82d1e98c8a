import { Badge } from '@mantine/core';
import { useTranslations } from 'next-intl';

/** Within, out of or unknown: the band's verdict as a badge with its words (never colour alone). */
export function BandBadge({ within }: { within: boolean | null }) {
  const t = useTranslations('monitoringBatches.page');
  if (within === null)
    return (
      <Badge color="gray" variant="light">
        {t('bandUnknown')}
      </Badge>
    );
  return (
    <Badge color={within ? 'forest' : 'red'} variant="light">
      {within ? t('bandWithin') : t('bandOut')}
    </Badge>
  );
}
