import { MONITORING_FLEET_ROUTES } from '@/lib/api/routes';
import type { Fleet, FleetAlarm } from '@/lib/schemas/monitoring-fleet';
import { api } from './index';
import { reactorTag } from './monitoring-reactor';
import { schemaModule } from './lazy-schema';

/** The fleet's schemas, loaded with the fleet's screens. */
const fleetSchemas = schemaModule(() => import('@/lib/schemas/monitoring-fleet'));

const FLEET_TAG = { type: 'Monitoring' as const, id: 'fleet' };

/** `/monitoring/fleet` (every reactor at a glance) and `/monitoring/fleet/alarms` (the inbox across plants). */
export const monitoringFleetApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFleet: build.query<Fleet, void>({
      query: () => ({ url: MONITORING_FLEET_ROUTES.fleet, schemas: fleetSchemas }),
      responseSchema: fleetSchemas.response((schemas) => schemas.fleetSchema),
      // Each reactor's alarms tag too: a live alarm event of a reactor shown (useLiveAlarms) reads the counts again.
      providesTags: (result) => [FLEET_TAG, ...(result?.reactors ?? []).map((reactor) => reactorTag.alarms(reactor.id))],
    }),
    getFleetAlarms: build.query<FleetAlarm[], void>({
      query: () => ({ url: MONITORING_FLEET_ROUTES.alarms, schemas: fleetSchemas }),
      responseSchema: fleetSchemas.response((schemas) => schemas.fleetAlarmListSchema),
      providesTags: (result) => [FLEET_TAG, ...(result ?? []).map((alarm) => reactorTag.alarms(alarm.reactor_id))],
    }),
  }),
});

export const { useGetFleetQuery, useGetFleetAlarmsQuery } = monitoringFleetApi;
