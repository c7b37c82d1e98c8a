import { Group, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ChartSeries } from '@/lib/schemas/monitoring-charts';
import { SERIES_COLOURS } from './colours';

/** What each line is: its colour, name and unit, and its normal range. */
export function ChartLegend({ series }: { series: ChartSeries[] }) {
  const t = useTranslations('monitoring.chart');
  return (
    <Group gap="md" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('legend')}>
      {series.map((each, index) => (
        <Group key={each.parameter_id} gap={6} component="li" wrap="nowrap">
          <span aria-hidden style={{ width: 14, height: 4, borderRadius: 2, background: SERIES_COLOURS[index % SERIES_COLOURS.length] }} />
          <Text size="sm">
            {`${each.name} (${each.unit})`}
            {(each.normal_min !== null || each.normal_max !== null) && (
              <Text span size="xs" c="gray.7">
                {` · ${t('normalRange', { min: each.normal_min ?? '–', max: each.normal_max ?? '–' })}`}
              </Text>
            )}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
