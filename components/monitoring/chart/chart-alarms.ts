import type { Alarm } from '@/lib/schemas/monitoring-alarms';
import type { ChartSeries } from '@/lib/schemas/monitoring-charts';
import type { Window } from './period';

/**
 * The alarms a chart counts and marks: those of the parameters drawn that were active at some moment of the
 * period shown (an alarm still active runs to now), and the times (seconds) of those that started within it.
 */
export function alarmsIn(
  alarms: readonly Pick<Alarm, 'parameter_id' | 'triggered_at' | 'cleared_at'>[],
  shown: Window,
  series: readonly Pick<ChartSeries, 'parameter_id'>[],
  now = Date.now(),
) {
  const drawn = new Set(series.map((each) => each.parameter_id));
  const during = alarms.filter((alarm) => {
    const start = Date.parse(alarm.triggered_at);
    const end = alarm.cleared_at ? Date.parse(alarm.cleared_at) : Math.max(now, start);
    return drawn.has(alarm.parameter_id) && start <= shown.to && end >= shown.from;
  });
  const times = during
    .map((alarm) => Date.parse(alarm.triggered_at))
    .filter((time) => time >= shown.from && time <= shown.to)
    .map((time) => time / 1000);
  return { count: during.length, times };
}
