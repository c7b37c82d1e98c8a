import { useGetSitesQuery } from '@/store/deferred/monitoring';

/** The time zone of a reactor's site (undefined while the sites load). */
export function useSiteZone(reactor: { monitoring_id: string; site_id: string } | undefined): string | undefined {
  const sites = useGetSitesQuery(reactor?.monitoring_id ?? '', { skip: !reactor });
  return sites.data?.find((site) => site.id === reactor?.site_id)?.time_zone;
}
