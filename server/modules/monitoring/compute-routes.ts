import type { OpenAPIHono } from '@hono/zod-openapi';
import { MONITORING_ROUTES } from '@/lib/api/routes';
import {
  computeQuerySchema,
  kpisSchema,
  MAX_GAP_INTERVALS,
  MAX_MEAN_MOISTURE_PERCENT,
  MAX_MOISTURE_PERCENT,
  MAX_PRODUCTION_DIP_S,
  MAX_SHARE_BELOW_TEMPERATURE,
  MIN_PYROLYSIS_TEMPERATURE_C,
} from '@/lib/schemas/monitoring-compute';
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
        'Parameters are found by what they measure (`measure`), never by name. Biochar made (the sum of the `biochar_output` readings, in tonnes); ' +
        'CO2 removed = biochar × C_org × 44/12 × permanence − the project’s emissions; uptime (the share of the known time the reactor ' +
        `temperature was at ${MIN_PYROLYSIS_TEMPERATURE_C} °C or more: each reading holds until the next, a gap over ${MAX_GAP_INTERVALS} reporting ` +
        'intervals is unknown time, given apart); temperature compliance, judged on production time (at temperature, plus dips below it of at most ' +
        `${MAX_PRODUCTION_DIP_S / 60} min): at most ${MAX_SHARE_BELOW_TEMPERATURE * 100} % of it below ${MIN_PYROLYSIS_TEMPERATURE_C} °C; ` +
        `feedstock moisture compliance (mean at most ${MAX_MEAN_MOISTURE_PERCENT} %, no reading above ${MAX_MOISTURE_PERCENT} %). ` +
        'A figure that cannot be computed is null, and `missing` says why.' +
        ' Anyone with access to the project; anyone else gets 404.' +
        ACCESS_KEY_NOTE,
      request: { query: computeQuerySchema },
      responses: { 200: { description: 'The KPIs', content: json(kpisSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await compute.kpis(c.req.valid('query'), callerOf(c)), 200),
  );
}
