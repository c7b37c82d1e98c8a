/**
 * Server only: the first data of the monitoring application's pages (docs/requirements.md ), read
 * in-process with the request's token, so that the status tiles (and the navigation's count) are in the first paint.
 */
import { MONITORING_FLEET_ROUTES } from '@/lib/api/routes';
import type { PageData } from './page-data';
import { entriesOf, prefetch } from './prefetch';

/** The fleet at a glance, and with `alarms` the inbox across plants too. */
export async function fleetPageData(headers: Record<string, string>, alarms = false): Promise<PageData> {
  const answers = await Promise.all([
    prefetch(headers, { endpointName: 'getFleet', route: MONITORING_FLEET_ROUTES.fleet }),
    ...(alarms ? [prefetch(headers, { endpointName: 'getFleetAlarms', route: MONITORING_FLEET_ROUTES.alarms })] : []),
  ]);
  return { missing: false, prefetched: entriesOf(answers) };
}
