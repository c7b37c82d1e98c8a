import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { Alarm } from '@/lib/schemas/monitoring-alarms';
import type { Parameter } from '@/lib/schemas/monitoring';
import { AlarmSeverityBadge, AlarmStateBadge } from './AlarmSeverityBadge';

export interface AlarmItemProps {
  alarm: Alarm;
  parameter: Parameter | undefined;
  canManage: boolean;
  busy: boolean;
  /** The alarm a link named (`?alarm=<id>`): picked out. */
  highlighted?: boolean;
  /** An instant in the screen's zone. */
  when: (iso: string) => string;
  onAnswer: (action: 'acknowledge' | 'clear', note: string) => void;
}

/** One alarm: its severity, where it stands, what happened, and (for those who manage) acknowledge with a note, or clear. */
export function AlarmItem({ alarm, parameter, canManage, busy, highlighted = false, when, onAnswer }: AlarmItemProps) {
  const t = useTranslations('monitoring.alarms');
  const [note, setNote] = useState('');
  const state = t(`states.${alarm.state}`);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="li"
      id={`alarm-${alarm.id}`}
      aria-current={highlighted ? 'true' : undefined}
      style={highlighted ? { outline: '3px solid var(--mantine-color-blue-6)', outlineOffset: 2 } : undefined}
      aria-label={t('itemLabel', { parameter: parameter?.name ?? '', severity: t(`severities.${alarm.severity}`), state })}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <AlarmSeverityBadge severity={alarm.severity} />
            <AlarmStateBadge state={alarm.state} />
            <Text fw={600}>{parameter ? `${parameter.name} · ${t(`kinds.${alarm.kind}`)}` : t(`kinds.${alarm.kind}`)}</Text>
          </Group>
          <Text size="xs" c="gray.7">
            {t('raisedAt', { time: when(alarm.raised_at) })}
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
        {alarm.escalated_at && (
          <Text size="xs" c="gray.7">
            {t('escalatedAt', { time: when(alarm.escalated_at) })}
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
