import type { OpenAPIHono } from '@hono/zod-openapi';
import { MONITORING_ROUTES } from '@/lib/api/routes';
import {
  FORM_FUTURE_TOLERANCE_MS,
  formEntriesQuerySchema,
  formEntryInputSchema,
  formEntryListSchema,
  formEntrySchema,
  monitoringTemplateListSchema,
} from '@/lib/schemas/monitoring-forms';
import type { AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { ACCESS_KEY_NOTE, callerOf } from '@/server/modules/projects/public';
import type { FormsService } from './forms-service';
import type { MonitoringRecords } from './record-guards';
import type { MonitoringRoute } from './route-declarer';

/** `/monitoring/templates` (the forms' templates) and `/monitoring/gather-form-data` (forms filled for a reactor). */
export function registerFormRoutes(app: OpenAPIHono<AppEnv>, route: MonitoringRoute, forms: FormsService, records: MonitoringRecords): void {
  app.openapi(
    route({
      operationId: 'listMonitoringTemplates',
      access: 'signed-in',
      method: 'get',
      path: MONITORING_ROUTES.templates,
      summary: 'The templates of monitoring forms',
      description:
        'Every template of kind `monitoring`, in full: the forms operators fill on a phone (the daily log: feedstock and its moisture, ' +
        'batch start and end, temperature, biochar made, notes). Any signed-in user.',
      responses: { 200: { description: 'The templates', content: json(monitoringTemplateListSchema) }, ...errorResponses(401, 425) },
    }),
    async (c) => c.json(await forms.templates(), 200),
  );

  app.openapi(
    route({
      operationId: 'submitMonitoringForm',
      access: 'project-write',
      record: records.reactor('json'),
      method: 'post',
      path: MONITORING_ROUTES.gatherFormData,
      summary: 'Send a filled monitoring form',
      description:
        'Each answer is checked as the questionnaire checks it (422 naming the question; `detail.missing` lists the required ones left ' +
        'empty). A number question whose id names one of the reactor’s parameters is kept as the form’s observation of it at ' +
        '`measured_at`, converted to the parameter’s unit: not a reading, it never moves the parameter’s alarms, and the chart draws it ' +
        `apart. \`measured_at\` at most ${FORM_FUTURE_TOLERANCE_MS / 60_000} minutes ahead. Sending the same form again (the same ` +
        '`entry_id`, or the same reactor, template, `measured_at` and answers under a new id) answers the form first stored and stores nothing more. The project’s owner and editors only: a ' +
        'reader gets 403, anyone without access 404.' +
        ACCESS_KEY_NOTE,
      request: { body: { content: json(formEntryInputSchema), required: true } },
      responses: { 200: { description: 'The form as stored', content: json(formEntrySchema) }, ...errorResponses(400, 401, 403, 404, 422, 425) },
    }),
    async (c) => c.json(await forms.submit(c.req.valid('json'), callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'listMonitoringForms',
      access: 'project-read',
      record: records.reactor('query'),
      method: 'get',
      path: MONITORING_ROUTES.gatherFormData,
      summary: 'The forms filled for a reactor',
      description: 'Newest first by the time they record. Anyone with access to the project; anyone else gets 404.' + ACCESS_KEY_NOTE,
      request: { query: formEntriesQuerySchema },
      responses: { 200: { description: 'The forms', content: json(formEntryListSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      return c.json(await forms.entries(query.reactor_id, query.limit, callerOf(c)), 200);
    },
  );
}
