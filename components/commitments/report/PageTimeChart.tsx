import { Paper, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { DocumentActivity } from '@/lib/schemas/audit';
import classes from './Report.module.css';

const BAR = 28;
const GAP = 8;
const HEIGHT = 160;
const AXIS = 20;

/** Time per page of one document over every investor: plain SVG bars, each with its figures in a tooltip. */
export function PageTimeChart({ document }: { document: DocumentActivity }) {
  const t = useTranslations('commitments.report');
  const longest = Math.max(1, ...document.pages.map((page) => page.seconds));
  const width = Math.max(1, document.pages.length) * (BAR + GAP) + GAP;
  const label = t('chartLabel', { name: document.file_name });
  if (!document.pages.some((page) => page.seconds > 0)) {
    return (
      <Paper withBorder radius="md" p="md">
        <Text fw={600} mb="xs">
          {document.file_name}
        </Text>
        <Text size="sm" c="dimmed">
          {t('noTime')}
        </Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={600}>{document.file_name}</Text>
      <Text size="sm" c="dimmed" mb="xs">
        {t('chartCaption')}
      </Text>
      <div className={classes.chartScroll}>
        <svg role="img" aria-label={label} width={width} height={HEIGHT + AXIS} viewBox={`0 0 ${width} ${HEIGHT + AXIS}`} className={classes.chart}>
          <title>{label}</title>
          {document.pages.map((page, index) => {
            const height = Math.max(page.seconds > 0 ? 2 : 0, Math.round((page.seconds / longest) * (HEIGHT - 16)));
            const x = GAP + index * (BAR + GAP);
            return (
              <g key={page.page}>
                <title>{t('pageBar', { page: page.page, seconds: Math.round(page.seconds), views: page.views })}</title>
                <rect x={x} y={HEIGHT - height} width={BAR} height={height} rx={3} className={classes.bar} />
                <text x={x + BAR / 2} y={HEIGHT - height - 4} textAnchor="middle" className={classes.barValue}>
                  {Math.round(page.seconds)}
                </text>
                <text x={x + BAR / 2} y={HEIGHT + 14} textAnchor="middle" className={classes.axis}>
                  {page.page}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
    </Paper>
  );
}
