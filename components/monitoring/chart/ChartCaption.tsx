import { Button, Group, Text } from '@mantine/core';
import { IconZoomReset } from '@tabler/icons-react';
import { useNow, useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { useClockFormat } from '../time/clock';
import { windowOf, type Window } from './period';

const noSubscription = () => () => undefined;

/**
 * The period shown, on the screen's clock and naming its zone, and the way back from a zoom. A
 * period that follows the present ends at a different "now" on the server and in the browser: until hydrated, both
 * write it as ending at the page's render time (the same on both sides), then the browser writes its own.
 */
export function ChartCaption({ shown, following, zoomed, onReset }: { shown: Window; following: boolean; zoomed: boolean; onReset: () => void }) {
  const t = useTranslations('monitoring.chart');
  const clock = useClockFormat();
  const rendered = useNow().getTime();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const end = windowOf('hour', rendered).to;
  const range = hydrated || !following ? shown : { from: end - (shown.to - shown.from), to: end };
  return (
    <Group gap="xs" justify="space-between" wrap="wrap">
      <Text size="xs" c="gray.7" data-testid="chart-range">
        {t('rangeIn', { from: clock.dateTime(range.from), to: clock.dateTime(range.to), zone: clock.zone })}
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
