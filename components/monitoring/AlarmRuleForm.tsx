import { useState } from 'react';
import { Alert, Button, Group, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { Select } from '@/components/ui/Select';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import type { Reactor } from '@/lib/schemas/monitoring';
import { ALARM_RULE_KINDS, ALARM_SEVERITIES } from '@/lib/schemas/monitoring-alarm-constants';
import type { AlarmRule } from '@/lib/schemas/monitoring-alarms';
import { useAddAlarmRuleMutation } from '@/store/api/monitoring-reactor';

type Kind = AlarmRule['kind'];
type Severity = AlarmRule['severity'];
const numberOrNull = (value: string | number) => (typeof value === 'number' ? value : null);

/** A new rule on one of the reactor's parameters, with its severity and, if not its severity's, its escalation delay. */
export function AlarmRuleForm({ reactor }: { reactor: Reactor }) {
  const t = useTranslations('monitoring.rules');
  const severities = useTranslations('monitoring.alarms.severities');
  const [add, adding] = useAddAlarmRuleMutation();
  const [parameterId, setParameterId] = useState<string | null>(null);
  const [kind, setKind] = useState<Kind>('out_of_range');
  const [severity, setSeverity] = useState<Severity>('major');
  const [min, setMin] = useState<string | number>('');
  const [max, setMax] = useState<string | number>('');
  const [duration, setDuration] = useState<string | number>(0);
  const [rate, setRate] = useState<string | number>('');
  const [escalation, setEscalation] = useState<string | number>('');
  const parameter = reactor.parameters.find((each) => each.id === parameterId)?.id ?? reactor.parameters[0]?.id ?? null;

  const submit = async () => {
    if (!parameter) return;
    await add({
      reactor_id: reactor.id,
      parameter_id: parameter,
      kind,
      severity,
      min: kind === 'out_of_range' ? numberOrNull(min) : null,
      max: kind === 'out_of_range' ? numberOrNull(max) : null,
      duration_s: typeof duration === 'number' ? duration : 0,
      max_rate_per_min: kind === 'rate_of_change' ? numberOrNull(rate) : null,
      ...(typeof escalation === 'number' ? { escalation_delay_s: escalation * 60 } : {}),
    });
  };

  return (
    <form aria-label={t('new')} onSubmit={(event) => (event.preventDefault(), void submit())}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select label={t('parameter')} data={reactor.parameters.map((p) => ({ value: p.id, label: p.name }))} value={parameter} onChange={setParameterId} allowDeselect={false} />
          <Select
            label={t('kind')}
            data={ALARM_RULE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
            value={kind}
            onChange={(value) => setKind((value ?? 'out_of_range') as Kind)}
            allowDeselect={false}
          />
          <Select
            label={t('severity')}
            data={ALARM_SEVERITIES.map((value) => ({ value, label: severities(value) }))}
            value={severity}
            onChange={(value) => setSeverity((value ?? 'major') as Severity)}
            allowDeselect={false}
          />
          <NumberInput label={t('duration')} value={duration} onChange={setDuration} min={0} allowDecimal={false} hideControls />
          <NumberInput label={t('escalation')} description={t('escalationDefault')} value={escalation} onChange={setEscalation} min={1} allowDecimal={false} hideControls />
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
  );
}
