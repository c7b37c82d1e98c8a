import type { OpenAPIHono } from '@hono/zod-openapi';
import { MONITORING_SUB_ROUTES } from '@/lib/api/routes';
import {
  batchCloseSchema,
  batchDetailSchema,
  batchInputSchema,
  batchListQuerySchema,
  batchListSchema,
  batchRefQuerySchema,
  batchSchema,
  batchUpdateSchema,
  MAX_BATCH_DAYS,
  MAX_BATCH_VARIATION_PERCENT,
} from '@/lib/schemas/monitoring-batches';
import type { AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { ACCESS_KEY_NOTE, callerOf } from '@/server/modules/projects/public';
import type { BatchDetailReader } from './batches-detail';
import type { BatchesService } from './batches-service';
import type { MonitoringRecords } from './record-guards';
import type { MonitoringRoute } from './route-declarer';

const WRITERS = ' The project’s owner and editors only: a reader gets 403, anyone without access to the project 404.' + ACCESS_KEY_NOTE;
const READERS = ' Anyone with access to the project; anyone else gets 404.' + ACCESS_KEY_NOTE;
const OVERLAP = 'A reactor runs one batch at a time: a batch overlapping another of the reactor, a second open one, or a code already used in the monitoring is refused (409). ';
const TRAIL = 'Recorded on the monitoring’s trail (`batch.opened`, `batch.closed`).';

/** `/monitoring/batches`: production batches of a reactor. */
export function registerBatchRoutes(app: OpenAPIHono<AppEnv>, route: MonitoringRoute, batches: BatchesService, detail: BatchDetailReader, records: MonitoringRecords): void {
  const actor = (c: Parameters<typeof callerOf>[0]) => ({ caller: callerOf(c), requestId: c.get('requestId') ?? null });

  app.openapi(
    route({
      operationId: 'listBatches',
      access: 'project-read',
      record: records.monitoring('query'),
      method: 'get',
      path: MONITORING_SUB_ROUTES.batches,
      summary: 'The production batches of a monitoring, or of one reactor',
      description: `Oldest start first; each with its length (to now while open) and whether it is longer than ${MAX_BATCH_DAYS} days.` + READERS,
      request: { query: batchListQuerySchema },
      responses: { 200: { description: 'The batches', content: json(batchListSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await batches.list(c.req.valid('query'), callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'openBatch',
      access: 'project-write',
      record: records.reactor('json'),
      method: 'post',
      path: MONITORING_SUB_ROUTES.batches,
      summary: 'Open a production batch on a reactor',
      description: OVERLAP + 'A batch recorded afterwards may be given its end: it is opened and closed at once. ' + TRAIL + WRITERS,
      request: { body: { content: json(batchInputSchema), required: true } },
      responses: { 200: { description: 'The batch', content: json(batchSchema) }, ...errorResponses(400, 401, 403, 404, 409, 422, 425) },
    }),
    async (c) => c.json(await batches.open(c.req.valid('json'), actor(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'closeBatch',
      access: 'project-write',
      record: records.batch('json'),
      method: 'post',
      path: MONITORING_SUB_ROUTES.batchClose,
      summary: 'Close an open batch',
      description: 'Its end comes after its start and before any later batch of the reactor; a closed batch answers 409. ' + TRAIL + WRITERS,
      request: { body: { content: json(batchCloseSchema), required: true } },
      responses: { 200: { description: 'The batch', content: json(batchSchema) }, ...errorResponses(400, 401, 403, 404, 409, 422, 425) },
    }),
    async (c) => c.json(await batches.close(c.req.valid('json'), actor(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'updateBatch',
      access: 'project-write',
      record: records.batch('json'),
      method: 'put',
      path: MONITORING_SUB_ROUTES.batches,
      summary: 'Change what was declared of a batch',
      description: OVERLAP + 'The end of a closed batch changes here; an open one is closed with `/monitoring/batches/close`. Recorded on the trail (`batch.updated`).' + WRITERS,
      request: { body: { content: json(batchUpdateSchema), required: true } },
      responses: { 200: { description: 'The batch', content: json(batchSchema) }, ...errorResponses(400, 401, 403, 404, 409, 422, 425) },
    }),
    async (c) => c.json(await batches.update(c.req.valid('json'), actor(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'getBatch',
      access: 'project-read',
      record: records.batch('query'),
      method: 'get',
      path: MONITORING_SUB_ROUTES.batch,
      summary: 'One batch, with its readings, band and length',
      description:
        'Each parameter of the reactor over the batch (count, min, max, mean); the band: the reactor temperature (in °C) and the feedstock ' +
        `(its moisture in %, else the feed rate) each within ±${MAX_BATCH_VARIATION_PERCENT} % of their mean (the threshold included), with ` +
        `min, max, mean and variation; the length, within ${MAX_BATCH_DAYS} days or not.` +
        READERS,
      request: { query: batchRefQuerySchema },
      responses: { 200: { description: 'The batch', content: json(batchDetailSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await detail(c.req.valid('query').batch_id, callerOf(c)), 200),
  );
}
