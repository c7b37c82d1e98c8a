import { Button, Group, Text } from '@mantine/core';
import { IconChartBar, IconFolder, IconSignature } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import { toLanguage } from '@/lib/i18n/language';
import { activityReportHref, signHref } from '@/lib/page-routes/commitments';
import { dataroomHref } from '@/lib/page-routes/dataroom';
import { useGetCommitmentTermsQuery } from '@/store/deferred/commitments';

/**
 * The ways on from an opportunity. On the opportunity page, an activated investor goes to the commitment terms, and once
 * signed to the data room (its request comes after the signature). In the publication editor, the developer goes to the
 * signatures, the data room and the investors' activity.
 */
export function CommitmentLinks({ opportunityId, side }: { opportunityId: string; side: 'investor' | 'developer' }) {
  const t = useTranslations('commitments.links');
  // The same query (same language) as the signing screen, so going there shows the terms already loaded.
  const terms = useGetCommitmentTermsQuery({ opportunityId, language: toLanguage(useLocale()) }, { skip: side !== 'investor' });
  const signed = side === 'investor' && (terms.data?.signatures.length ?? 0) > 0;
  const room = (
    <Button component={Link} href={dataroomHref(opportunityId)} variant={signed ? 'filled' : 'default'} leftSection={<IconFolder size={16} aria-hidden />}>
      {t('dataroom')}
    </Button>
  );
  if (side === 'developer') {
    return (
      <Group gap="sm">
        <Button component={Link} href={signHref(opportunityId)} variant="default" leftSection={<IconSignature size={16} aria-hidden />}>
          {t('signatures')}
        </Button>
        {room}
        <Button component={Link} href={activityReportHref(opportunityId)} variant="default" leftSection={<IconChartBar size={16} aria-hidden />}>
          {t('activity')}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="sm" align="center">
      <Button component={Link} href={signHref(opportunityId)} variant={signed ? 'default' : 'filled'} leftSection={<IconSignature size={16} aria-hidden />}>
        {signed ? t('signed') : t('sign')}
      </Button>
      {signed ? (
        room
      ) : (
        <Text size="sm" c="gray.7">
          {t('signFirst')}
        </Text>
      )}
    </Group>
  );
}
