import type { OpenAPIHono } from '@hono/zod-openapi';
import { DEVICE_KEY_HEADER } from '@/lib/schemas/monitoring-data';
import type { AppEnv } from '@/server/http/context';
import { DEVICE_KEY_SCHEME } from '@/server/http/access/classes';
import { routesOf } from '@/server/http/route';
import type { ModuleContext } from '../context';
import { registerAlarmRoutes } from './alarms-routes';
import { createBatchDetail } from './batches-detail';
import { registerBatchRoutes } from './batches-routes';
import { registerChartRoutes } from './charts-routes';
import { registerComputeRoutes } from './compute-routes';
import { registerDataRoutes } from './data-routes';
import { registerDeviceRoutes } from './devices-routes';
import { registerEvidenceSettingsRoutes } from './evidence-settings-routes';
import { createEvidenceSettingsService } from './evidence-settings-service';
import { createFleetService } from './fleet-service';
import { registerFleetRoutes } from './fleet-routes';
import { registerFormRoutes } from './forms-routes';
import { registerLiveRoutes } from './live-routes';
import { createPlanVsActualService } from './plan-vs-actual-service';
import { mqttSettingsFromEnv } from './mqtt-ingestion';
import { registerReactorRoutes } from './reactor-routes';
import { registerSiteRoutes } from './setup-routes';
import { monitoringRecords } from './record-guards';
import { createMonitoringServices } from './service';

/** The security scheme of the ingestion route (the `device-key` class): a device key, no user. */
export { DEVICE_KEY_SCHEME };

export function registerMonitoringRoutes(
  app: OpenAPIHono<AppEnv>,
  context: Pick<ModuleContext, 'db' | 'guards' | 'notifications' | 'logger' | 'mail' | 'settings' | 'users'>,
): void {
  app.openAPIRegistry.registerComponent('securitySchemes', DEVICE_KEY_SCHEME, {
    type: 'apiKey',
    in: 'header',
    name: DEVICE_KEY_HEADER,
    description: 'The key of a monitoring device, given once when the device is created or its key rotated',
  });
  const user = routesOf({ tag: 'Monitoring', guards: context.guards });
  const records = monitoringRecords(context.db);

  const services = createMonitoringServices(context.db, { ...context, mqtt: mqttSettingsFromEnv(process.env) });

  registerSiteRoutes(app, user, services.sites, records);
  registerReactorRoutes(app, user, services.reactors, services.devices, records);
  registerDataRoutes(app, { device: user, user }, { ingestion: services.ingestion, measurements: services.measurements, corrections: services.corrections }, records);
  registerDeviceRoutes(app, user, services.devices, records);
  registerAlarmRoutes(app, user, services.alarms, records);
  registerComputeRoutes(app, user, services.compute, records);
  registerFormRoutes(app, user, services.forms, records);
  registerChartRoutes(app, user, services.charts, records);
  registerLiveRoutes(app, user, services.live, records);
  registerFleetRoutes(app, user, createFleetService(context.db));
  registerBatchRoutes(app, user, services.batches, createBatchDetail(context.db, services.batches), records);
  registerEvidenceSettingsRoutes(app, user, createEvidenceSettingsService(context.db), createPlanVsActualService(context.db, services.compute), records);
}
