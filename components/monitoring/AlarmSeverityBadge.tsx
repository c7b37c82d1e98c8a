import { Badge } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ALARM_SEVERITIES, ALARM_STATES } from '@/lib/schemas/monitoring-alarm-constants';

type Severity = (typeof ALARM_SEVERITIES)[number];
type State = (typeof ALARM_STATES)[number];

/** Each severity's colour; its name is always written beside (R-20.5: colour and text). */
export const SEVERITY_COLOURS: Record<Severity, string> = { critical: 'red', major: 'orange', minor: 'yellow', warning: 'blue' };

/** An alarm's (or a rule's) severity: its colour and its name. */
export function AlarmSeverityBadge({ severity }: { severity: Severity }) {
  const t = useTranslations('monitoring.alarms');
  return (
    <Badge color={SEVERITY_COLOURS[severity]} variant={severity === 'critical' ? 'filled' : 'light'} autoContrast>
      {t(`severities.${severity}`)}
    </Badge>
  );
}

/** Each of the four states' colours (R-20.5), the same on the reactor page and in the monitoring application's inbox. */
export const STATE_COLOURS: Record<State, string> = {
  active_unacknowledged: 'red',
  active_acknowledged: 'orange',
  cleared_unacknowledged: 'teal',
  cleared_acknowledged: 'gray',
};

/** Where an alarm stands: its colour and its name. */
export function AlarmStateBadge({ state }: { state: State }) {
  const t = useTranslations('monitoring.alarms');
  return (
    <Badge color={STATE_COLOURS[state]} variant="outline">
      {t(`states.${state}`)}
    </Badge>
  );
}
