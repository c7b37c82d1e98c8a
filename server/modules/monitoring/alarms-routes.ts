import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { MONITORING_ROUTES, MONITORING_SETUP_ROUTES } from '@/lib/api/routes';
import {
  acknowledgeClearedSchema,
  acknowledgedCountSchema,
  alarmActionSchema,
  alarmRuleInputSchema,
  alarmRuleRefSchema,
  alarmRuleSchema,
  alarmRulesQuerySchema,
  alarmRuleUpdateSchema,
  alarmSchema,
  alarmsQuerySchema,
  removedRuleSchema,
} from '@/lib/schemas/monitoring-alarms';
import type { AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { ACCESS_KEY_NOTE, callerOf } from '@/server/modules/projects/public';
import { registerAlarmPeopleRoutes } from './alarms-people-routes';
import type { AlarmsService } from './alarms-service';
import type { MonitoringRecords } from './record-guards';
import type { MonitoringRoute } from './route-declarer';

const WRITERS = ' The project’s owner and editors only: a reader gets 403, anyone without access to the project 404.' + ACCESS_KEY_NOTE;
const READERS = ' Anyone with access to the project; anyone else gets 404.' + ACCESS_KEY_NOTE;
const alarmListSchema = z.array(alarmSchema).meta({ id: 'AlarmList', description: 'Alarms, newest first' });
const ruleListSchema = z.array(alarmRuleSchema).meta({ id: 'AlarmRuleList', description: 'Rules, oldest first' });

/** `/monitoring/alarms` (the alarms, and answering them) and `/monitoring/alarms/rules` (what raises them). */
export function registerAlarmRoutes(app: OpenAPIHono<AppEnv>, route: MonitoringRoute, alarms: AlarmsService, records: MonitoringRecords): void {
  app.openapi(
    route({
      operationId: 'listAlarms',
      access: 'project-read',
      record: records.reactor('query'),
      method: 'get',
      path: MONITORING_ROUTES.alarms,
      summary: 'The alarms of a reactor',
      description:
        'The alarms not yet both back to normal and acknowledged (an alarm waits for a person: R-20.5), or the whole history with `state=all`, ' +
        'newest first; `message` in the caller’s language, times in the site’s time zone.' +
        READERS,
      request: { query: alarmsQuerySchema },
      responses: { 200: { description: 'The alarms', content: json(alarmListSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await alarms.alarmsOf(c.req.valid('query'), callerOf(c), c.get('language')), 200),
  );

  app.openapi(
    route({
      operationId: 'answerAlarm',
      access: 'project-write',
      record: records.alarm(),
      method: 'put',
      path: MONITORING_ROUTES.alarms,
      summary: 'Acknowledge or clear an alarm',
      description:
        'An alarm not yet acknowledged is acknowledged (by whom, when, with a note); an active one is cleared (and acknowledged). ' +
        'Twice the same answer is refused (409).' +
        WRITERS,
      request: { body: { content: json(alarmActionSchema), required: true } },
      responses: { 200: { description: 'The alarm', content: json(alarmSchema) }, ...errorResponses(400, 401, 403, 404, 409, 425) },
    }),
    async (c) => c.json(await alarms.act(c.req.valid('json'), callerOf(c), c.get('language')), 200),
  );

  app.openapi(
    route({
      operationId: 'acknowledgeClearedAlarms',
      access: 'project-write',
      record: records.reactor('json'),
      method: 'post',
      path: MONITORING_SETUP_ROUTES.alarmsAcknowledgeCleared,
      summary: 'Acknowledge every alarm of a reactor back to normal',
      description: 'Every alarm of the reactor whose readings came back and that no one acknowledged is acknowledged by the caller.' + WRITERS,
      request: { body: { content: json(acknowledgeClearedSchema), required: true } },
      responses: { 200: { description: 'How many were acknowledged', content: json(acknowledgedCountSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      return c.json(await alarms.acknowledgeCleared(body.reactor_id, body.note, callerOf(c)), 200);
    },
  );

  registerAlarmPeopleRoutes(app, route, alarms, records);

  app.openapi(
    route({
      operationId: 'listAlarmRules',
      access: 'project-read',
      record: records.reactor('query'),
      method: 'get',
      path: MONITORING_SETUP_ROUTES.alarmRules,
      summary: 'The alarm rules of a reactor',
      description: 'Every rule on the reactor’s parameters.' + READERS,
      request: { query: alarmRulesQuerySchema },
      responses: { 200: { description: 'The rules', content: json(ruleListSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await alarms.rulesOf(c.req.valid('query').reactor_id, callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'addAlarmRule',
      access: 'project-write',
      record: records.parameter(),
      method: 'post',
      path: MONITORING_SETUP_ROUTES.alarmRules,
      summary: 'Add an alarm rule to a parameter',
      description:
        '`out_of_range`: values outside [min, max] (the parameter’s normal range by default) for `duration_s`; `rate_of_change`: a change ' +
        'faster than `max_rate_per_min` between two readings; `silent`: no reading for `duration_s` (three reporting intervals by default). ' +
        'Its alarms have its `severity`; one left unacknowledged `escalation_delay_s` is mailed to the project’s editors.' +
        WRITERS,
      request: { body: { content: json(alarmRuleInputSchema), required: true } },
      responses: { 200: { description: 'The rule', content: json(alarmRuleSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await alarms.addRule(c.req.valid('json'), callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'changeAlarmRule',
      access: 'project-write',
      record: records.rule(),
      method: 'put',
      path: MONITORING_SETUP_ROUTES.alarmRules,
      summary: 'Turn an alarm rule on or off, or silence it',
      description: 'While silenced, or off, a rule raises no alarm. Its severity, duration and escalation delay change here too.' + WRITERS,
      request: { body: { content: json(alarmRuleUpdateSchema), required: true } },
      responses: { 200: { description: 'The rule', content: json(alarmRuleSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await alarms.changeRule(c.req.valid('json'), callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'removeAlarmRule',
      access: 'project-write',
      record: records.rule(),
      method: 'delete',
      path: MONITORING_SETUP_ROUTES.alarmRules,
      summary: 'Remove an alarm rule',
      description: 'The rule goes, with its alarms.' + WRITERS,
      request: { body: { content: json(alarmRuleRefSchema), required: true } },
      responses: { 200: { description: 'What was removed', content: json(removedRuleSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await alarms.removeRule(c.req.valid('json').rule_id, callerOf(c)), 200),
  );
}
