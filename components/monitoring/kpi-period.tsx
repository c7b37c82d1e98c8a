import { useMemo, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface KpiPeriod {
  /** The first day (YYYY-MM-DD, included) and the day after the last (excluded). */
  from: string;
  to: string;
  setFrom: (value: string) => void;
  setTo: (value: string) => void;
  /** Whether the period ends after it starts. */
  valid: boolean;
  /** The period as `/monitoring/compute` reads it. */
  instants: { from: string; to: string };
}

/** The period of the KPIs: the last 30 days, today included, unless the user picks other days. */
export function useKpiPeriod(): KpiPeriod {
  const [from, setFrom] = useState(() => day(Date.now() - 30 * DAY_MS));
  const [to, setTo] = useState(() => day(Date.now() + DAY_MS));
  const instants = useMemo(() => ({ from: `${from}T00:00:00Z`, to: `${to}T00:00:00Z` }), [from, to]);
  return { from, to, setFrom, setTo, valid: from < to, instants };
}

/** The two date fields of a KPI period, the end refused when it does not come after the start. */
export function KpiPeriodFields({ period }: { period: KpiPeriod }) {
  const t = useTranslations('monitoring.kpis');
  return (
    <>
      <TextInput type="date" label={t('from')} value={period.from} onChange={(event) => period.setFrom(event.currentTarget.value)} />
      <TextInput type="date" label={t('to')} value={period.to} onChange={(event) => period.setTo(event.currentTarget.value)} error={period.valid ? undefined : t('badPeriod')} />
    </>
  );
}
