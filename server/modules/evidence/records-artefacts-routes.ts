import type { OpenAPIHono } from '@hono/zod-openapi';
import { MONITORING_ROUTES } from '@/lib/api/routes';
import { attachArtefactsSchema, detachArtefactSchema, evidenceArtefactsQuerySchema, evidenceArtefactsSchema } from '@/lib/schemas/monitoring-evidence-links';
import type { AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import type { RecordArtefactsService } from './records-artefacts-service';
import type { EvidenceRecordGuards } from './records-guards';
import { actingOf, READERS, WRITERS, type EvidenceRoute } from './records-routes';

/** `/monitoring/evidences_artefacts`: the artefacts a record holds. */
export function registerRecordArtefactRoutes(app: OpenAPIHono<AppEnv>, route: EvidenceRoute, artefacts: RecordArtefactsService, guards: EvidenceRecordGuards): void {
  app.openapi(
    route({
      operationId: 'listEvidenceArtefacts',
      access: 'project-read',
      record: guards.evidence('query'),
      method: 'get',
      path: MONITORING_ROUTES.evidencesArtefacts,
      summary: 'Artefacts of an evidence record',
      description: 'The files attached to the record, with what processing read from them and what the checks flagged.' + READERS,
      request: { query: evidenceArtefactsQuerySchema },
      responses: { 200: { description: 'The artefacts', content: json(evidenceArtefactsSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await artefacts.list(c.req.valid('query').evidence_id), 200),
  );

  app.openapi(
    route({
      operationId: 'attachEvidenceArtefacts',
      access: 'project-write',
      record: guards.evidence('json'),
      method: 'post',
      path: MONITORING_ROUTES.evidencesArtefacts,
      summary: 'Attach artefacts to an evidence record',
      description:
        'Attaches artefacts of the same monitoring (again: nothing changes). On a batch’s record each artefact is tagged with the batch and its checks run against it. Refused (409) once a verifier approved the record.' +
        WRITERS,
      request: { body: { content: json(attachArtefactsSchema), required: true } },
      responses: { 200: { description: 'The record’s artefacts', content: json(evidenceArtefactsSchema) }, ...errorResponses(400, 401, 403, 404, 409, 422, 425) },
    }),
    async (c) => c.json(await artefacts.attach(c.req.valid('json'), actingOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'detachEvidenceArtefact',
      access: 'project-write',
      record: guards.evidence('json'),
      method: 'delete',
      path: MONITORING_ROUTES.evidencesArtefacts,
      summary: 'Detach an artefact from an evidence record',
      description: 'The artefact stays in the monitoring; only the record no longer holds it. Refused (409) once a verifier approved the record.' + WRITERS,
      request: { body: { content: json(detachArtefactSchema), required: true } },
      responses: { 200: { description: 'The record’s artefacts', content: json(evidenceArtefactsSchema) }, ...errorResponses(400, 401, 403, 404, 409, 425) },
    }),
    async (c) => c.json(await artefacts.detach(c.req.valid('json'), actingOf(c)), 200),
  );
}
