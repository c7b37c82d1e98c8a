import { Alert, Anchor, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { formatInstant } from '@/components/ui/fleet/fleet-format';
import Link from '@/components/ui/Link';
import { reactorHref } from '@/lib/page-routes/monitoring';
import type { FleetAlarm } from '@/lib/schemas/monitoring-fleet';
import { useFleetAlarms } from './use-fleet';

const SEVERITY_COLOR = { critical: 'red', major: 'orange', minor: 'yellow', warning: 'blue' } as const;

function InboxItem({ alarm }: { alarm: FleetAlarm }) {
  const t = useTranslations('monitoringApp.alarms');
  const language = useLocale();
  const waiting = alarm.state.endsWith('_unacknowledged');
  return (
    <Paper p="md" withBorder radius="md" component="li" aria-label={`${alarm.reactor_name}: ${alarm.message}`}>
      <Stack gap={4}>
        <Group gap="xs">
          <Badge color={SEVERITY_COLOR[alarm.severity]}>{t(`severity.${alarm.severity}`)}</Badge>
          <Badge color={waiting ? 'red' : 'gray'} variant="light">
            {t(`state.${alarm.state}`)}
          </Badge>
        </Group>
        <Text fw={600}>{alarm.message}</Text>
        <Text size="sm" c="gray.7">
          {t('where', { reactor: alarm.reactor_name, site: alarm.site_name, parameter: alarm.parameter_name })}
        </Text>
        <Text size="sm" c="gray.7">
          {t('at', { time: formatInstant(alarm.triggered_at, alarm.time_zone, language) })}
        </Text>
        <Anchor component={Link} href={reactorHref(alarm.project_id, alarm.reactor_id)} size="sm">
          {t('open')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** The alarms inbox across plants (docs/requirements.md ): what waits for a person, first things first. */
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
