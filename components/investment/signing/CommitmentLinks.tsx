import { Button, Group } from '@mantine/core';
import { IconChartBar, IconFolder, IconSignature } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import { activityReportHref, dataroomHref, signHref } from '@/lib/page-routes/investment';

/**
 * The ways on from an opportunity, for the opportunity page and the publication editor: an investor signs the
 * commitment terms, then opens the data room; the developer side and staff see the signatures, the data room and the
 * investors' activity.
 */
export function CommitmentLinks({ opportunityId, side }: { opportunityId: string; side: 'investor' | 'developer' }) {
  const t = useTranslations('commitments.links');
  return (
    <Group gap="sm">
      <Button component={Link} href={signHref(opportunityId)} variant={side === 'investor' ? 'filled' : 'default'} leftSection={<IconSignature size={16} aria-hidden />}>
        {side === 'investor' ? t('sign') : t('signatures')}
      </Button>
      <Button component={Link} href={dataroomHref(opportunityId)} variant="default" leftSection={<IconFolder size={16} aria-hidden />}>
        {t('dataroom')}
      </Button>
      {side === 'developer' && (
        <Button component={Link} href={activityReportHref(opportunityId)} variant="default" leftSection={<IconChartBar size={16} aria-hidden />}>
          {t('activity')}
        </Button>
      )}
    </Group>
  );
}
