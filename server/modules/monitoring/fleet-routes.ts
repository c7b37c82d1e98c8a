import type { OpenAPIHono } from '@hono/zod-openapi';
import { MONITORING_FLEET_ROUTES } from '@/lib/api/routes';
import { fleetAlarmListSchema, fleetSchema } from '@/lib/schemas/monitoring-fleet';
import type { AppEnv } from '@/server/http/context';
import { currentUser } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import type { FleetService } from './fleet-service';
import type { MonitoringRoute } from './route-declarer';

/** `/monitoring/fleet` and `/monitoring/fleet/alarms`: what the caller may read, across their plants. */
export function registerFleetRoutes(app: OpenAPIHono<AppEnv>, route: MonitoringRoute, fleet: FleetService): void {
  app.openapi(
    route({
      operationId: 'getMonitoringFleet',
      access: 'signed-in',
      method: 'get',
      path: MONITORING_FLEET_ROUTES.fleet,
      summary: 'Every reactor you may read, at a glance',
      description:
        'The reactors of the projects the caller owns or was invited to, each with its site (name, time zone), online or silent (silent once ' +
        'no parameter reported within three of its expected intervals), the newest reading of each parameter (removed ones left out) and ' +
        'its alarm counts: not yet acknowledged, and active by severity. An access key opens no project here.',
      responses: { 200: { description: 'The fleet', content: json(fleetSchema) }, ...errorResponses(401, 425) },
    }),
    async (c) => c.json(await fleet.fleet(currentUser(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'listMonitoringFleetAlarms',
      access: 'signed-in',
      method: 'get',
      path: MONITORING_FLEET_ROUTES.alarms,
      summary: 'The alarms inbox across your plants',
      description:
        'The alarms of the active list (all but those both cleared and acknowledged) of every reactor the caller may read, as for ' +
        '`/monitoring/fleet`: unacknowledged first, then by severity, newest first; at most 200.',
      responses: { 200: { description: 'The alarms', content: json(fleetAlarmListSchema) }, ...errorResponses(401, 425) },
    }),
    async (c) => c.json(await fleet.alarms(currentUser(c), c.get('language')), 200),
  );
}
