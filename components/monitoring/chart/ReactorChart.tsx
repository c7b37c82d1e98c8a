import dynamic from 'next/dynamic';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Badge, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { LazyAlert } from '@/components/ui/LazyAlert';
import { useElementSize } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import type { Parameter } from '@/lib/schemas/monitoring';
import { api } from '@/store/api';
import { downloadChartCsv, reactorTag, useGetAlarmsQuery, useGetChartQuery } from '@/store/api/monitoring-reactor';
import { useAppDispatch } from '@/store/hooks';
import { setToastError } from '@/store/slices/app';
import { useClock } from '../time/clock';
import { alarmsIn } from './chart-alarms';
import { alignChart, PHONE_WIDTH, readingCount } from './chart-data';
import { ChartCaption } from './ChartCaption';
import { ChartControls } from './ChartControls';
import { ChartLegend } from './ChartLegend';
import { ChartReadout } from './ChartReadout';
import { isoWindow, panned } from './period';
import { useChartView } from './use-chart-view';
import { useLiveReadings } from './use-live-readings';

/** uPlot loads with the chart, never with the page. */
const UPlotChart = dynamic(() => import('./UPlotChart'), { ssr: false, loading: () => <Skeleton height={320} radius="md" /> });

const HEIGHT = 320;

/** A reactor's readings over a period, live: the chart, its controls, and what it shows in words. */
export function ReactorChart({ reactorId, parameters }: { reactorId: string; parameters: Parameter[] }) {
  const t = useTranslations('monitoring.chart');
  const dispatch = useAppDispatch();
  const { zone } = useClock();
  const ids = useMemo(() => parameters.map((parameter) => parameter.id), [parameters]);
  const view = useChartView(ids);
  const [downloading, setDownloading] = useState(false);
  const [cursor, setCursor] = useState<number | null>(null);
  const size = useElementSize();
  // The element's width when it is attached, before its first resize: the chart is not asked for at a default width
  // first, then again at the element's (a wasted read, parse and drawing of the whole period at the page's start).
  const [attached, setAttached] = useState<number | null>(null);
  const { ref: observe, width } = size;
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      observe(node);
      if (node) setAttached(node.clientWidth);
    },
    [observe],
  );
  const shownWidth = width || attached || 0;
  const buckets = Math.max(100, Math.min(2000, Math.round((shownWidth || 800) / 100) * 100));
  const args = { reactor_id: reactorId, parameter_ids: view.parameters, ...isoWindow(view.window), width: buckets };
  const chart = useGetChartQuery(args, { skip: attached === null });
  const alarms = useGetAlarmsQuery({ reactor_id: reactorId, state: 'all' });
  const refresh = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A batch of readings makes the KPIs read again; the alarms follow the stream's own alarm events (the screen's
  // useLiveAlarms): reading every query of the reactor's alarms again with each reading, every few seconds, was most
  // of the page's work (issue 25).
  const { live, state } = useLiveReadings(reactorId, () => {
    if (refresh.current) return;
    refresh.current = setTimeout(() => {
      refresh.current = null;
      dispatch(api.util.invalidateTags([reactorTag.readings(reactorId)]));
    }, 800);
  });
  const chartAt = chart.fulfilledTimeStamp;
  const { following, window } = view;
  const aligned = useMemo(() => (chart.data ? alignChart(chart.data, live, following ? Infinity : window.to, chartAt) : null), [chart.data, live, following, window.to, chartAt]);
  const latestLive = useMemo(() => Math.max(0, ...[...live.values()].map((reading) => Date.parse(reading.time))), [live]);
  const shown = view.shown(latestLive);
  const marked = alarmsIn(alarms.data ?? [], shown, aligned?.series ?? []);
  const count = chart.data && aligned ? readingCount(chart.data, aligned) : 0;

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
          period={view.period}
          window={window}
          parameters={parameters}
          selected={view.parameters}
          downloading={downloading}
          onPeriod={view.setPeriod}
          onWindow={view.setWindow}
          onPan={(direction) => view.setWindow(panned(shown, direction))}
          onSelected={view.setParameters}
          onDownload={() => void download()}
        />
        <ChartCaption shown={shown} following={following} zoomed={view.zoomedFrom !== null} onReset={view.resetZoom} />
        <div ref={ref} role="img" aria-label={t('summary', { count, alarms: marked.count })}>
          {chart.error && <LazyAlert color="red">{failureMessage(chart.error, t('loadFailed'))}</LazyAlert>}
          {!aligned && !chart.error && <Skeleton height={HEIGHT} radius="md" />}
          {aligned && aligned.series.length === 0 && <Text c="gray.7">{t('noParameters')}</Text>}
          {aligned && aligned.series.length > 0 && (
            <UPlotChart
              aligned={aligned}
              alarms={marked.times}
              height={HEIGHT}
              range={[shown.from / 1000, shown.to / 1000]}
              zone={zone}
              compact={shownWidth > 0 && shownWidth < PHONE_WIDTH}
              onSelect={(from, to) => view.zoom({ from: from * 1000, to: to * 1000 })}
              onCursor={setCursor}
              observationsLabel={t('observations')}
            />
          )}
        </div>
        {aligned && aligned.series.length > 0 && <ChartReadout aligned={aligned} index={cursor} />}
        {aligned && aligned.series.length > 0 && <ChartLegend series={aligned.series} />}
        <Group gap="md">
          <Text size="sm" data-testid="chart-readings">
            {t('readings', { count })}
          </Text>
          <Text size="sm" c={marked.count > 0 ? 'red.8' : 'gray.7'} data-testid="chart-alarms">
            {t('alarmsMarked', { count: marked.count })}
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
