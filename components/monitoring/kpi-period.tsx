import { useMemo, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useFormatter, useNow, useTranslations } from 'next-intl';
import { useClock, useClockFormat } from './time/clock';
import { addDays, daysToInstants, toWallDate } from './time/zone';

export interface KpiPeriod {
  /** The first and the last day of the period (YYYY-MM-DD), both included, on the screen's clock. */
  from: string;
  to: string;
  setFrom: (value: string) => void;
  setTo: (value: string) => void;
  /** Whether the last day is not before the first. */
  valid: boolean;
  /** The period as `/monitoring/compute` reads it: the first day's midnight to the midnight after the last. */
  instants: { from: string; to: string };
}

/** The days `from` to `to` (both included) of a zone as `/monitoring/compute` reads them; empty when a day is not one. */
export function periodInstants(from: string, to: string, zone: string): { from: string; to: string } {
  const period = daysToInstants(from, to, zone);
  const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
  return period ? { from: iso(period.from), to: iso(period.to) } : { from: '', to: '' };
}

/**
 * The period of the KPIs: the 30 days before today and today, unless the user picks other days. Days are cut at the
 * midnight of the screen's clock (the site's unless the viewer switched to their own). A screen of several
 * sites gives their zones: "today" is then the latest of their todays, and each site cuts the days at its own midnight.
 */
export function useKpiPeriod(zones?: string[]): KpiPeriod {
  const { zone: clockZone } = useClock();
  const zone = zones?.[0] ?? clockZone;
  const [chosen, setChosen] = useState<{ from?: string; to?: string }>({});
  // The page's render time: the same day on the server and at hydration (the panel is drawn on both).
  const openedAt = useNow().getTime();
  const today = (zones ?? [zone]).map((one) => toWallDate(openedAt, one)).reduce((latest, day) => (day > latest ? day : latest), '');
  const from = chosen.from ?? addDays(today, -30);
  const to = chosen.to ?? today;
  const instants = useMemo(() => periodInstants(from, to, zone), [from, to, zone]);
  return {
    from,
    to,
    setFrom: (value) => setChosen((previous) => ({ ...previous, from: value })),
    setTo: (value) => setChosen((previous) => ({ ...previous, to: value })),
    valid: instants.from !== '' && from <= to,
    instants,
  };
}

/**
 * The two date fields of a KPI period, the last day labelled as included, the end refused when before the start; under
 * each, the zone whose days they are (`zoneNote` where each site's days are its own).
 */
export function KpiPeriodFields({ period, zoneNote }: { period: KpiPeriod; zoneNote?: string }) {
  const t = useTranslations('monitoring.kpis');
  const clock = useClockFormat();
  const note = zoneNote ?? clock.zone;
  return (
    <>
      <TextInput type="date" label={t('from')} description={note} value={period.from} onChange={(event) => period.setFrom(event.currentTarget.value)} />
      <TextInput
        type="date"
        label={t('toInclusive')}
        description={note}
        value={period.to}
        onChange={(event) => period.setTo(event.currentTarget.value)}
        error={period.valid ? undefined : t('badPeriod')}
      />
    </>
  );
}

/** "Nov 15 to Nov 23, inclusive (Asia/Tokyo)": the days a KPI period covers, in words. */
export function KpiPeriodCaption({ period }: { period: KpiPeriod }) {
  const t = useTranslations('monitoring.kpis');
  const clock = useClock();
  const format = useFormatter();
  if (!period.valid) return null;
  // A calendar day is written as itself: its UTC midnight read in UTC.
  const day = (value: string) => format.dateTime(new Date(`${value}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  return <span data-testid="kpi-period">{t('periodCaption', { from: day(period.from), to: day(period.to), zone: clock.zone })}</span>;
}
