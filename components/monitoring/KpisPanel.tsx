import { useMemo, useState } from 'react';
import { NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import { useGetKpisQuery } from '@/store/api/monitoring-reactor';
import { KpiFigures } from './KpiFigures';
import { KpiPeriodCaption, KpiPeriodFields, useKpiPeriod } from './kpi-period';

const share = (value: string | number) => (typeof value === 'number' && value >= 0 && value <= 1 ? value : undefined);

/** A reactor's KPIs over a period, with the removal factors that are not measured. */
export function KpisPanel({ reactorId }: { reactorId: string }) {
  const t = useTranslations('monitoring.kpis');
  const period = useKpiPeriod();
  const [cOrg, setCOrg] = useState<string | number>('');
  const [permanence, setPermanence] = useState<string | number>(1);
  const [emissions, setEmissions] = useState<string | number>(0);
  const wanted = useMemo(
    () => ({ reactor_id: reactorId, ...period.instants, c_org: share(cOrg), permanence: share(permanence) ?? 1, emissions_t: typeof emissions === 'number' ? emissions : 0 }),
    [reactorId, period.instants, cOrg, permanence, emissions],
  );
  const [args] = useDebouncedValue(wanted, 400);
  const kpis = useGetKpisQuery(args, { skip: !period.valid });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="kpis-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="kpis-title">
          {t('title')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          <KpiPeriodFields period={period} />
          <NumberInput label={t('cOrg')} description={t('cOrgHint')} value={cOrg} onChange={setCOrg} min={0} max={1} decimalScale={3} hideControls />
          <NumberInput label={t('permanence')} value={permanence} onChange={setPermanence} min={0} max={1} decimalScale={3} hideControls />
          <NumberInput label={t('emissions')} value={emissions} onChange={setEmissions} min={0} hideControls />
        </SimpleGrid>
        <Text size="sm" c="gray.7">
          <KpiPeriodCaption period={period} />
        </Text>
        <KpiFigures kpis={kpis} />
      </Stack>
    </Paper>
  );
}
