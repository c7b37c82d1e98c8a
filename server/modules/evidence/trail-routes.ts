import type { OpenAPIHono } from '@hono/zod-openapi';
import { MONITORING_PACKAGE_ROUTES } from '@/lib/api/routes';
import { monitoringTrailSchema, trailQuerySchema, verifyFilesQuerySchema, verifyFilesSchema } from '@/lib/schemas/monitoring-package';
import type { AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import type { routesOf } from '@/server/http/route';
import type { RecordCheck } from '@/server/http/access/record';
import { ACCESS_KEY_NOTE, callerOf } from '@/server/modules/projects/public';
import type { TrailService } from './trail-service';
import type { VerifyService } from './verify-service';

/** `/monitoring/trail` and `/monitoring/trail/verify` (requirements ). */
export function registerTrailRoutes(
  app: OpenAPIHono<AppEnv>,
  route: ReturnType<typeof routesOf>,
  services: { trail: TrailService; verify: VerifyService },
  monitoring: RecordCheck,
): void {
  app.openapi(
    route({
      operationId: 'getMonitoringTrail',
      access: 'project-read',
      record: monitoring,
      method: 'get',
      path: MONITORING_PACKAGE_ROUTES.trail,
      summary: 'A monitoring’s trail, with its chain’s verification and anchoring',
      description:
        'The audit chain of the monitoring (target type `monitoring`: artefacts received, evidence created, attached and reviewed, batches opened and ' +
        'closed, packages downloaded), a page at a time, oldest first, with the chain’s verification compared with the latest signed anchor, and that ' +
        'anchor (null before the first daily anchoring). The owner, editors, readers and verifiers; anyone else gets 404.' +
        ACCESS_KEY_NOTE,
      request: { query: trailQuerySchema },
      responses: { 200: { description: 'The page of the trail', content: json(monitoringTrailSchema) }, ...errorResponses(400, 401, 404) },
    }),
    async (c) => c.json(await services.trail.page(c.req.valid('query'), callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'verifyMonitoringFiles',
      access: 'project-read',
      record: monitoring,
      method: 'get',
      path: MONITORING_PACKAGE_ROUTES.verifyFiles,
      summary: 'Every stored file of a monitoring, hashed again',
      description:
        'Reads every artefact of the monitoring again from storage, one at a time as a stream, and compares its SHA-256 with the one the server ' +
        'computed on arrival: `intact`, `altered` (other bytes) or `missing` (storage no longer holds it). The owner, editors, readers and verifiers; ' +
        'anyone else gets 404.' +
        ACCESS_KEY_NOTE,
      request: { query: verifyFilesQuerySchema },
      responses: { 200: { description: 'Each file’s state', content: json(verifyFilesSchema) }, ...errorResponses(400, 401, 404) },
    }),
    async (c) => c.json(await services.verify.files(c.req.valid('query'), callerOf(c)), 200),
  );
}
