import type { OpenAPIHono } from '@hono/zod-openapi';
import { MONITORING_EVIDENCE_ROUTES } from '@/lib/api/routes';
import { evidenceReviewInputSchema, evidenceReviewSchema } from '@/lib/schemas/monitoring-evidence';
import { checklistQuerySchema, checklistSchema } from '@/lib/schemas/monitoring-evidence-links';
import type { AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import type { ChecklistService } from './checklist-service';
import type { EvidenceRecordGuards } from './records-guards';
import { actingOf, READERS, type EvidenceRoute } from './records-routes';
import type { ReviewsService } from './reviews-service';

/** A verifier's review of a record and a batch's checklist. Reviews have no route that edits or removes them. */
export function registerReviewRoutes(
  app: OpenAPIHono<AppEnv>,
  route: EvidenceRoute,
  services: { reviews: ReviewsService; checklist: ChecklistService },
  guards: EvidenceRecordGuards,
): void {
  app.openapi(
    route({
      operationId: 'reviewEvidence',
      access: 'project-review',
      record: guards.evidence('json'),
      method: 'post',
      path: MONITORING_EVIDENCE_ROUTES.reviews,
      summary: 'Review an evidence record',
      description:
        'Adds a verdict (approved, has issues, rejected; the last two with a comment) to the record’s history, which is never edited; the record’s state becomes this verdict. A rejection mails the project’s owner.',
      request: { body: { content: json(evidenceReviewInputSchema), required: true } },
      responses: { 200: { description: 'The review', content: json(evidenceReviewSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => {
      const project = c.get('project');
      if (!project) throw new Error('reviewEvidence: the access class resolves the project');
      return c.json(await services.reviews.review(c.req.valid('json'), project, actingOf(c)), 200);
    },
  );

  app.openapi(
    route({
      operationId: 'getEvidenceChecklist',
      access: 'project-read',
      record: guards.monitoring('query'),
      method: 'get',
      path: MONITORING_EVIDENCE_ROUTES.checklist,
      summary: 'A batch’s evidence checklist',
      description:
        'What the project’s methodology asks of the batch, what it has and what is missing; flagged artefacts and rejected records counted apart; the latest lab analysis’s C_org and H/C_org.' +
        READERS,
      request: { query: checklistQuerySchema },
      responses: { 200: { description: 'The checklist', content: json(checklistSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await services.checklist.checklist(c.req.valid('query')), 200),
  );
}
