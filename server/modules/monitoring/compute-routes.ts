import type { OpenAPIHono } from '@hono/zod-openapi';
import { MONITORING_ROUTES } from '@/lib/api/routes';
import { computeQuerySchema, kpisSchema, MAX_MEAN_MOISTURE_PERCENT, MAX_MOISTURE_PERCENT, MIN_PYROLYSIS_TEMPERATURE_C } from '@/lib/schemas/monitoring-compute';
import type { AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { ACCESS_KEY_NOTE, callerOf } from '@/server/modules/projects/public';
import type { ComputeService } from './compute-service';
import type { MonitoringRecords } from './record-guards';
import type { MonitoringRoute } from './route-declarer';

/** `/monitoring/compute`: a period's KPIs of a reactor. */
export function registerComputeRoutes(app: OpenAPIHono<AppEnv>, route: MonitoringRoute, compute: ComputeService, records: MonitoringRecords): void {
  app.openapi(
    route({
      operationId: 'computeKpis',
      access: 'project-read',
      record: records.reactor('query'),
      method: 'get',
      path: MONITORING_ROUTES.compute,
      summary: 'A reactor’s KPIs over a period',
      description:
        'Biochar made (the sum of the `biochar` parameter’s readings, in tonnes); CO2 removed = biochar × C_org × 44/12 × permanence − ' +
        `the project’s emissions; uptime (the share of the \`temperature\` parameter’s reporting intervals at ${MIN_PYROLYSIS_TEMPERATURE_C} °C or more); ` +
        `temperature compliance (no reading under ${MIN_PYROLYSIS_TEMPERATURE_C} °C); feedstock moisture compliance (mean at most ` +
        `${MAX_MEAN_MOISTURE_PERCENT} %, no reading above ${MAX_MOISTURE_PERCENT} %). A figure that cannot be computed is null, and \`missing\` says why.` +
        ' Anyone with access to the project; anyone else gets 404.' +
        ACCESS_KEY_NOTE,
      request: { query: computeQuerySchema },
      responses: { 200: { description: 'The KPIs', content: json(kpisSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await compute.kpis(c.req.valid('query'), callerOf(c)), 200),
  );
}
