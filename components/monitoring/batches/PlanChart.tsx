import { Group, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { PlanVsActual } from '@/lib/schemas/monitoring-evidence-settings';

const HEIGHT = 120;
const BAR = 10;
const PLANNED = 'var(--mantine-color-gray-5)';
const ACTUAL = 'var(--mantine-color-forest-7)';

/** A small bar chart: per period, the planned tonnes beside the measured ones (the table beside it gives the figures). */
export function PlanChart({ periods }: { periods: PlanVsActual['periods'] }) {
  const t = useTranslations('monitoringBatches.plan');
  const top = Math.max(1e-9, ...periods.flatMap((period) => [period.planned_t ?? 0, period.actual_t ?? 0]));
  const step = BAR * 2 + 8;
  const width = periods.length * step;
  const height = (value: number | null) => ((value ?? 0) / top) * (HEIGHT - 4);
  return (
    <figure style={{ margin: 0 }}>
      <svg role="img" aria-label={t('chart')} viewBox={`0 0 ${width} ${HEIGHT}`} width="100%" height={HEIGHT} preserveAspectRatio="none">
        {periods.map((period, index) => (
          <g key={period.label}>
            <rect x={index * step} y={HEIGHT - height(period.planned_t)} width={BAR} height={height(period.planned_t)} fill={PLANNED} />
            <rect x={index * step + BAR} y={HEIGHT - height(period.actual_t)} width={BAR} height={height(period.actual_t)} fill={ACTUAL} />
          </g>
        ))}
      </svg>
      <Group gap="md" component="figcaption" mt={4}>
        <Text size="xs">
          <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, background: PLANNED, marginInlineEnd: 4 }} />
          {t('plannedLegend')}
        </Text>
        <Text size="xs">
          <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, background: ACTUAL, marginInlineEnd: 4 }} />
          {t('actualLegend')}
        </Text>
      </Group>
    </figure>
  );
}
