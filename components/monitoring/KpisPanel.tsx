import { useState } from 'react';
import { Alert, Badge, NumberInput, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useFormatter, useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import type { MonitoringKpis } from '@/lib/schemas/monitoring-compute';
import { useGetKpisQuery } from '@/store/api/monitoring-reactor';
import { missingReason } from './kpi-missing';
import classes from './Monitoring.module.css';

type Figure = keyof MonitoringKpis['missing'];
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const share = (value: string | number) => (typeof value === 'number' && value >= 0 && value <= 1 ? value : undefined);

/** A reactor's KPIs over a period, with the removal factors that are not measured. */
export function KpisPanel({ reactorId }: { reactorId: string }) {
  const t = useTranslations('monitoring.kpis');
  const format = useFormatter();
  const [from, setFrom] = useState(() => day(Date.now() - 30 * 86_400_000));
  const [to, setTo] = useState(() => day(Date.now() + 86_400_000));
  const [cOrg, setCOrg] = useState<string | number>('');
  const [permanence, setPermanence] = useState<string | number>(1);
  const [emissions, setEmissions] = useState<string | number>(0);
  const [args] = useDebouncedValue(
    { reactor_id: reactorId, from: `${from}T00:00:00Z`, to: `${to}T00:00:00Z`, c_org: share(cOrg), permanence: share(permanence) ?? 1, emissions_t: typeof emissions === 'number' ? emissions : 0 },
    400,
  );
  const valid = from < to;
  const kpis = useGetKpisQuery(args, { skip: !valid });
  const number = (value: number, digits = 2) => format.number(value, { maximumFractionDigits: digits });
  const percent = (value: number) => format.number(value, { style: 'percent', maximumFractionDigits: 1 });

  const why = (figure: Figure) => {
    const text = kpis.data?.missing[figure];
    if (!text) return null;
    const reason = missingReason(text);
    return reason.kind === 'other' ? reason.text : t(`missing.${reason.kind}`, 'name' in reason ? { name: reason.name } : 'unit' in reason ? { unit: reason.unit } : {});
  };
  const card = (figure: Figure, label: string, value: string | null, extra?: React.ReactNode) => (
    <Paper withBorder radius="md" p="sm" key={figure} role="group" aria-label={label}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      {value !== null ? (
        <Text size="xl" fw={700}>
          {value}
        </Text>
      ) : (
        <Text size="sm" c="gray.8">
          {why(figure) ?? '–'}
        </Text>
      )}
      {extra}
    </Paper>
  );
  const compliance = (ok: boolean) => <Badge color={ok ? 'forest' : 'red'}>{ok ? t('compliant') : t('notCompliant')}</Badge>;
  const data = kpis.data;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="kpis-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="kpis-title">
          {t('title')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          <TextInput type="date" label={t('from')} value={from} onChange={(event) => setFrom(event.currentTarget.value)} />
          <TextInput type="date" label={t('to')} value={to} onChange={(event) => setTo(event.currentTarget.value)} error={valid ? undefined : t('badPeriod')} />
          <NumberInput label={t('cOrg')} description={t('cOrgHint')} value={cOrg} onChange={setCOrg} min={0} max={1} decimalScale={3} hideControls />
          <NumberInput label={t('permanence')} value={permanence} onChange={setPermanence} min={0} max={1} decimalScale={3} hideControls />
          <NumberInput label={t('emissions')} value={emissions} onChange={setEmissions} min={0} hideControls />
        </SimpleGrid>
        {kpis.error && <Alert color="red">{failureMessage(kpis.error, t('loadFailed'))}</Alert>}
        {kpis.isFetching && !data && <Skeleton height={100} radius="md" />}
        {data && (
          <div className={classes.kpis} data-testid="kpis">
            {card('biochar_t', t('biochar'), data.biochar_t === null ? null : t('tonnes', { value: number(data.biochar_t, 3) }))}
            {card('co2_removed_t', t('co2'), data.co2_removed_t === null ? null : t('tonnesCo2', { value: number(data.co2_removed_t, 3) }))}
            {card('uptime', t('uptime'), data.uptime === null ? null : percent(data.uptime))}
            {card('temperature', t('temperature'), data.temperature ? t('temperatureValue', { min: number(data.temperature.min_c, 0), mean: number(data.temperature.mean_c, 0) }) : null, data.temperature && compliance(data.temperature.compliant))}
            {card('moisture', t('moisture'), data.moisture ? t('moistureValue', { mean: number(data.moisture.mean_percent, 1), max: number(data.moisture.max_percent, 1) }) : null, data.moisture && compliance(data.moisture.compliant))}
          </div>
        )}
      </Stack>
    </Paper>
  );
}
