import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import type { ProposalVersion } from '@/lib/schemas/proposals';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** What one version of a proposal offers, read as a sheet of facts. */
export function ProposalTermsCard({ version }: { version: ProposalVersion }) {
  const t = useTranslations('proposals');
  const format = useFormatter();
  const day = (value: string) => format.dateTime(new Date(`${value}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Fact label={t('model')}>{version.model}</Fact>
        <Fact label={t('quantity')}>{version.quantity}</Fact>
        <Fact label={t('price')}>{format.number(version.price_amount, { style: 'currency', currency: version.currency, maximumFractionDigits: 0 })}</Fact>
        <Fact label={t('delivery')}>{version.delivery_date ? t('deliveryBy', { date: day(version.delivery_date) }) : t('leadTime', { weeks: version.lead_time_weeks ?? 0 })}</Fact>
        <Fact label={t('validUntil')}>{day(version.valid_until)}</Fact>
      </SimpleGrid>
      <Fact label={t('terms')}>
        <span style={{ whiteSpace: 'pre-wrap' }}>{version.terms}</span>
      </Fact>
      {version.note && <Fact label={t('note')}>{version.note}</Fact>}
    </Stack>
  );
}
