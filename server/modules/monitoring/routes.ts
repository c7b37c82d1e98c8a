import type { OpenAPIHono } from '@hono/zod-openapi';
import { DEVICE_KEY_HEADER } from '@/lib/schemas/monitoring-data';
import type { AppEnv } from '@/server/http/context';
import { API_KEY_SCHEME, signedIn } from '@/server/http/openapi';
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

/** The security scheme of the ingestion route: a device key, no user. */
export const DEVICE_KEY_SCHEME = 'deviceKey';

export type MonitoringRoute = ReturnType<typeof routesOf>;

export function registerMonitoringRoutes(app: OpenAPIHono<AppEnv>, context: Pick<ModuleContext, 'db' | 'guards' | 'notifications' | 'logger' | 'mail' | 'settings'>): void {
  app.openAPIRegistry.registerComponent('securitySchemes', DEVICE_KEY_SCHEME, {
    type: 'apiKey',
    in: 'header',
    name: DEVICE_KEY_HEADER,
    description: 'The key of a monitoring device, given once when the device is created or its key rotated',
  });
  const user = routesOf({ tag: 'Monitoring', security: signedIn, middleware: [context.guards.requireUser()] });
  const device = routesOf({ tag: 'Monitoring', security: [{ [DEVICE_KEY_SCHEME]: [], [API_KEY_SCHEME]: [] }] });

  registerSiteRoutes(app, user, createSitesService(context.db));
  registerReactorRoutes(app, user, createReactorsService(context.db), createDevicesService(context.db));
  const evaluator = createAlarmEvaluator(context.db, { mail: context.mail, logger: context.logger });
  const afterStore = alarmsAfterStore(evaluator, context.logger);
  const ingestion = createIngestionService(context.db, { afterStore });
  registerDataRoutes(app, { device, user }, { ingestion, measurements: createMeasurementsService(context.db) });
  registerAlarmRoutes(app, user, createAlarmsService(context.db, evaluator));
  registerComputeRoutes(app, user, createComputeService(context.db));
  registerFormRoutes(app, user, createFormsService(context.db, { afterStore }));
  registerChartRoutes(app, user, createChartsService(context.db));
  registerLiveRoutes(app, user, createLiveService(context.db, createLiveHub(context.notifications, context.logger)));
}
