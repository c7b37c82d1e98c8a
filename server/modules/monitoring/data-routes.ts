import type { OpenAPIHono } from '@hono/zod-openapi';
import { MONITORING_ROUTES } from '@/lib/api/routes';
import { MONITORING_SETUP_ROUTES } from '@/lib/api/routes';
import {
  correctionInputSchema,
  correctionListSchema,
  correctionSchema,
  correctionsQuerySchema,
  DEVICE_KEY_HEADER,
  ingestionResultSchema,
  MAX_READINGS_PER_BATCH,
  measurementPageSchema,
  measurementsQuerySchema,
  readingBatchSchema,
} from '@/lib/schemas/monitoring-data';
import type { AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { requestHeader } from '@/server/http/request-headers';
import { ACCESS_KEY_NOTE, callerOf } from '@/server/modules/projects/public';
import type { IngestionService } from './ingestion-service';
import type { CorrectionsService } from './measurements-corrections-service';
import { createMeasurementsService } from './measurements-service';
import { DEVICE_BATCHES_PER_WINDOW, DEVICE_RATE_WINDOW_S } from './rate-limit';
import type { MonitoringRecords } from './record-guards';
import type { MonitoringRoute } from './route-declarer';
import { UNITS } from './units';

/**
 * The route's validator checks a body with `safeParseAsync`, and zod runs its compiled check of objects only in a
 * synchronous parse: about four times faster on a batch of 1,000 readings. The batch's schema has nothing asynchronous,
 * so the answer is the same; only this server process's instance of the schema is changed.
 */
function checkedSynchronously<Schema extends typeof readingBatchSchema>(schema: Schema): Schema {
  return Object.assign(schema, { safeParseAsync: async (data: unknown) => schema.safeParse(data) });
}

const UNIT_NOTE = `Units converted: ${Object.keys(UNITS).join(', ')} (each to the others of its kind: temperature, share, mass, mass flow, pressure, energy, power, duration).`;

/** `/monitoring/gather-IOT-data` (devices) and `/monitoring/measurements` (people). */
export function registerDataRoutes(
  app: OpenAPIHono<AppEnv>,
  routes: { device: MonitoringRoute; user: MonitoringRoute },
  services: { ingestion: IngestionService; measurements: ReturnType<typeof createMeasurementsService>; corrections: CorrectionsService },
  records: MonitoringRecords,
): void {
  app.openapi(
    routes.device({
      operationId: 'ingestDeviceReadings',
      access: 'device-key',
      method: 'post',
      path: MONITORING_ROUTES.gatherIotData,
      summary: 'Send a batch of readings from a device',
      description:
        `A device sends up to ${MAX_READINGS_PER_BATCH} readings of its reactor’s parameters (in a body within the server’s limit, 1 MiB by default: 413 beyond), with its key in the \`${DEVICE_KEY_HEADER}\` header ` +
        '(no user token). Readings may come in any order and any time after they were measured. Each is stored once: a reading ' +
        'whose parameter, time and value are already stored (a retried batch, a repeat) counts as a duplicate and changes nothing; one ' +
        'with another value than the stored one is refused as `conflict` (a stored value changes only by a correction). A reading ' +
        'that cannot be taken is refused with its reason while the others are stored. A value with a `unit` is converted to the ' +
        `parameter’s unit. ${UNIT_NOTE} Times are kept to the millisecond. At most ${DEVICE_BATCHES_PER_WINDOW} batches per device ` +
        `every ${DEVICE_RATE_WINDOW_S} s (429 with Retry-After beyond). A key acts only for its own reactor; an unknown, rotated-away or revoked key gets 401.`,
      request: { body: { content: json(checkedSynchronously(readingBatchSchema)), required: true } },
      responses: { 200: { description: 'What became of each reading', content: json(ingestionResultSchema) }, ...errorResponses(400, 401, 413, 429) },
    }),
    async (c) => c.json(await services.ingestion.ingest(requestHeader(c, DEVICE_KEY_HEADER), c.req.valid('json')), 200),
  );

  app.openapi(
    routes.user({
      operationId: 'getMeasurements',
      access: 'project-read',
      record: records.reactor('query'),
      method: 'get',
      path: MONITORING_ROUTES.measurements,
      summary: 'Readings of a reactor for a period',
      description:
        'The readings of the reactor’s parameters (or of one) measured in [from, to), oldest first, in the parameter’s unit, a page at ' +
        'a time: pass `next_cursor` as `cursor` for the next. Anyone with access to the project; anyone else gets 404.' +
        ACCESS_KEY_NOTE,
      request: { query: measurementsQuerySchema },
      responses: { 200: { description: 'A page of readings', content: json(measurementPageSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await services.measurements.read(c.req.valid('query'), callerOf(c)), 200),
  );
  app.openapi(
    routes.user({
      operationId: 'correctMeasurement',
      access: 'project-write',
      record: records.reactor('json'),
      method: 'post',
      path: MONITORING_SETUP_ROUTES.corrections,
      summary: 'Correct a stored reading',
      description:
        'Replaces the value of the reading of `parameter_id` stored at `time` (404 when none is) and keeps the old value, who, when ' +
        'and why (`reason`) in its corrections; the hour’s rollup is counted again in the same transaction and the parameter’s alarm ' +
        'rules see the new value. 409 when the reading already holds that value. The project’s owner and editors only: a reader gets ' +
        '403, anyone without access 404.' +
        ACCESS_KEY_NOTE,
      request: { body: { content: json(correctionInputSchema), required: true } },
      responses: { 200: { description: 'The correction', content: json(correctionSchema) }, ...errorResponses(400, 401, 403, 404, 409, 425) },
    }),
    async (c) => c.json(await services.corrections.correct(c.req.valid('json'), callerOf(c)), 200),
  );

  app.openapi(
    routes.user({
      operationId: 'listMeasurementCorrections',
      access: 'project-read',
      record: records.reactor('query'),
      method: 'get',
      path: MONITORING_SETUP_ROUTES.corrections,
      summary: 'The corrections of a reactor’s readings',
      description: 'Each with the old and new value, who, when and why, the latest first. Anyone with access to the project; anyone else gets 404.' + ACCESS_KEY_NOTE,
      request: { query: correctionsQuerySchema },
      responses: { 200: { description: 'The corrections', content: json(correctionListSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await services.corrections.list(c.req.valid('query'), callerOf(c)), 200),
  );
}
