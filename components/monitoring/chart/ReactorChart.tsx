import dynamic from 'next/dynamic';
import { useMemo, useRef, useState } from 'react';
import { Alert, Badge, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useFormatter, useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import type { Parameter } from '@/lib/schemas/monitoring';
import { api } from '@/store/api';
import { downloadChartCsv, reactorTag, useGetAlarmsQuery, useGetChartQuery } from '@/store/api/monitoring-reactor';
import { useAppDispatch } from '@/store/hooks';
import { setToastError } from '@/store/slices/app';
import { alignChart, readingCount } from './chart-data';
import { ChartControls } from './ChartControls';
import { ChartLegend } from './ChartLegend';
import { isoWindow, panned, windowOf, type Period, type Window } from './period';
import { useLiveReadings } from './use-live-readings';

/** uPlot loads with the chart, never with the page. */
const UPlotChart = dynamic(() => import('./UPlotChart'), { ssr: false, loading: () => <Skeleton height={320} radius="md" /> });

const HEIGHT = 320;

/** A reactor's readings over a period, live: the chart, its controls, and what it shows in words. */
export function ReactorChart({ reactorId, parameters }: { reactorId: string; parameters: Parameter[] }) {
  const t = useTranslations('monitoring.chart');
  const format = useFormatter();
  const dispatch = useAppDispatch();
  const [period, setPeriod] = useState<Period>('day');
  const [window, setWindow] = useState<Window>(() => windowOf('day'));
  const [selected, setSelected] = useState<string[]>([]);
  const [downloading, setDownloading] = useState(false);
  const { ref, width } = useElementSize();
  const buckets = Math.max(100, Math.min(2000, Math.round((width || 800) / 100) * 100));
  const args = { reactor_id: reactorId, parameter_ids: selected, ...isoWindow(window), width: buckets };
  const chart = useGetChartQuery(args);
  const alarms = useGetAlarmsQuery({ reactor_id: reactorId, state: 'all' });
  const refresh = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { live, state } = useLiveReadings(reactorId, () => {
    if (refresh.current) return;
    refresh.current = setTimeout(() => {
      refresh.current = null;
      dispatch(api.util.invalidateTags([reactorTag.alarms(reactorId)]));
    }, 800);
  });
  const following = period !== 'custom';
  const chartAt = chart.fulfilledTimeStamp;
  const aligned = useMemo(() => (chart.data ? alignChart(chart.data, live, following ? Infinity : window.to, chartAt) : null), [chart.data, live, following, window.to, chartAt]);
  const alarmTimes = useMemo(
    () => (alarms.data ?? []).map((alarm) => Date.parse(alarm.triggered_at) / 1000).filter((time) => time * 1000 >= window.from),
    [alarms.data, window.from],
  );
  const latestLive = useMemo(() => Math.max(0, ...[...live.values()].map((reading) => Date.parse(reading.time))), [live]);
  const count = chart.data && aligned ? readingCount(chart.data, aligned) : 0;

  const choosePeriod = (next: Period) => {
    setPeriod(next);
    if (next !== 'custom') setWindow(windowOf(next));
  };
  const custom = (next: Window) => {
    setPeriod('custom');
    setWindow(next);
  };
  const download = async () => {
    setDownloading(true);
    try {
      await downloadChartCsv(args);
    } catch (failure) {
      dispatch(setToastError(failureMessage(failure, t('csvFailed'))));
    } finally {
      setDownloading(false);
    }
  };
  const formatValue = (value: number, unit: string) => `${format.number(value, { maximumFractionDigits: 2 })} ${unit}`;

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="chart-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="chart-title">
            {t('title')}
          </Title>
          <Badge color={state === 'live' ? 'forest' : 'gray'} variant={state === 'live' ? 'filled' : 'light'} role="status">
            {t(`live.${state}`)}
          </Badge>
        </Group>
        <ChartControls
          period={period}
          window={window}
          parameters={parameters}
          selected={selected}
          downloading={downloading}
          onPeriod={choosePeriod}
          onWindow={custom}
          onPan={(direction) => custom(panned(window, direction))}
          onSelected={setSelected}
          onDownload={() => void download()}
        />
        <Text size="xs" c="gray.7">
          {t('range', {
            from: format.dateTime(window.from, { dateStyle: 'medium', timeStyle: 'short' }),
            to: format.dateTime(window.to, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
          {' · '}
          {t('zoomHint')}
        </Text>
        <div ref={ref} role="img" aria-label={t('summary', { count, alarms: alarmTimes.length })}>
          {chart.error && <Alert color="red">{failureMessage(chart.error, t('loadFailed'))}</Alert>}
          {!aligned && !chart.error && <Skeleton height={HEIGHT} radius="md" />}
          {aligned && aligned.series.length === 0 && <Text c="gray.7">{t('noParameters')}</Text>}
          {aligned && aligned.series.length > 0 && (
            <UPlotChart
              aligned={aligned}
              alarms={alarmTimes}
              height={HEIGHT}
              range={[window.from / 1000, (following ? Math.max(window.to, latestLive) : window.to) / 1000]}
              formatValue={formatValue}
              observationsLabel={t('observations')}
              onSelect={(from, to) => custom({ from: from * 1000, to: to * 1000 })}
            />
          )}
        </div>
        {aligned && aligned.series.length > 0 && <ChartLegend series={aligned.series} />}
        <Group gap="md">
          <Text size="sm" data-testid="chart-readings">
            {t('readings', { count })}
          </Text>
          <Text size="sm" c={alarmTimes.length > 0 ? 'red.8' : 'gray.7'} data-testid="chart-alarms">
            {t('alarmsMarked', { count: alarmTimes.length })}
          </Text>
          {aligned?.series.some((each) => each.normal_min !== null || each.normal_max !== null) && (
            <Text size="sm" c="gray.7">
              {t('normalShaded')}
            </Text>
          )}
        </Group>
        <VisuallyHidden>{t('bandsExplained')}</VisuallyHidden>
      </Stack>
    </Paper>
  );
}
