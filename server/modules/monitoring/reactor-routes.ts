import type { OpenAPIHono } from '@hono/zod-openapi';
import { MONITORING_ROUTES, MONITORING_SETUP_ROUTES } from '@/lib/api/routes';
import {
  deviceActionSchema,
  deviceAnswerSchema,
  deviceInputSchema,
  deviceWithKeySchema,
  parameterInputSchema,
  parameterRefSchema,
  parameterRemovalSchema,
  parameterSchema,
  parameterUpdateSchema,
  reactorInputSchema,
  reactorListSchema,
  reactorRefSchema,
  reactorSchema,
  reactorsQuerySchema,
  reactorUpdateSchema,
  removedParameterListSchema,
  removedParameterSchema,
  removedParametersQuerySchema,
  removedSchema,
} from '@/lib/schemas/monitoring';
import { PARAMETER_RESTORE_DAYS } from '@/lib/schemas/monitoring-measures';
import type { AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { ACCESS_KEY_NOTE, callerOf } from '@/server/modules/projects/public';
import type { DevicesService } from './devices-service';
import type { ReactorsService } from './reactors-service';
import type { MonitoringRecords } from './record-guards';
import type { MonitoringRoute } from './route-declarer';

const WRITERS = ' The project’s owner and editors only: a reader gets 403, anyone without access to the project 404.' + ACCESS_KEY_NOTE;
const READERS = ' Anyone with access to the project; anyone else gets 404.' + ACCESS_KEY_NOTE;

/** `/monitoring/reactor`, and its parameters and devices. */
export function registerReactorRoutes(app: OpenAPIHono<AppEnv>, route: MonitoringRoute, reactors: ReactorsService, devices: DevicesService, records: MonitoringRecords): void {
  app.openapi(
    route({
      operationId: 'getReactors',
      access: 'project-read',
      record: records.siteOrReactor(),
      method: 'get',
      path: MONITORING_ROUTES.reactor,
      summary: 'The reactors of a site, or one reactor',
      description: 'With `site_id`, the site’s reactors by name; with `reactor_id`, that reactor. Each with its parameters and devices (never their keys).' + READERS,
      request: { query: reactorsQuerySchema },
      responses: { 200: { description: 'The reactors, or one reactor', content: json(reactorListSchema.or(reactorSchema)) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      if (query.reactor_id) return c.json(await reactors.get(query.reactor_id, callerOf(c)), 200);
      return c.json(await reactors.list(query.site_id ?? '', callerOf(c)), 200);
    },
  );

  const writes = [
    {
      operationId: 'createReactor',
      method: 'post',
      summary: 'Add a reactor to a site',
      text: 'A new reactor of the site: name, model, OEM, capacity and commissioning date.',
      schema: reactorInputSchema,
      record: records.site(),
    },
    {
      operationId: 'updateReactor',
      method: 'put',
      summary: 'Change a reactor',
      text: 'Replaces the reactor’s name, model, OEM, capacity and commissioning date.',
      schema: reactorUpdateSchema,
      record: records.reactor('json'),
    },
  ] as const;
  for (const write of writes) {
    app.openapi(
      route({
        operationId: write.operationId,
        access: 'project-write',
        record: write.record,
        method: write.method,
        path: MONITORING_ROUTES.reactor,
        summary: write.summary,
        description: write.text + WRITERS,
        request: { body: { content: json(write.schema), required: true } },
        responses: { 200: { description: 'The reactor', content: json(reactorSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
      }),
      async (c) => {
        const body = c.req.valid('json');
        return c.json('site_id' in body ? await reactors.add(body, callerOf(c)) : await reactors.update(body, callerOf(c)), 200);
      },
    );
  }

  app.openapi(
    route({
      operationId: 'deleteReactor',
      access: 'project-write',
      record: records.reactor('json'),
      method: 'delete',
      path: MONITORING_ROUTES.reactor,
      summary: 'Remove a reactor',
      description: 'Removes the reactor with its parameters, devices and every reading; answers how many readings went.' + WRITERS,
      request: { body: { content: json(reactorRefSchema), required: true } },
      responses: { 200: { description: 'What was removed', content: json(removedSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await reactors.remove(c.req.valid('json').reactor_id, callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'createParameter',
      access: 'project-write',
      record: records.reactor('json'),
      method: 'post',
      path: MONITORING_SETUP_ROUTES.parameters,
      summary: 'Add a parameter to a reactor',
      description:
        'A measured parameter: its name (unique on the reactor, what devices send), unit, normal range, expected reporting interval, what it ' +
        'measures and its decimals. 409 when the name is taken; 422 when the normal range is physically impossible for what it measures.' +
        WRITERS,
      request: { body: { content: json(parameterInputSchema), required: true } },
      responses: { 200: { description: 'The parameter', content: json(parameterSchema) }, ...errorResponses(400, 401, 403, 404, 409, 422, 425) },
    }),
    async (c) => c.json(await reactors.addParameter(c.req.valid('json'), callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'updateParameter',
      access: 'project-write',
      record: records.parameter(),
      method: 'put',
      path: MONITORING_SETUP_ROUTES.parameters,
      summary: 'Change a parameter',
      description:
        'Replaces the parameter’s name, unit, normal range, interval, measure and decimals; stored readings keep their values. 409 when the name ' +
        'is taken or when the unit changes while readings are stored; 422 when the normal range is physically impossible; 404 for a removed parameter.' +
        WRITERS,
      request: { body: { content: json(parameterUpdateSchema), required: true } },
      responses: { 200: { description: 'The parameter', content: json(parameterSchema) }, ...errorResponses(400, 401, 403, 404, 409, 422, 425) },
    }),
    async (c) => c.json(await reactors.updateParameter(c.req.valid('json'), callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'deleteParameter',
      access: 'project-write',
      record: records.parameter(),
      method: 'delete',
      path: MONITORING_SETUP_ROUTES.parameters,
      summary: 'Remove a parameter',
      description:
        `Removes the parameter: hidden from every list, chart, KPI and alarm, its readings kept and refused from devices, restorable for ${PARAMETER_RESTORE_DAYS} ` +
        'days, then purged with its readings. When it has readings, `confirm_name` must be its name (422 otherwise).' +
        WRITERS,
      request: { body: { content: json(parameterRemovalSchema), required: true } },
      responses: { 200: { description: 'The removed parameter', content: json(removedParameterSchema) }, ...errorResponses(400, 401, 403, 404, 422, 425) },
    }),
    async (c) => c.json(await reactors.removeParameter(c.req.valid('json'), callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'getRemovedParameters',
      access: 'project-read',
      record: records.reactor('query'),
      method: 'get',
      path: MONITORING_SETUP_ROUTES.removedParameters,
      summary: 'A reactor’s removed parameters',
      description: `The reactor’s parameters removed in the last ${PARAMETER_RESTORE_DAYS} days, the latest first, with the readings each keeps.` + READERS,
      request: { query: removedParametersQuerySchema },
      responses: { 200: { description: 'The removed parameters', content: json(removedParameterListSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await reactors.removedParameters(c.req.valid('query').reactor_id, callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'restoreParameter',
      access: 'project-write',
      record: records.parameter(),
      method: 'post',
      path: MONITORING_SETUP_ROUTES.removedParameters,
      summary: 'Restore a removed parameter',
      description:
        `Brings back a parameter removed less than ${PARAMETER_RESTORE_DAYS} days ago, with its readings. 404 when it is not removed or was purged; ` +
        '409 when a parameter in use took its name.' +
        WRITERS,
      request: { body: { content: json(parameterRefSchema), required: true } },
      responses: { 200: { description: 'The parameter', content: json(parameterSchema) }, ...errorResponses(400, 401, 403, 404, 409, 425) },
    }),
    async (c) => c.json(await reactors.restoreParameter(c.req.valid('json').parameter_id, callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'createDevice',
      access: 'project-write',
      record: records.reactor('json'),
      method: 'post',
      path: MONITORING_SETUP_ROUTES.devices,
      summary: 'Add a device to a reactor',
      description: 'A new device and its key, shown in this answer only: the server keeps its SHA-256. The key ingests readings for this reactor only.' + WRITERS,
      request: { body: { content: json(deviceInputSchema), required: true } },
      responses: { 200: { description: 'The device and its key', content: json(deviceWithKeySchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await devices.add(c.req.valid('json'), callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'changeDeviceKey',
      access: 'project-write',
      record: records.device(),
      method: 'put',
      path: MONITORING_SETUP_ROUTES.devices,
      summary: 'Rotate or revoke a device’s key',
      description:
        '`rotate` gives the device a new key, shown in this answer only; the old key is refused from now on. `revoke` ends the device’s ' +
        'access for good (409 on a later rotation).' +
        WRITERS,
      request: { body: { content: json(deviceActionSchema), required: true } },
      responses: { 200: { description: 'The device, with its new key after a rotation', content: json(deviceAnswerSchema) }, ...errorResponses(400, 401, 403, 404, 409, 425) },
    }),
    async (c) => c.json(await devices.act(c.req.valid('json'), callerOf(c)), 200),
  );
}
