import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import type { Alarm } from '@/lib/schemas/monitoring-alarms';
import type { Parameter } from '@/lib/schemas/monitoring';

const STATE_COLOURS = { active_unacknowledged: 'red', active_acknowledged: 'orange', cleared_unacknowledged: 'yellow', cleared_acknowledged: 'gray' } as const;

export interface AlarmItemProps {
  alarm: Alarm;
  parameter: Parameter | undefined;
  canManage: boolean;
  busy: boolean;
  onAnswer: (action: 'acknowledge' | 'clear', note: string) => void;
}

/** One alarm: what happened, where it stands, and (for those who manage) acknowledge with a note, or clear. */
export function AlarmItem({ alarm, parameter, canManage, busy, onAnswer }: AlarmItemProps) {
  const t = useTranslations('monitoring.alarms');
  const format = useFormatter();
  const [note, setNote] = useState('');
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={t('itemLabel', { parameter: parameter?.name ?? '', state: t(`states.${alarm.state}`) })}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Badge color={STATE_COLOURS[alarm.state]}>{t(`states.${alarm.state}`)}</Badge>
            <Text fw={600}>{parameter ? `${parameter.name} · ${t(`kinds.${alarm.kind}`)}` : t(`kinds.${alarm.kind}`)}</Text>
          </Group>
          <Text size="xs" c="gray.7">
            {when(alarm.triggered_at)}
          </Text>
        </Group>
        <Text size="sm">{alarm.message}</Text>
        {alarm.acknowledged_at && (
          <Text size="xs" c="gray.7">
            {t('acknowledgedBy', { name: alarm.acknowledged_by?.name ?? '?', time: when(alarm.acknowledged_at) })}
            {alarm.note ? ` — “${alarm.note}”` : ''}
          </Text>
        )}
        {alarm.cleared_at && (
          <Text size="xs" c="gray.7">
            {alarm.cleared_by ? t('clearedBy', { name: alarm.cleared_by.name, time: when(alarm.cleared_at) }) : t('clearedItself', { time: when(alarm.cleared_at) })}
          </Text>
        )}
        {canManage && alarm.state !== 'cleared_acknowledged' && (
          <Stack gap="xs">
            {!alarm.acknowledged_at && (
              <Textarea label={t('note')} value={note} onChange={(event) => setNote(event.currentTarget.value)} maxLength={500} autosize minRows={1} size="sm" />
            )}
            <Group gap="xs">
              {!alarm.acknowledged_at && (
                <Button size="xs" loading={busy} onClick={() => onAnswer('acknowledge', note)}>
                  {t('acknowledge')}
                </Button>
              )}
              {!alarm.cleared_at && (
                <Button size="xs" variant="light" color="gray" loading={busy} onClick={() => onAnswer('clear', note)}>
                  {t('clear')}
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
