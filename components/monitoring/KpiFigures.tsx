import type { ReactNode } from 'react';
import { Alert, Badge, Paper, Skeleton, Text } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import type { MonitoringKpis } from '@/lib/schemas/monitoring-compute';
import { MAX_GAP_INTERVALS, MAX_SHARE_BELOW_TEMPERATURE, MIN_PYROLYSIS_TEMPERATURE_C } from '@/lib/schemas/monitoring-compute-constants';
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

/** A warning's orange, darker than Mantine's darkest (orange.9, 4.3:1 on white): 5.2:1, readable at 12 px (WCAG AA). */
const WARN_TEXT = '#c2410c';

const Detail = ({ children, warn = false }: { children: ReactNode; warn?: boolean }) => (
  <Text size="xs" c={warn ? WARN_TEXT : 'gray.7'} mt={4}>
    {children}
  </Text>
);

/**
 * A reactor's KPIs over a period, each in a card, with why a figure could not be computed; a skeleton while they load.
 * Uptime shows its hours and, apart, the unknown time; temperature is judged on production time, which it
 * shows.
 */
export function KpiFigures({ kpis, noCOrg, compact = false }: KpiFiguresProps) {
  const t = useTranslations('monitoring.kpis');
  const phrases = useTranslations('monitoring.measures.phrases');
  const format = useFormatter();
  const number = (value: number, digits = 2) => format.number(value, { maximumFractionDigits: digits });
  const percent = (value: number) => format.number(value, { style: 'percent', maximumFractionDigits: 1 });
  const data = kpis.data;

  const why = (figure: Figure) => {
    const text = data?.missing[figure];
    if (!text) return null;
    const reason = missingReason(text);
    if (reason.kind === 'no_c_org' && noCOrg) return noCOrg;
    if (reason.kind === 'other') return reason.text;
    if (reason.kind === 'too_sparse') return t('missing.too_sparse', { measure: phrases(reason.measure), hours: number(reason.hours, 1), intervals: MAX_GAP_INTERVALS });
    if ('measure' in reason) return t(`missing.${reason.kind}`, { measure: phrases(reason.measure) });
    if (reason.kind === 'bad_unit') return t('missing.bad_unit', { unit: reason.unit });
    return t(`missing.${reason.kind}`, { limit: MIN_PYROLYSIS_TEMPERATURE_C });
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
      {value !== null && extra}
    </Paper>
  );
  const compliance = (ok: boolean) => <Badge color={ok ? 'forest' : 'red'}>{ok ? t('compliant') : t('notCompliant')}</Badge>;

  if (kpis.error) return <Alert color="red">{failureMessage(kpis.error, t('loadFailed'))}</Alert>;
  if (!data) return kpis.isFetching ? <Skeleton height={100} radius="md" /> : null;
  const heat = data.temperature;
  return (
    <div className={compact ? `${classes.kpis} ${classes.kpisCompact}` : classes.kpis} data-testid="kpis">
      {card('biochar_t', t('biochar'), data.biochar_t === null ? null : t('tonnes', { value: number(data.biochar_t, 3) }))}
      {card('co2_removed_t', t('co2'), data.co2_removed_t === null ? null : t('tonnesCo2', { value: number(data.co2_removed_t, 3) }))}
      {card(
        'uptime',
        t('uptime'),
        data.uptime === null ? null : percent(data.uptime),
        <>
          <Detail>{t('uptimeDetail', { hours: number(data.uptime_hours ?? 0, 1), known: number(data.known_hours ?? 0, 1), limit: MIN_PYROLYSIS_TEMPERATURE_C })}</Detail>
          {(data.unknown_hours ?? 0) > 0 && <Detail warn>{t('unknownTime', { hours: number(data.unknown_hours ?? 0, 1), intervals: MAX_GAP_INTERVALS })}</Detail>}
        </>,
      )}
      {card(
        'temperature',
        t('temperature'),
        heat ? t('productionValue', { min: number(heat.min_c, 0), mean: number(heat.mean_c, 0) }) : null,
        heat && (
          <>
            <Detail>{t('production', { hours: number(heat.production_hours, 1), share: percent(heat.production_share) })}</Detail>
            <Detail warn={!heat.compliant}>
              {t('belowDuringProduction', {
                limit: MIN_PYROLYSIS_TEMPERATURE_C,
                hours: number(heat.below_hours, 2),
                share: percent(heat.production_hours > 0 ? heat.below_hours / heat.production_hours : 0),
                allowed: percent(MAX_SHARE_BELOW_TEMPERATURE),
              })}
            </Detail>
            {compliance(heat.compliant)}
          </>
        ),
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
