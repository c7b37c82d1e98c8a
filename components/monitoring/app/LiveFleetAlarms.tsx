import { FLEET_LIVE_MAX_REACTORS } from '@/lib/schemas/monitoring-fleet-constants';
import { useLiveAlarms } from '../chart/use-live-alarms';

function LiveAlarmsOf({ reactorId }: { reactorId: string }) {
  useLiveAlarms(reactorId);
  return null;
}

/**
 * Follows the alarm events of the reactors a fleet screen shows, when they are few (docs/requirements.md ): an
 * alarm change invalidates the reactor's alarms tag, which the fleet's queries provide, so the tiles, the inbox and
 * the navigation's count are read again at once. Many reactors: nothing here, the 30 s polling serves.
 */
export function LiveFleetAlarms({ reactorIds }: { reactorIds: string[] }) {
  const distinct = [...new Set(reactorIds)];
  if (distinct.length === 0 || distinct.length > FLEET_LIVE_MAX_REACTORS) return null;
  return distinct.map((id) => <LiveAlarmsOf key={id} reactorId={id} />);
}
