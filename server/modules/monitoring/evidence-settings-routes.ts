import type { OpenAPIHono } from '@hono/zod-openapi';
import { MONITORING_SUB_ROUTES } from '@/lib/api/routes';
import { evidenceSettingsInputSchema, evidenceSettingsQuerySchema, evidenceSettingsSchema, planQuerySchema, planSchema } from '@/lib/schemas/monitoring-evidence-settings';
import type { AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { ACCESS_KEY_NOTE, callerOf } from '@/server/modules/projects/public';
import type { EvidenceSettingsService } from './evidence-settings-service';
import type { PlanVsActualReader } from './plan-vs-actual-service';
import type { MonitoringRecords } from './record-guards';
import type { MonitoringRoute } from './route-declarer';

/** `/monitoring/evidence-settings` and `/monitoring/plan-vs-actual`. */
export function registerEvidenceSettingsRoutes(
  app: OpenAPIHono<AppEnv>,
  route: MonitoringRoute,
  settings: EvidenceSettingsService,
  plan: PlanVsActualReader,
  records: MonitoringRecords,
): void {
  app.openapi(
    route({
      operationId: 'getEvidenceSettings',
      access: 'project-read',
      record: records.monitoring('query'),
      method: 'get',
      path: MONITORING_SUB_ROUTES.evidenceSettings,
      summary: 'The evidence settings of a project',
      description: 'Its methodology and the photo checks’ tolerances (2 h and 500 m until changed). Anyone with access to the project; anyone else gets 404.' + ACCESS_KEY_NOTE,
      request: { query: evidenceSettingsQuerySchema },
      responses: { 200: { description: 'The settings', content: json(evidenceSettingsSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await settings.read(c.req.valid('query').monitoring_id, callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'changeEvidenceSettings',
      access: 'project-write',
      record: records.monitoring('json'),
      method: 'put',
      path: MONITORING_SUB_ROUTES.evidenceSettings,
      summary: 'Change the evidence settings of a project',
      description:
        'Recorded on the monitoring’s trail (`evidence_settings.changed`). The project’s owner and editors only: a reader gets 403, anyone without access 404.' + ACCESS_KEY_NOTE,
      request: { body: { content: json(evidenceSettingsInputSchema), required: true } },
      responses: { 200: { description: 'The settings', content: json(evidenceSettingsSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await settings.change(c.req.valid('json'), { caller: callerOf(c), requestId: c.get('requestId') ?? null }), 200),
  );

  app.openapi(
    route({
      operationId: 'getPlanVsActual',
      access: 'project-read',
      record: records.monitoring('query'),
      method: 'get',
      path: MONITORING_SUB_ROUTES.planVsActual,
      summary: 'The removals promised in the publication against those measured',
      description:
        'Per calendar month or quarter (UTC): the tonnes of CO2 a year the project’s published opportunity promised, shared over the period, ' +
        'against the CO2 removed the KPIs measure, summed over the reactors (organic carbon as measured, no permanence discount or emissions). ' +
        '`publication` is null for a project never published. Anyone with access to the project; anyone else gets 404.' +
        ACCESS_KEY_NOTE,
      request: { query: planQuerySchema },
      responses: { 200: { description: 'Plan against actual', content: json(planSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await plan(c.req.valid('query'), callerOf(c)), 200),
  );
}
