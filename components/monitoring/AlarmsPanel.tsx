import { useState } from 'react';
import { Alert, Paper, SegmentedControl, Skeleton, Stack, Text, Title, Group } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import type { Reactor } from '@/lib/schemas/monitoring';
import { useAnswerAlarmMutation, useGetAlarmsQuery } from '@/store/api/monitoring-reactor';
import { AlarmItem } from './AlarmItem';
import classes from './Monitoring.module.css';

/** A reactor's alarms, active or the whole history, answered in place. */
export function AlarmsPanel({ reactor, canManage }: { reactor: Reactor; canManage: boolean }) {
  const t = useTranslations('monitoring.alarms');
  const [state, setState] = useState<'active' | 'all'>('active');
  const alarms = useGetAlarmsQuery({ reactor_id: reactor.id, state });
  const [answer, answering] = useAnswerAlarmMutation();
  const parameters = new Map(reactor.parameters.map((parameter) => [parameter.id, parameter]));
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="alarms-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="alarms-title">
            {t('title')}
          </Title>
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
        {alarms.isLoading && <Skeleton height={80} radius="md" />}
        {alarms.error && <Alert color="red">{failureMessage(alarms.error, t('loadFailed'))}</Alert>}
        {answering.error && <Alert color="red">{failureMessage(answering.error, t('answerFailed'))}</Alert>}
        {alarms.data?.length === 0 && <Text c="gray.7">{state === 'active' ? t('noneActive') : t('none')}</Text>}
        {alarms.data && alarms.data.length > 0 && (
          <ul className={classes.list} aria-labelledby="alarms-title">
            {alarms.data.map((alarm) => (
              <AlarmItem
                key={alarm.id}
                alarm={alarm}
                parameter={parameters.get(alarm.parameter_id)}
                canManage={canManage}
                busy={answering.isLoading && answering.originalArgs?.alarm_id === alarm.id}
                onAnswer={(action, note) => void answer({ alarm_id: alarm.id, action, reactor_id: reactor.id, ...(note.trim() ? { note: note.trim() } : {}) })}
              />
            ))}
          </ul>
        )}
      </Stack>
    </Paper>
  );
}
