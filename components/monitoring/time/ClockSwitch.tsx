import { Group, Text } from '@mantine/core';
import { LazySegmentedControl } from '@/components/ui/LazySegmentedControl';
import { IconClock } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import classes from '../Monitoring.module.css';
import { useClock, type ClockMode } from './clock';

/** The zone a screen's times are in, named, and the switch between the site's clock and the viewer's. */
export function ClockSwitch() {
  const t = useTranslations('monitoring.clock');
  const clock = useClock();
  if (clock.siteZone === clock.viewerZone) {
    return (
      <Group gap={6} wrap="nowrap" data-testid="clock-zone">
        <IconClock size={16} aria-hidden />
        <Text size="sm">{t('only', { zone: clock.siteZone })}</Text>
      </Group>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" data-testid="clock-zone" maw="100%">
      <IconClock size={16} aria-hidden style={{ flexShrink: 0 }} />
      {/* On a phone the two zones' names wrap inside their segments rather than overflow the screen. */}
      <LazySegmentedControl
        aria-label={t('label')}
        size="xs"
        miw={0}
        classNames={{ label: classes.clockLabel }}
        value={clock.mode}
        onChange={(value) => clock.setMode(value as ClockMode)}
        data={[
          { value: 'site', label: t('site', { zone: clock.siteZone }) },
          { value: 'viewer', label: t('viewer', { zone: clock.viewerZone }) },
        ]}
      />
    </Group>
  );
}
