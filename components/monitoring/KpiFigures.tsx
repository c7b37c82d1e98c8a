import type { ReactNode } from 'react';
import { Alert, Badge, Paper, Skeleton, Text } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import type { MonitoringKpis } from '@/lib/schemas/monitoring-compute';
import { missingReason } from './kpi-missing';
import classes from './Monitoring.module.css';

type Figure = keyof MonitoringKpis['missing'];

export interface KpiFiguresProps {
  /** The answer of `/monitoring/compute` (`useGetKpisQuery`). */
  kpis: { data?: MonitoringKpis; error?: unknown; isFetching: boolean };
  /** What to say when no organic carbon share is known, where the screen asks for it elsewhere. */
  noCOrg?: string;
  /** Smaller figures, two cards a row on a phone (a dashboard with several reactors). */
  compact?: boolean;
}

/** A reactor's KPIs over a period, each in a card, with why a figure could not be computed; a skeleton while they load. */
export function KpiFigures({ kpis, noCOrg, compact = false }: KpiFiguresProps) {
  const t = useTranslations('monitoring.kpis');
  const format = useFormatter();
  const number = (value: number, digits = 2) => format.number(value, { maximumFractionDigits: digits });
  const percent = (value: number) => format.number(value, { style: 'percent', maximumFractionDigits: 1 });
  const data = kpis.data;

  const why = (figure: Figure) => {
    const text = data?.missing[figure];
    if (!text) return null;
    const reason = missingReason(text);
    if (reason.kind === 'no_c_org' && noCOrg) return noCOrg;
    return reason.kind === 'other' ? reason.text : t(`missing.${reason.kind}`, 'name' in reason ? { name: reason.name } : 'unit' in reason ? { unit: reason.unit } : {});
  };
  const card = (figure: Figure, label: string, value: string | null, extra?: ReactNode) => (
    <Paper withBorder radius="md" p="sm" key={figure} role="group" aria-label={label}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      {value !== null ? (
        <Text size={compact ? 'lg' : 'xl'} fw={700}>
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

  if (kpis.error) return <Alert color="red">{failureMessage(kpis.error, t('loadFailed'))}</Alert>;
  if (!data) return kpis.isFetching ? <Skeleton height={100} radius="md" /> : null;
  return (
    <div className={compact ? `${classes.kpis} ${classes.kpisCompact}` : classes.kpis} data-testid="kpis">
      {card('biochar_t', t('biochar'), data.biochar_t === null ? null : t('tonnes', { value: number(data.biochar_t, 3) }))}
      {card('co2_removed_t', t('co2'), data.co2_removed_t === null ? null : t('tonnesCo2', { value: number(data.co2_removed_t, 3) }))}
      {card('uptime', t('uptime'), data.uptime === null ? null : percent(data.uptime))}
      {card(
        'temperature',
        t('temperature'),
        data.temperature ? t('temperatureValue', { min: number(data.temperature.min_c, 0), mean: number(data.temperature.mean_c, 0) }) : null,
        data.temperature && compliance(data.temperature.compliant),
      )}
      {card(
        'moisture',
        t('moisture'),
        data.moisture ? t('moistureValue', { mean: number(data.moisture.mean_percent, 1), max: number(data.moisture.max_percent, 1) }) : null,
        data.moisture && compliance(data.moisture.compliant),
      )}
    </div>
  );
}
