import { Group, Text } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import { useClockFormat } from '../time/clock';
import { readoutAt, type AlignedChart } from './chart-data';
import { SERIES_COLOURS } from './colours';

/** The time under the pointer and each parameter's value there (R-20.14), or how to get them. */
export function ChartReadout({ aligned, index }: { aligned: AlignedChart; index: number | null }) {
  const t = useTranslations('monitoring.chart');
  const format = useFormatter();
  const clock = useClockFormat();
  const readout = index === null ? null : readoutAt(aligned, index);
  if (!readout) {
    return (
      <Text size="xs" c="gray.7" data-testid="chart-readout">
        {t('hoverHint')}
      </Text>
    );
  }
  return (
    <Group gap="sm" data-testid="chart-readout" aria-live="off">
      <Text size="xs" fw={600}>
        {clock.dateTime(readout.time * 1000)}
      </Text>
      {aligned.series.map((each, at) => (
        <Text key={each.parameter_id} size="xs" style={{ color: SERIES_COLOURS[at % SERIES_COLOURS.length] }}>
          {`${each.name} ${readout.values[at] === null ? '–' : `${format.number(readout.values[at] ?? 0, { maximumFractionDigits: 2 })} ${each.unit}`}`}
        </Text>
      ))}
    </Group>
  );
}
