import type { OpenAPIHono } from '@hono/zod-openapi';
import { DEVICE_KEY_HEADER } from '@/lib/schemas/monitoring-data';
import type { AppEnv } from '@/server/http/context';
import { DEVICE_KEY_SCHEME } from '@/server/http/access/classes';
import { routesOf } from '@/server/http/route';
import type { ModuleContext } from '../context';
import { alarmsAfterStore, createAlarmEvaluator } from './alarms-evaluator';
import { registerAlarmRoutes } from './alarms-routes';
import { createAlarmsService } from './alarms-service';
import { registerChartRoutes } from './charts-routes';
import { registerComputeRoutes } from './compute-routes';
import { createComputeService } from './compute-service';
import { createChartsService } from './charts-service';
import { registerDataRoutes } from './data-routes';
import { registerFormRoutes } from './forms-routes';
import { createFormsService } from './forms-service';
import { createLiveHub } from './live-hub';
import { registerLiveRoutes } from './live-routes';
import { createLiveService } from './live-service';
import { createDevicesService } from './devices-service';
import { createIngestionService } from './ingestion-service';
import { createMeasurementsService } from './measurements-service';
import { registerReactorRoutes } from './reactor-routes';
import { createReactorsService } from './reactors-service';
import { registerSiteRoutes } from './setup-routes';
import { createSitesService } from './sites-service';
import { monitoringRecords } from './record-guards';

/** The security scheme of the ingestion route (the `device-key` class): a device key, no user. */
export { DEVICE_KEY_SCHEME };

export function registerMonitoringRoutes(app: OpenAPIHono<AppEnv>, context: Pick<ModuleContext, 'db' | 'guards' | 'notifications' | 'logger' | 'mail' | 'settings'>): void {
  app.openAPIRegistry.registerComponent('securitySchemes', DEVICE_KEY_SCHEME, {
    type: 'apiKey',
    in: 'header',
    name: DEVICE_KEY_HEADER,
    description: 'The key of a monitoring device, given once when the device is created or its key rotated',
  });
  const user = routesOf({ tag: 'Monitoring', guards: context.guards });
  const records = monitoringRecords(context.db);

  registerSiteRoutes(app, user, createSitesService(context.db), records);
  registerReactorRoutes(app, user, createReactorsService(context.db), createDevicesService(context.db), records);
  const evaluator = createAlarmEvaluator(context.db, { mail: context.mail, logger: context.logger });
  const afterStore = alarmsAfterStore(evaluator, context.logger);
  const ingestion = createIngestionService(context.db, { afterStore });
  registerDataRoutes(app, { device: user, user }, { ingestion, measurements: createMeasurementsService(context.db) }, records);
  registerAlarmRoutes(app, user, createAlarmsService(context.db, evaluator), records);
  registerComputeRoutes(app, user, createComputeService(context.db), records);
  registerFormRoutes(app, user, createFormsService(context.db, { afterStore }), records);
  registerChartRoutes(app, user, createChartsService(context.db), records);
  registerLiveRoutes(app, user, createLiveService(context.db, createLiveHub(context.notifications, context.logger)), records);
}
