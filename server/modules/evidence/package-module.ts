import type { OpenAPIHono } from '@hono/zod-openapi';
import { MONITORING_PACKAGE_ROUTES } from '@/lib/api/routes';
import type { AppEnv } from '@/server/http/context';
import { inQuery } from '@/server/http/access/record';
import { routesOf } from '@/server/http/route';
import type { ModuleContext } from '../context';
import { findMonitoring } from '@/server/modules/monitoring/public';
import { projectRecords } from '@/server/modules/projects/public';
import { createPackageDownloads } from './package-download';
import { registerPackageRoutes } from './package-routes';
import { registerTrailRoutes } from './trail-routes';
import { createTrailService, MONITORING_NOT_FOUND } from './trail-service';
import { createVerifyService } from './verify-service';

/** The package track's routes (issue 22 items 8 and 9): the monitoring trail, the check of the files, the verifier package. */
export function registerMonitoringPackageRoutes(app: OpenAPIHono<AppEnv>, context: Pick<ModuleContext, 'db' | 'guards' | 'storage' | 'logger' | 'settings'>): void {
  const route = routesOf({ tag: 'Monitoring', guards: context.guards });
  const monitoring = projectRecords(context.db).through('monitoring', inQuery('monitoring_id'), async (db, id) => (await findMonitoring(db, id))?.projectId, MONITORING_NOT_FOUND);
  registerTrailRoutes(app, route, { trail: createTrailService(context.db, context.storage), verify: createVerifyService(context.db, context.storage) }, monitoring);
  registerPackageRoutes(
    app,
    route,
    createPackageDownloads({
      db: context.db,
      storage: context.storage,
      logger: context.logger,
      publicKeyUrl: `${context.settings.appOrigin}/api${MONITORING_PACKAGE_ROUTES.packageKey}`,
    }),
    monitoring,
  );
}
