import { Anchor, Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { StaffQueue } from '@/components/ui/StaffQueue';
import { OEM_STATUSES } from '@/lib/schemas/oems';
import { useGetOemQueueQuery } from '@/store/api/oems';
import { useMatchFormat } from './match-format';
import { OemDecision } from './OemDecision';
import classes from './Oems.module.css';

/** /staff/oems: the OEMs awaiting verification (and the others by status); verify, or refuse with a reason. */
export function StaffOems() {
  const t = useTranslations('oems');
  const format = useFormatter();
  const f = useMatchFormat();
  const [status, setStatus] = useState<(typeof OEM_STATUSES)[number]>('pending');
  const [page, setPage] = useState(1);
  const queue = useGetOemQueueQuery({ status, page });
  return (
    <StaffQueue
      title={t('staff.title')}
      intro={t('staff.intro')}
      statuses={OEM_STATUSES}
      status={status}
      onStatus={setStatus}
      statusLabel={(value) => t(`values.oemStatuses.${value}`)}
      page={page}
      onPage={setPage}
      data={queue.data}
      error={queue.error}
    >
      {queue.data?.items.map((oem) => (
        <Paper key={oem.company_id} component="article" withBorder radius="md" p="lg" aria-labelledby={`oem-${oem.company_id}`}>
          <Stack gap="xs">
            <div>
              <Title order={2} size="h4" id={`oem-${oem.company_id}`}>
                {oem.legal_name}
              </Title>
              <Text size="xs" c="gray.7">
                {[oem.country, format.dateTime(new Date(oem.updated_at), { dateStyle: 'medium' })].filter(Boolean).join(' · ')}
              </Text>
              <Badge variant="light" color={oem.status === 'verified' ? 'forest' : oem.status === 'refused' ? 'red' : 'sand'} mt={4}>
                {t(`values.oemStatuses.${oem.status}`)}
              </Badge>
            </div>
            {oem.website && (
              <Anchor href={oem.website} target="_blank" rel="noreferrer" size="sm">
                {oem.website}
              </Anchor>
            )}
            {oem.description && (
              <Text size="sm" className={classes.preWrap}>
                {oem.description}
              </Text>
            )}
            <Text size="sm">
              {t('staff.models', { count: oem.offer.models.length })}: {oem.offer.models.map((model) => `${model.name} (${model.capacity_min}–${model.capacity_max} t)`).join(', ')}
            </Text>
            <Text size="sm">
              {t('offer.feedstocks')}: {f.plain([...new Set(oem.offer.models.flatMap((model) => model.feedstocks))])}
            </Text>
            <Text size="sm">
              {t('staff.priceRange', { min: format.number(oem.offer.price_min), max: format.number(oem.offer.price_max) })} ·{' '}
              {t('staff.lead', { months: oem.offer.lead_time_months })} · {oem.offer.regions.join(', ')}
            </Text>
            {oem.offer.references && (
              <Text size="sm" className={classes.preWrap}>
                {t('offer.references')}: {oem.offer.references}
              </Text>
            )}
            {oem.refusal_reason && <Text size="sm">{t('staff.previousReason', { reason: oem.refusal_reason })}</Text>}
            <OemDecision oem={oem} />
          </Stack>
        </Paper>
      ))}
    </StaffQueue>
  );
}
