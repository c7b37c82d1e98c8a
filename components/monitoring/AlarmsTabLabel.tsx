import { Badge, Group } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { Reactor } from '@/lib/schemas/monitoring';
import { useGetAlarmSummaryQuery } from '@/store/deferred/monitoring-alarms';

/**
 * The alarms tab's label: "Alarms", and how many of the reactor's alarms no one acknowledged yet, fresh
 * whenever its alarms are (an answer, a live event).
 */
export function AlarmsTabLabel({ reactor }: { reactor: Pick<Reactor, 'id' | 'monitoring_id'> }) {
  const t = useTranslations('monitoring');
  const summary = useGetAlarmSummaryQuery(reactor.monitoring_id);
  const count = summary.data?.find((row) => row.reactor_id === reactor.id)?.unacknowledged.total ?? 0;
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <span>{t('tabs.alarms')}</span>
      {count > 0 && (
        <Badge size="sm" color="red" circle={count < 10} aria-label={t('alarms.toAcknowledge', { count })}>
          {count}
        </Badge>
      )}
    </Group>
  );
}
