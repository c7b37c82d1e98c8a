import { Badge } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ALARM_SEVERITIES } from '@/lib/schemas/monitoring-alarm-constants';

type Severity = (typeof ALARM_SEVERITIES)[number];

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
