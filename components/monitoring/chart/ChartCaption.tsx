import { Button, Group, Text } from '@mantine/core';
import { IconZoomReset } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useClockFormat } from '../time/clock';
import type { Window } from './period';

/** The period shown, on the screen's clock and naming its zone, and the way back from a zoom. */
export function ChartCaption({ shown, zoomed, onReset }: { shown: Window; zoomed: boolean; onReset: () => void }) {
  const t = useTranslations('monitoring.chart');
  const clock = useClockFormat();
  return (
    <Group gap="xs" justify="space-between" wrap="wrap">
      <Text size="xs" c="gray.7" data-testid="chart-range">
        {t('rangeIn', { from: clock.dateTime(shown.from), to: clock.dateTime(shown.to), zone: clock.zone })}
        {' · '}
        {t('zoomHint')}
      </Text>
      {zoomed && (
        <Button variant="subtle" size="compact-xs" leftSection={<IconZoomReset size={14} aria-hidden />} onClick={onReset}>
          {t('resetZoom')}
        </Button>
      )}
    </Group>
  );
}
