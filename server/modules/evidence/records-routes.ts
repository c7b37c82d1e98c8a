import type { OpenAPIHono } from '@hono/zod-openapi';
import { MONITORING_EVIDENCE_ROUTES, MONITORING_ROUTES } from '@/lib/api/routes';
import {
  evidenceCreateSchema,
  evidenceDeletedSchema,
  evidenceListQuerySchema,
  evidenceListSchema,
  evidenceRecordQuerySchema,
  evidenceRefSchema,
  evidenceSchema,
  evidenceUpdateSchema,
} from '@/lib/schemas/monitoring-evidence';
import { evidencePageSchema } from '@/lib/schemas/monitoring-evidence-links';
import type { AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import type { routesOf } from '@/server/http/route';
import { ACCESS_KEY_NOTE, callerOf } from '@/server/modules/projects/public';
import type { RecordArtefactsService } from './records-artefacts-service';
import type { EvidenceRecordGuards } from './records-guards';
import { evidenceOrThrow, type RecordsService } from './records-service';
import type { ReviewsService } from './reviews-service';
import type { Database } from '@/server/db/client';
import { toEvidence } from './records-map';

export type EvidenceRoute = ReturnType<typeof routesOf>;
export const READERS = ' Anyone with access to the project (verifiers included); anyone else gets 404.' + ACCESS_KEY_NOTE;
export const WRITERS = ' The project’s owner and editors; a reader or verifier gets 403, anyone else 404.' + ACCESS_KEY_NOTE;

/** The acting caller and the request's id, for the monitoring trail. */
export const actingOf = (c: Parameters<typeof callerOf>[0]) => ({ caller: callerOf(c), requestId: c.get('requestId') });

/** `/monitoring/evidences` and one record's page. */
export function registerRecordRoutes(
  app: OpenAPIHono<AppEnv>,
  route: EvidenceRoute,
  deps: { db: Database; records: RecordsService; artefacts: RecordArtefactsService; reviews: ReviewsService; guards: EvidenceRecordGuards },
): void {
  const { records, guards } = deps;
  app.openapi(
    route({
      operationId: 'listEvidence',
      access: 'project-read',
      record: guards.monitoring('query'),
      method: 'get',
      path: MONITORING_ROUTES.evidences,
      summary: 'Evidence records of a monitoring',
      description: 'Its records, by batch, reactor, kind or time taken, oldest first, each with its review state and artefact count.' + READERS,
      request: { query: evidenceListQuerySchema },
      responses: { 200: { description: 'The records', content: json(evidenceListSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await records.list(c.req.valid('query')), 200),
  );

  app.openapi(
    route({
      operationId: 'getEvidenceRecord',
      access: 'project-read',
      record: guards.evidence('query'),
      method: 'get',
      path: MONITORING_EVIDENCE_ROUTES.record,
      summary: 'One evidence record',
      description: 'The record with its artefacts (and their flags) and every review, oldest first.' + READERS,
      request: { query: evidenceRecordQuerySchema },
      responses: { 200: { description: 'The record', content: json(evidencePageSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => {
      const record = await evidenceOrThrow(deps.db, c.req.valid('query').evidence_id);
      const project = c.get('project');
      const [artefacts, reviews] = await Promise.all([deps.artefacts.listOf(record), deps.reviews.historyOf(record)]);
      const canEdit = project?.access === 'owner' || project?.access === 'edit';
      const body = {
        record: toEvidence(record, artefacts.length),
        artefacts,
        reviews,
        can_review: Boolean(project?.reviewer),
        can_edit: canEdit,
        candidates: canEdit ? await deps.artefacts.candidatesOf(record, artefacts) : [],
      };
      return c.json(body, 200);
    },
  );

  app.openapi(
    route({
      operationId: 'createEvidence',
      access: 'project-write',
      record: guards.monitoring('json'),
      method: 'post',
      path: MONITORING_ROUTES.evidences,
      summary: 'Add an evidence record',
      description: 'A record of one kind, tied to a batch, a reactor or a period, with its figures (each kind’s are checked).' + WRITERS,
      request: { body: { content: json(evidenceCreateSchema), required: true } },
      responses: { 200: { description: 'The record', content: json(evidenceSchema) }, ...errorResponses(400, 401, 403, 404, 422, 425) },
    }),
    async (c) => c.json(await records.create(c.req.valid('json'), actingOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'updateEvidence',
      access: 'project-write',
      record: guards.evidence('json'),
      method: 'put',
      path: MONITORING_ROUTES.evidences,
      summary: 'Change an evidence record',
      description:
        'Replaces the record’s figures, ties and notes (its kind stays). Refused (409) once a verifier approved it; a change after issues or a rejection waits for a new review.' +
        WRITERS,
      request: { body: { content: json(evidenceUpdateSchema), required: true } },
      responses: { 200: { description: 'The record', content: json(evidenceSchema) }, ...errorResponses(400, 401, 403, 404, 409, 422, 425) },
    }),
    async (c) => c.json(await records.update(c.req.valid('json'), actingOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'deleteEvidence',
      access: 'project-write',
      record: guards.evidence('json'),
      method: 'delete',
      path: MONITORING_ROUTES.evidences,
      summary: 'Remove an evidence record',
      description: 'Removes a record no verifier reviewed yet (409 otherwise: it is kept with its reviews). Its artefacts stay.' + WRITERS,
      request: { body: { content: json(evidenceRefSchema), required: true } },
      responses: { 200: { description: 'Removed', content: json(evidenceDeletedSchema) }, ...errorResponses(400, 401, 403, 404, 409, 425) },
    }),
    async (c) => c.json(await records.remove(c.req.valid('json').evidence_id, actingOf(c)), 200),
  );
}
