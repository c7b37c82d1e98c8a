import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Select } from '@/components/ui/Select';
import { useTranslations } from 'next-intl';
import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { ALARM_SEVERITIES } from '@/lib/schemas/monitoring-alarm-constants';
import type { AlarmRule } from '@/lib/schemas/monitoring-alarms';
import { useChangeAlarmRuleMutation, useRemoveAlarmRuleMutation } from '@/store/api/monitoring-reactor';
import { AlarmSeverityBadge } from './AlarmSeverityBadge';
import classes from './Monitoring.module.css';

const DAY_MS = 86_400_000;

export interface AlarmRuleItemProps {
  rule: AlarmRule;
  reactorId: string;
  parameterName: string;
  canManage: boolean;
  /** The time now, once per screen (silences are compared with it). */
  now: number;
  /** An instant in the screen's zone. */
  when: (iso: string) => string;
}

/** One rule: what it watches, its severity (changed in place), where it comes from, on or off, silenced, removed after asking. */
export function AlarmRuleItem({ rule, reactorId, parameterName, canManage, now, when }: AlarmRuleItemProps) {
  const t = useTranslations('monitoring.rules');
  const severities = useTranslations('monitoring.alarms.severities');
  const [change] = useChangeAlarmRuleMutation();
  const [remove, removing] = useRemoveAlarmRuleMutation();
  const [confirming, setConfirming] = useState(false);
  const silenced = rule.silenced_until !== null && Date.parse(rule.silenced_until) > now;
  const describe = () => {
    if (rule.kind === 'rate_of_change') return t('describeRate', { rate: rule.max_rate_per_min ?? 0 });
    if (rule.kind === 'silent') return t('describeSilent', { seconds: rule.duration_s });
    if (rule.min === null && rule.max === null) return t('describeNormal', { seconds: rule.duration_s });
    return t('describeRange', { min: rule.min ?? t('normal'), max: rule.max ?? t('normal'), seconds: rule.duration_s });
  };
  const escalation = t('describeEscalation', { minutes: Math.round((rule.escalation_delay_s ?? 0) / 60) });
  const set = (changes: Partial<Pick<AlarmRule, 'enabled' | 'severity' | 'silenced_until'>>) => void change({ reactor_id: reactorId, rule_id: rule.id, ...changes });

  return (
    <li className={classes.row}>
      <Stack gap={2}>
        <Group gap="xs">
          <Text fw={600}>{`${parameterName} · ${t(`kinds.${rule.kind}`)}`}</Text>
          {!canManage && <AlarmSeverityBadge severity={rule.severity} />}
          {rule.origin === 'normal_range' && <Badge variant="outline">{t('fromNormalRange')}</Badge>}
          {!rule.enabled && <Badge color="gray">{t('off')}</Badge>}
          {silenced && <Badge color="gray">{t('silencedUntil', { time: when(rule.silenced_until!) })}</Badge>}
        </Group>
        <Text size="xs" c="gray.7">{`${describe()} · ${escalation}`}</Text>
      </Stack>
      {canManage && (
        <Group gap="xs">
          <Select
            size="xs"
            w={140}
            aria-label={t('changeSeverity')}
            data={ALARM_SEVERITIES.map((value) => ({ value, label: severities(value) }))}
            value={rule.severity}
            onChange={(value) => value && set({ severity: value as AlarmRule['severity'] })}
            allowDeselect={false}
          />
          <Button size="xs" variant="default" onClick={() => set({ enabled: !rule.enabled })}>
            {rule.enabled ? t('disable') : t('enable')}
          </Button>
          <Button size="xs" variant="default" onClick={() => set({ silenced_until: silenced ? null : new Date(Date.now() + DAY_MS).toISOString() })}>
            {silenced ? t('unsilence') : t('silence')}
          </Button>
          <Button size="xs" variant="light" color="red" onClick={() => setConfirming(true)}>
            {t('remove')}
          </Button>
          <ConfirmModal
            opened={confirming}
            onClose={() => setConfirming(false)}
            title={t('removeTitle', { name: parameterName })}
            body={t('removeBody')}
            confirmLabel={t('remove')}
            loading={removing.isLoading}
            onConfirm={() => void remove({ reactor_id: reactorId, rule_id: rule.id }).then(() => setConfirming(false))}
          />
        </Group>
      )}
    </li>
  );
}
