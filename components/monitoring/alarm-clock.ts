import { useFormatter } from 'next-intl';
import type { Reactor } from '@/lib/schemas/monitoring';
import { useGetSitesQuery } from '@/store/api/monitoring';
import { browserTimeZone } from './time-zones';

/**
 * The one zone a reactor's alarm times are shown in (docs/requirements.md ): the screen's when it gives one,
 * else the reactor's site's; the screen names it. `when` formats an instant there, in the reader's language.
 */
export function useAlarmClock(reactor: Pick<Reactor, 'monitoring_id' | 'site_id'>, timeZone?: string) {
  const format = useFormatter();
  const sites = useGetSitesQuery(reactor.monitoring_id, { skip: Boolean(timeZone) });
  const zone = timeZone ?? sites.data?.find((site) => site.id === reactor.site_id)?.time_zone ?? browserTimeZone();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
  return { zone, when };
}
