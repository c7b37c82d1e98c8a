import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  assessmentDetailSchema,
  assessmentPositionSchema,
  assessmentQuerySchema,
  autofillProposalListSchema,
  autofillQuerySchema,
  clearAnswerSchema,
  completeAssessmentSchema,
  completedAssessmentSchema,
  computeQuerySchema,
  computeResultSchema,
  latestComputeSchema,
  decideAutofillSchema,
  decidedAutofillSchema,
  runAutofillSchema,
  runComputeSchema,
  saveAnswerSchema,
  savedAnswerSchema,
  sectionDetailSchema,
  sectionQuerySchema,
} from '@/lib/schemas/assessments';
import { assessmentSummarySchema } from '@/lib/schemas/projects';
import type { AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { inJson, inQuery, type IdField } from '@/server/http/access/record';
import { routesOf } from '@/server/http/route';
import { ACCESS_KEY_NOTE, callerOf, projectRecords } from '@/server/modules/projects/public';
import type { ModuleContext } from '../context';
import { findAssessmentWithProject } from './repository';
import { createAnswersService } from './answers-service';
import { createAutofillService } from './autofill-service';
import { createComputeService } from './compute-service';
import { createAssessmentsService } from './service';

/** The questionnaire: `/assessment`, `/section`, `/question`, `/autofill` and `/compute`. */
export function registerAssessmentRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const { db } = context;
  const assessments = createAssessmentsService(db);
  const answers = createAnswersService(db);
  const autofill = createAutofillService(db);
  const compute = createComputeService(db);
  /** the to-dos of the project's gaps are checked again after an answer changes. */
  const answersChanged = async (projectId: string | undefined) => {
    if (projectId) await context.events.emit('answersChanged', { projectId });
  };
  const route = routesOf({ tag: 'Assessments', guards: context.guards });
  const records = projectRecords(context.db);
  /** An assessment named by the request leads to its project; anyone without access to it gets "Project not found". */
  const assessment = (where: IdField) => records.through('assessment', where, async (db, id) => (await findAssessmentWithProject(db, id))?.project, 'Project not found');

  app.openapi(
    route({
      operationId: 'getAssessment',
      access: 'project-read',
      record: assessment(inQuery('id')),
      method: 'get',
      path: '/assessment',
      summary: 'Open an assessment: sections, answers, progress',
      description: `Texts of the summary in the language of the \`language\` header; question definitions in every language.${ACCESS_KEY_NOTE}`,
      request: { query: assessmentQuerySchema },
      responses: { 200: { description: 'The assessment', content: json(assessmentDetailSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await assessments.detail(c.req.valid('query').id, callerOf(c), c.get('language')), 200),
  );

  app.openapi(
    route({
      operationId: 'getSection',
      access: 'project-read',
      record: assessment(inQuery('assessment_id')),
      method: 'get',
      path: '/section',
      summary: 'One section with its questions, answers and progress',
      description: `For a questionnaire that loads its sections as they are opened: the section's questions (every language), their stored answers, which are shown under the current answers, and the section's progress.${ACCESS_KEY_NOTE}`,
      request: { query: sectionQuerySchema },
      responses: { 200: { description: 'The section', content: json(sectionDetailSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      return c.json(await assessments.section(query.assessment_id, query.section_id, callerOf(c)), 200);
    },
  );

  app.openapi(
    route({
      operationId: 'updateAssessmentPosition',
      access: 'project-read',
      record: assessment(inJson('id')),
      method: 'patch',
      path: '/assessment',
      summary: 'Remember the section and question you are on',
      description: 'Stored for owners and edit grants; readers are answered without anything being stored.',
      request: { body: { required: true, content: json(assessmentPositionSchema) } },
      responses: { 200: { description: 'The assessment', content: json(assessmentSummarySchema) }, ...errorResponses(400, 401, 404, 422, 425) },
    }),
    async (c) => c.json(await assessments.position(c.req.valid('json'), callerOf(c), c.get('language')), 200),
  );

  app.openapi(
    route({
      operationId: 'completeAssessment',
      access: 'project-write',
      record: assessment(inJson('id')),
      method: 'post',
      path: '/assessment',
      summary: 'Complete an assessment; unlocks the next one',
      description: 'Refused (422, `detail.missing`) while a visible required question is unanswered.',
      request: { body: { required: true, content: json(completeAssessmentSchema) } },
      responses: {
        200: { description: 'The completed assessment and the one it unlocked', content: json(completedAssessmentSchema) },
        ...errorResponses(400, 401, 403, 404, 409, 422, 425),
      },
    }),
    async (c) => c.json(await assessments.complete(c.req.valid('json').id, callerOf(c), c.get('language')), 200),
  );

  app.openapi(
    route({
      operationId: 'saveAnswer',
      access: 'project-write',
      record: assessment(inJson('assessment_id')),
      method: 'put',
      path: '/question',
      summary: 'Save one answer',
      description:
        'The value is checked against the question (type and validation; 422 otherwise); a hidden question cannot be ' +
        'answered. `base_version` must be the stored version (0 when unanswered), else 409 with `detail.current`.',
      request: { body: { required: true, content: json(saveAnswerSchema) } },
      responses: { 200: { description: 'The saved answer and the new figures', content: json(savedAnswerSchema) }, ...errorResponses(400, 401, 403, 404, 409, 422, 425) },
    }),
    async (c) => {
      const saved = await answers.save(c.req.valid('json'), callerOf(c));
      await answersChanged(c.get('project')?.project.id);
      return c.json(saved, 200);
    },
  );

  app.openapi(
    route({
      operationId: 'clearAnswer',
      access: 'project-write',
      record: assessment(inJson('assessment_id')),
      method: 'delete',
      path: '/question',
      summary: 'Clear one answer',
      description: '`base_version` must be the stored version, else 409 with `detail.current`.',
      request: { body: { required: true, content: json(clearAnswerSchema) } },
      responses: { 200: { description: 'The new figures', content: json(savedAnswerSchema) }, ...errorResponses(400, 401, 403, 404, 409, 425) },
    }),
    async (c) => {
      const cleared = await answers.clear(c.req.valid('json'), callerOf(c));
      await answersChanged(c.get('project')?.project.id);
      return c.json(cleared, 200);
    },
  );

  app.openapi(
    route({
      operationId: 'getAutofillProposals',
      access: 'project-read',
      record: assessment(inQuery('assessment_id')),
      method: 'get',
      path: '/autofill',
      summary: 'Autofill proposals waiting for a decision',
      description: `The proposals of the last search that still wait for a decision.${ACCESS_KEY_NOTE}`,
      request: { query: autofillQuerySchema },
      responses: { 200: { description: 'The proposals', content: json(autofillProposalListSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await autofill.pending(c.req.valid('query').assessment_id, callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'runAutofill',
      access: 'project-write',
      record: assessment(inJson('assessment_id')),
      method: 'post',
      path: '/autofill',
      summary: 'Look for answers in your company profile and earlier projects',
      description: 'Replaces the proposals still undecided. Values equal to the current answer are not proposed.',
      request: { body: { required: true, content: json(runAutofillSchema) } },
      responses: { 200: { description: 'The proposals', content: json(autofillProposalListSchema) }, ...errorResponses(400, 401, 403, 404, 409, 425) },
    }),
    async (c) => c.json(await autofill.run(c.req.valid('json').assessment_id, callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'decideAutofill',
      access: 'project-write',
      record: assessment(inJson('assessment_id')),
      method: 'put',
      path: '/autofill',
      summary: 'Accept or reject autofill proposals',
      description: 'Accepted proposals become answers; those that no longer apply are listed in `skipped`.',
      request: { body: { required: true, content: json(decideAutofillSchema) } },
      responses: { 200: { description: 'What was applied', content: json(decidedAutofillSchema) }, ...errorResponses(400, 401, 403, 404, 409, 425) },
    }),
    async (c) => c.json(await autofill.decide(c.req.valid('json'), callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'getComputeResult',
      access: 'project-read',
      record: records.project(inQuery('project_id')),
      method: 'get',
      path: '/compute',
      summary: 'The latest computed results of a project',
      description: `The results stored by the last computation, texts in the language of the \`language\` header; null before the first.${ACCESS_KEY_NOTE}`,
      request: { query: computeQuerySchema },
      responses: {
        200: { description: 'The latest results, or null before the first run', content: json(latestComputeSchema) },
        ...errorResponses(400, 401, 404, 425),
      },
    }),
    async (c) => c.json(await compute.latest(c.req.valid('query').project_id, callerOf(c), c.get('language')), 200),
  );

  app.openapi(
    route({
      operationId: 'runCompute',
      access: 'project-write',
      record: records.project(inJson('project_id')),
      method: 'post',
      path: '/compute',
      summary: 'Compute scores, readiness gaps and formulas (owner or edit)',
      description: `Section, assessment and overall scores from the answers, the readiness gaps and the template’s formulas; stored as the project’s latest result.${ACCESS_KEY_NOTE}`,
      request: { body: { required: true, content: json(runComputeSchema) } },
      responses: { 200: { description: 'The results, now stored', content: json(computeResultSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => {
      const result = await compute.run(c.req.valid('json').project_id, callerOf(c), c.get('language'));
      await context.events.emit('resultsComputed', { projectId: result.project_id, gaps: result.gaps, actorId: callerOf(c).user.id });
      return c.json(result, 200);
    },
  );
}
