import { useState } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { Reactor } from '@/lib/schemas/monitoring';
import { useGetAlarmRulesQuery } from '@/store/api/monitoring-reactor';
import { AlarmRuleForm } from './AlarmRuleForm';
import { AlarmRuleItem } from './AlarmRuleItem';
import classes from './Monitoring.module.css';
import { useClockFormat } from './time/clock';

export interface AlarmRulesPanelProps {
  reactor: Reactor;
  canManage: boolean;
}

/** The rules that raise a reactor's alarms (those its normal ranges made among them): listed, changed, added, silenced, removed. */
export function AlarmRulesPanel({ reactor, canManage }: AlarmRulesPanelProps) {
  const t = useTranslations('monitoring.rules');
  const rules = useGetAlarmRulesQuery(reactor.id);
  // the screen's one clock (the site's, or the viewer's after the switch), as the chart's.
  const { zone, dateTime: when } = useClockFormat();
  const [now] = useState(() => Date.now());
  const names = new Map(reactor.parameters.map((parameter) => [parameter.id, parameter.name]));

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="rules-title">
      <Stack gap="sm">
        <Stack gap={0}>
          <Title order={2} size="h4" id="rules-title">
            {t('title')}
          </Title>
          <Text size="xs" c="gray.7">
            {t('zoneNote', { zone })}
          </Text>
        </Stack>
        {rules.data?.length === 0 && <Text c="gray.7">{t('none')}</Text>}
        {rules.data && rules.data.length > 0 && (
          <ul className={classes.list} aria-labelledby="rules-title">
            {rules.data.map((rule) => (
              <AlarmRuleItem key={rule.id} rule={rule} reactorId={reactor.id} parameterName={names.get(rule.parameter_id) ?? ''} canManage={canManage} now={now} when={when} />
            ))}
          </ul>
        )}
        {canManage && reactor.parameters.length > 0 && <AlarmRuleForm reactor={reactor} />}
      </Stack>
    </Paper>
  );
}
