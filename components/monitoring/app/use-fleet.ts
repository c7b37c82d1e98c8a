import { useShared } from '@/components/providers/SharedContext';
import { FLEET_REFRESH_MS } from '@/lib/schemas/monitoring-fleet-constants';
import { useGetFleetAlarmsQuery, useGetFleetQuery } from '@/store/api/monitoring-fleet';

/**
 * The fleet of the signed-in user, asked again every 30 seconds while a screen shows it (docs/requirements.md,
 * ); nothing is asked for a visitor.
 */
export function useFleet() {
  const { me } = useShared();
  return useGetFleetQuery(undefined, { skip: !me, pollingInterval: FLEET_REFRESH_MS, skipPollingIfUnfocused: true });
}

/** The alarms inbox across plants, refreshed as the fleet is. */
export function useFleetAlarms() {
  const { me } = useShared();
  return useGetFleetAlarmsQuery(undefined, { skip: !me, pollingInterval: FLEET_REFRESH_MS, skipPollingIfUnfocused: true });
}
