import type { OpenAPIHono } from '@hono/zod-openapi';
import { MONITORING_SETUP_ROUTES } from '@/lib/api/routes';
import { deviceBatchesQuerySchema, deviceBatchListSchema } from '@/lib/schemas/monitoring-data';
import type { AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { ACCESS_KEY_NOTE, callerOf } from '@/server/modules/projects/public';
import type { DevicesService } from './devices-service';
import type { MonitoringRecords } from './record-guards';
import type { MonitoringRoute } from './route-declarer';

/** `/monitoring/reactor/devices/batches`: what became of a device's last batches. */
export function registerDeviceRoutes(app: OpenAPIHono<AppEnv>, route: MonitoringRoute, devices: DevicesService, records: MonitoringRecords): void {
  app.openapi(
    route({
      operationId: 'listDeviceBatches',
      access: 'project-read',
      record: records.device('query'),
      method: 'get',
      path: MONITORING_SETUP_ROUTES.deviceBatches,
      summary: 'A device’s last batches',
      description:
        'The last 20 batches the device sent (over HTTP or MQTT), the newest first: when, how many readings were received, accepted, ' +
        'duplicates and refused, and the first refusals with their reasons. Anyone with access to the project; anyone else gets 404.' +
        ACCESS_KEY_NOTE,
      request: { query: deviceBatchesQuerySchema },
      responses: { 200: { description: 'The batches', content: json(deviceBatchListSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await devices.batches(c.req.valid('query').device_id, callerOf(c)), 200),
  );
}
