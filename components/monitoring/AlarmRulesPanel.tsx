import { useState } from 'react';
import { Alert, Badge, Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import type { Reactor } from '@/lib/schemas/monitoring';
import { ALARM_RULE_KINDS } from '@/lib/schemas/monitoring-alarm-constants';
import type { AlarmRule } from '@/lib/schemas/monitoring-alarms';
import { useAddAlarmRuleMutation, useChangeAlarmRuleMutation, useGetAlarmRulesQuery, useRemoveAlarmRuleMutation } from '@/store/api/monitoring-reactor';
import classes from './Monitoring.module.css';

type Kind = AlarmRule['kind'];
const numberOrNull = (value: string | number) => (typeof value === 'number' ? value : null);
const DAY_MS = 86_400_000;

/** The rules that raise a reactor's alarms: listed, added, silenced for a day, removed. */
export function AlarmRulesPanel({ reactor, canManage }: { reactor: Reactor; canManage: boolean }) {
  const t = useTranslations('monitoring.rules');
  const format = useFormatter();
  const rules = useGetAlarmRulesQuery(reactor.id);
  const [add, adding] = useAddAlarmRuleMutation();
  const [change] = useChangeAlarmRuleMutation();
  const [remove] = useRemoveAlarmRuleMutation();
  const [parameterId, setParameterId] = useState<string | null>(null);
  const [kind, setKind] = useState<Kind>('out_of_range');
  const [min, setMin] = useState<string | number>('');
  const [max, setMax] = useState<string | number>('');
  const [duration, setDuration] = useState<string | number>(0);
  const [rate, setRate] = useState<string | number>('');
  const [now] = useState(() => Date.now());
  const parameter = reactor.parameters.find((each) => each.id === parameterId)?.id ?? reactor.parameters[0]?.id ?? null;
  const names = new Map(reactor.parameters.map((parameter) => [parameter.id, parameter.name]));

  const submit = async () => {
    if (!parameter) return;
    await add({
      reactor_id: reactor.id,
      parameter_id: parameter,
      kind,
      min: kind === 'out_of_range' ? numberOrNull(min) : null,
      max: kind === 'out_of_range' ? numberOrNull(max) : null,
      duration_s: typeof duration === 'number' ? duration : 0,
      max_rate_per_min: kind === 'rate_of_change' ? numberOrNull(rate) : null,
    });
  };
  const describe = (rule: AlarmRule) => {
    if (rule.kind === 'rate_of_change') return t('describeRate', { rate: rule.max_rate_per_min ?? 0 });
    if (rule.kind === 'silent') return t('describeSilent', { seconds: rule.duration_s });
    if (rule.min === null && rule.max === null) return t('describeNormal', { seconds: rule.duration_s });
    return t('describeRange', { min: rule.min ?? t('normal'), max: rule.max ?? t('normal'), seconds: rule.duration_s });
  };
  const silenced = (rule: AlarmRule) => rule.silenced_until !== null && Date.parse(rule.silenced_until) > now;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="rules-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="rules-title">
          {t('title')}
        </Title>
        {rules.data?.length === 0 && <Text c="gray.7">{t('none')}</Text>}
        {rules.data && rules.data.length > 0 && (
          <ul className={classes.list} aria-labelledby="rules-title">
            {rules.data.map((rule) => (
              <li key={rule.id} className={classes.row}>
                <Stack gap={0}>
                  <Text fw={600}>{`${names.get(rule.parameter_id) ?? ''} · ${t(`kinds.${rule.kind}`)}`}</Text>
                  <Text size="xs" c="gray.7">
                    {describe(rule)}
                  </Text>
                </Stack>
                {silenced(rule) && (
                  <Badge color="gray">{t('silencedUntil', { time: format.dateTime(new Date(rule.silenced_until!), { dateStyle: 'short', timeStyle: 'short' }) })}</Badge>
                )}
                {canManage && (
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => void change({ reactor_id: reactor.id, rule_id: rule.id, silenced_until: silenced(rule) ? null : new Date(Date.now() + DAY_MS).toISOString() })}
                    >
                      {silenced(rule) ? t('unsilence') : t('silence')}
                    </Button>
                    <Button size="xs" variant="light" color="red" onClick={() => void remove({ reactor_id: reactor.id, rule_id: rule.id })}>
                      {t('remove')}
                    </Button>
                  </Group>
                )}
              </li>
            ))}
          </ul>
        )}
        {canManage && reactor.parameters.length > 0 && (
          <form aria-label={t('new')} onSubmit={(event) => (event.preventDefault(), void submit())}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <Select
                  label={t('parameter')}
                  data={reactor.parameters.map((p) => ({ value: p.id, label: p.name }))}
                  value={parameter}
                  onChange={setParameterId}
                  allowDeselect={false}
                />
                <Select
                  label={t('kind')}
                  data={ALARM_RULE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
                  value={kind}
                  onChange={(value) => setKind((value ?? 'out_of_range') as Kind)}
                  allowDeselect={false}
                />
                <NumberInput label={t('duration')} value={duration} onChange={setDuration} min={0} allowDecimal={false} hideControls />
                {kind === 'out_of_range' && <NumberInput label={t('min')} description={t('normalDefault')} value={min} onChange={setMin} hideControls />}
                {kind === 'out_of_range' && <NumberInput label={t('max')} description={t('normalDefault')} value={max} onChange={setMax} hideControls />}
                {kind === 'rate_of_change' && <NumberInput label={t('rate')} value={rate} onChange={setRate} min={0} hideControls required />}
              </SimpleGrid>
              {adding.error && <Alert color="red">{failureMessage(adding.error, t('failed'))}</Alert>}
              <Group justify="flex-end">
                <Button type="submit" loading={adding.isLoading} disabled={!parameter}>
                  {t('add')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
