import { useEffect, useState } from 'react';
import { Alert, Button, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useRouter } from 'next/compat/router';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import type { Reactor } from '@/lib/schemas/monitoring';
import { useAcknowledgeClearedMutation } from '@/store/api/monitoring-alarms';
import { useAnswerAlarmMutation, useGetAlarmsQuery } from '@/store/api/monitoring-reactor';
import { AlarmItem } from './AlarmItem';
import { AlarmNotificationSettings } from './AlarmNotificationSettings';
import classes from './Monitoring.module.css';
import { useClockFormat } from './time/clock';

export interface AlarmsPanelProps {
  reactor: Reactor;
  canManage: boolean;
}

/**
 * A reactor's alarms, active (every one not both back to normal and acknowledged) or the whole history,
 * answered in place; the alarm a link names (`?alarm=<id>`, R-20.7) is shown and picked out.
 */
export function AlarmsPanel({ reactor, canManage }: AlarmsPanelProps) {
  const t = useTranslations('monitoring.alarms');
  const router = useRouter();
  const named = typeof router?.query.alarm === 'string' ? router.query.alarm : undefined;
  const [chosen, setState] = useState<'active' | 'all' | null>(null);
  const active = useGetAlarmsQuery({ reactor_id: reactor.id, state: 'active' });
  // The alarm named is history: look for it there, unless the reader chose a list.
  const state = chosen ?? (named && active.data && !active.data.some((alarm) => alarm.id === named) ? 'all' : 'active');
  const alarms = useGetAlarmsQuery({ reactor_id: reactor.id, state });
  const [answer, answering] = useAnswerAlarmMutation();
  const [acknowledgeAll, acknowledgingAll] = useAcknowledgeClearedMutation();
  // the screen's one clock (the site's, or the viewer's after the switch), as the chart's.
  const { zone, dateTime: when } = useClockFormat();
  const parameters = new Map(reactor.parameters.map((parameter) => [parameter.id, parameter]));
  const backToNormal = alarms.data?.filter((alarm) => alarm.state === 'cleared_unacknowledged').length ?? 0;
  const found = Boolean(named && alarms.data?.some((alarm) => alarm.id === named));

  useEffect(() => {
    if (found && named) document.getElementById(`alarm-${named}`)?.scrollIntoView?.({ block: 'center' });
  }, [found, named]);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="alarms-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Stack gap={0}>
            <Title order={2} size="h4" id="alarms-title">
              {t('title')}
            </Title>
            <Text size="xs" c="gray.7">
              {t('timesIn', { zone })}
            </Text>
          </Stack>
          <SegmentedControl
            size="xs"
            aria-label={t('show')}
            value={state}
            onChange={(value) => setState(value as 'active' | 'all')}
            data={[
              { value: 'active', label: t('active') },
              { value: 'all', label: t('history') },
            ]}
          />
        </Group>
        {canManage && state === 'active' && backToNormal > 0 && (
          <Group justify="flex-end">
            <Button size="xs" variant="light" loading={acknowledgingAll.isLoading} onClick={() => void acknowledgeAll({ reactor_id: reactor.id })}>
              {t('acknowledgeAll', { count: backToNormal })}
            </Button>
          </Group>
        )}
        {alarms.isLoading && <Skeleton height={80} radius="md" />}
        {alarms.error && <Alert color="red">{failureMessage(alarms.error, t('loadFailed'))}</Alert>}
        {answering.error && <Alert color="red">{failureMessage(answering.error, t('answerFailed'))}</Alert>}
        {acknowledgingAll.error && <Alert color="red">{failureMessage(acknowledgingAll.error, t('answerFailed'))}</Alert>}
        {alarms.data?.length === 0 && <Text c="gray.7">{state === 'active' ? t('noneActive') : t('none')}</Text>}
        {alarms.data && alarms.data.length > 0 && (
          <ul className={classes.list} aria-labelledby="alarms-title">
            {alarms.data.map((alarm) => (
              <AlarmItem
                key={alarm.id}
                alarm={alarm}
                parameter={parameters.get(alarm.parameter_id)}
                canManage={canManage}
                highlighted={alarm.id === named}
                when={when}
                busy={answering.isLoading && answering.originalArgs?.alarm_id === alarm.id}
                onAnswer={(action, note) => void answer({ alarm_id: alarm.id, action, reactor_id: reactor.id, ...(note.trim() ? { note: note.trim() } : {}) })}
              />
            ))}
          </ul>
        )}
        <AlarmNotificationSettings monitoringId={reactor.monitoring_id} />
      </Stack>
    </Paper>
  );
}
