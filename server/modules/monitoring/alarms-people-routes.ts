import type { OpenAPIHono } from '@hono/zod-openapi';
import { MONITORING_SETUP_ROUTES } from '@/lib/api/routes';
import {
  alarmSummaryQuerySchema,
  alarmSummarySchema,
  notificationSettingsInputSchema,
  notificationSettingsQuerySchema,
  notificationSettingsSchema,
} from '@/lib/schemas/monitoring-alarm-settings';
import type { AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { ACCESS_KEY_NOTE, callerOf } from '@/server/modules/projects/public';
import type { AlarmsService } from './alarms-service';
import type { MonitoringRecords } from './record-guards';
import type { MonitoringRoute } from './route-declarer';

const READERS = ' Anyone with access to the project; anyone else gets 404.' + ACCESS_KEY_NOTE;

/** `/monitoring/alarms/summary` (alarms waiting per reactor, R-20.6) and `/monitoring/alarms/notifications` (one's own alarm mails, R-20.7). */
export function registerAlarmPeopleRoutes(app: OpenAPIHono<AppEnv>, route: MonitoringRoute, alarms: AlarmsService, records: MonitoringRecords): void {
  app.openapi(
    route({
      operationId: 'alarmSummary',
      access: 'project-read',
      record: records.monitoring('query'),
      method: 'get',
      path: MONITORING_SETUP_ROUTES.alarmsSummary,
      summary: 'Alarms waiting, per reactor of a monitoring',
      description: 'For each reactor: by severity, its alarms not yet acknowledged (active or back to normal), and its active ones.' + READERS,
      request: { query: alarmSummaryQuerySchema },
      responses: { 200: { description: 'The counts', content: json(alarmSummarySchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await alarms.summary(c.req.valid('query').monitoring_id, callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'alarmNotificationSettings',
      access: 'project-read',
      record: records.monitoring('query'),
      method: 'get',
      path: MONITORING_SETUP_ROUTES.alarmNotifications,
      summary: 'Which alarms mail me',
      description: 'The severities whose alarms of this monitoring mail the caller (every one until they choose).' + READERS,
      request: { query: notificationSettingsQuerySchema },
      responses: { 200: { description: 'The caller’s settings', content: json(notificationSettingsSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await alarms.settingsOf(c.req.valid('query').monitoring_id, callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'chooseAlarmNotifications',
      access: 'project-read',
      record: records.monitoring('json'),
      method: 'put',
      path: MONITORING_SETUP_ROUTES.alarmNotifications,
      summary: 'Choose which alarms mail me',
      description: 'The caller’s own choice, for this monitoring: the severities whose alarms mail them (an empty list: none).' + READERS,
      request: { body: { content: json(notificationSettingsInputSchema), required: true } },
      responses: { 200: { description: 'The caller’s settings', content: json(notificationSettingsSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await alarms.chooseSettings(c.req.valid('json'), callerOf(c)), 200),
  );
}
