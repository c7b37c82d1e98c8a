import { Alert, Anchor, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { formatInstant } from '@/components/ui/fleet/fleet-format';
import Link from '@/components/ui/Link';
import { alarmHref } from '@/lib/page-routes/monitoring';
import type { FleetAlarm } from '@/lib/schemas/monitoring-fleet';
import { AlarmSeverityBadge, AlarmStateBadge } from '../AlarmSeverityBadge';
import { useFleetAlarms } from './use-fleet';

function InboxItem({ alarm }: { alarm: FleetAlarm }) {
  const t = useTranslations('monitoringApp.alarms');
  const language = useLocale();
  return (
    <Paper p="md" withBorder radius="md" component="li" aria-label={`${alarm.reactor_name}: ${alarm.message}`}>
      <Stack gap={4}>
        <Group gap="xs">
          <AlarmSeverityBadge severity={alarm.severity} />
          <AlarmStateBadge state={alarm.state} />
        </Group>
        <Text fw={600}>{alarm.message}</Text>
        <Text size="sm" c="gray.7">
          {t('where', { reactor: alarm.reactor_name, site: alarm.site_name, parameter: alarm.parameter_name })}
        </Text>
        <Text size="sm" c="gray.7">
          {t('at', { time: formatInstant(alarm.triggered_at, alarm.time_zone, language) })}
        </Text>
        <Anchor component={Link} href={alarmHref(alarm.project_id, alarm.reactor_id, alarm.id)} size="sm">
          {t('open')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/**
 * The alarms inbox across plants (docs/requirements.md ): what waits for a person, first things first; each
 * alarm with the reactor page's severity and state badges, and a link to it picked out on that page's alarms tab.
 */
export function AlarmsInbox() {
  const t = useTranslations('monitoringApp');
  const { data, isLoading } = useFleetAlarms();
  if (!data) return isLoading ? <Skeleton height={160} radius="lg" /> : <Alert color="red">{t('loadFailed')}</Alert>;
  if (data.length === 0) return <Text c="gray.7">{t('alarms.empty')}</Text>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {data.map((alarm) => (
        <InboxItem key={alarm.id} alarm={alarm} />
      ))}
    </Stack>
  );
}
