import { Button, Group, TextInput } from '@mantine/core';
import { MultiSelect } from '@/components/ui/Select';
import { LazySegmentedControl } from '@/components/ui/LazySegmentedControl';
import { IconArrowLeft, IconArrowRight, IconDownload } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import type { Parameter } from '@/lib/schemas/monitoring';
import { useClock } from '../time/clock';
import { fromWallClock, toWallClock } from '../time/zone';
import { PERIODS, type Period, type Window } from './period';

export interface ChartControlsProps {
  period: Period;
  window: Window;
  parameters: Parameter[];
  selected: string[];
  downloading: boolean;
  onPeriod: (period: Period) => void;
  onWindow: (window: Window) => void;
  onPan: (direction: -1 | 1) => void;
  onSelected: (ids: string[]) => void;
  onDownload: () => void;
}

/** The period (presets or custom dates), the parameters drawn, panning and the CSV of the period. */
export function ChartControls(props: ChartControlsProps) {
  const t = useTranslations('monitoring.chart');
  const { zone } = useClock();
  const { window } = props;
  // The custom period is typed on the screen's clock.
  const setEdge = (edge: 'from' | 'to', text: string) => {
    const ms = fromWallClock(text, zone);
    if (ms === null) return;
    const next = { ...window, [edge]: ms };
    if (next.from < next.to) props.onWindow(next);
  };
  return (
    <>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <LazySegmentedControl
          aria-label={t('period')}
          value={props.period}
          onChange={(value) => props.onPeriod(value as Period)}
          data={PERIODS.map((value) => ({ value, label: t(`periods.${value}`) }))}
          size="xs"
          maw="100%"
          styles={{ label: { paddingInline: 6 } }}
        />
        <Group gap="xs">
          <Button variant="default" size="xs" leftSection={<IconArrowLeft size={14} aria-hidden />} onClick={() => props.onPan(-1)}>
            {t('earlier')}
          </Button>
          <Button variant="default" size="xs" rightSection={<IconArrowRight size={14} aria-hidden />} onClick={() => props.onPan(1)}>
            {t('later')}
          </Button>
          <Button variant="light" size="xs" leftSection={<IconDownload size={14} aria-hidden />} loading={props.downloading} onClick={props.onDownload}>
            {t('csv')}
          </Button>
        </Group>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {props.period === 'custom' && (
          <>
            <TextInput
              type="datetime-local"
              label={t('from')}
              description={zone}
              value={toWallClock(window.from, zone)}
              onChange={(event) => setEdge('from', event.currentTarget.value)}
              size="xs"
            />
            <TextInput
              type="datetime-local"
              label={t('to')}
              description={zone}
              value={toWallClock(window.to, zone)}
              onChange={(event) => setEdge('to', event.currentTarget.value)}
              size="xs"
            />
          </>
        )}
        <MultiSelect
          label={t('parameters')}
          placeholder={props.selected.length === 0 ? t('allParameters') : undefined}
          data={props.parameters.map((parameter) => ({ value: parameter.id, label: `${parameter.name} (${parameter.unit})` }))}
          value={props.selected}
          onChange={props.onSelected}
          maxValues={8}
          clearable
          size="xs"
          style={{ flex: '1 1 16rem' }}
        />
      </Group>
    </>
  );
}
