import { Alert, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import { ALARM_SEVERITIES } from '@/lib/schemas/monitoring-alarm-constants';
import { useChooseAlarmNotificationsMutation, useGetAlarmNotificationsQuery } from '@/store/api/monitoring-alarms';

type Severity = (typeof ALARM_SEVERITIES)[number];

/** Which severities of this monitoring's alarms mail me: every one until I choose; saved at each change. */
export function AlarmNotificationSettings({ monitoringId }: { monitoringId: string }) {
  const t = useTranslations('monitoring.alarms');
  const settings = useGetAlarmNotificationsQuery(monitoringId);
  const [choose, choosing] = useChooseAlarmNotificationsMutation();
  const chosen = choosing.isLoading && choosing.originalArgs ? choosing.originalArgs.severities : settings.data?.severities;
  if (!chosen) return null;
  return (
    <Stack gap={6} component="section" aria-labelledby="alarm-mails-title">
      <Title order={3} size="h5" id="alarm-mails-title">
        {t('notifications.title')}
      </Title>
      <Text size="xs" c="gray.7">
        {t('notifications.intro')}
      </Text>
      <Checkbox.Group
        aria-labelledby="alarm-mails-title"
        value={chosen}
        onChange={(value) => void choose({ monitoring_id: monitoringId, severities: ALARM_SEVERITIES.filter((severity) => value.includes(severity)) as Severity[] })}
      >
        <Group gap="md">
          {ALARM_SEVERITIES.map((severity) => (
            <Checkbox key={severity} value={severity} label={t(`severities.${severity}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      {chosen.length === 0 && (
        <Text size="xs" c="gray.7">
          {t('notifications.none')}
        </Text>
      )}
      {choosing.error && <Alert color="red">{failureMessage(choosing.error, t('notifications.failed'))}</Alert>}
    </Stack>
  );
}
