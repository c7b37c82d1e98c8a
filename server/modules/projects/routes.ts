import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  createProjectSchema,
  deletedSchema,
  deleteProjectSchema,
  projectDetailSchema,
  projectIdQuerySchema,
  projectListQuerySchema,
  projectListSchema,
  projectStepSchema,
  stepQuerySchema,
  updateProjectSchema,
} from '@/lib/schemas/projects';
import type { AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { inJson, inQuery } from '@/server/http/access/record';
import { routesOf } from '@/server/http/route';
import type { ModuleContext } from '../context';
import { projectRecords } from './record-guard';
import { registerExportRoutes } from './export-routes';
import { registerFileRoutes } from './files-routes';
import { ACCESS_KEY_NOTE, callerOf, requestInfo } from './http';
import { registerOwnershipRoutes } from './ownership-routes';
import { createProjectsService } from './service';
import { registerSharingRoutes } from './sharing-routes';

/** `/projects`, `/create_project`, `/project`, `/step`, then sharing, ownership, files and the export (support: the support module). */
export function registerProjectRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const { guards } = context;
  const projects = createProjectsService({ db: context.db, storage: context.storage, logger: context.logger });
  const route = routesOf({ tag: 'Projects', guards });
  const records = projectRecords(context.db);

  app.openapi(
    route({
      operationId: 'getProjects',
      access: 'signed-in',
      method: 'get',
      path: '/projects',
      summary: 'Your projects and those shared with you',
      description: '`scope` picks owned, shared or both; `search` matches the name (case-insensitive). Most recently changed first.',
      request: { query: projectListQuerySchema },
      responses: { 200: { description: 'A page of projects', content: json(projectListSchema) }, ...errorResponses(400, 401, 425) },
    }),
    async (c) => c.json(await projects.list(callerOf(c), c.req.valid('query'), c.get('language')), 200),
  );

  app.openapi(
    route({
      operationId: 'createProject',
      access: 'signed-in',
      method: 'post',
      path: '/create_project',
      summary: 'Create a project from a template',
      description: 'The project gets one assessment per assessment of the template, in order: the first open, the others locked.',
      request: { body: { required: true, content: json(createProjectSchema) } },
      responses: {
        200: { description: 'The new project', content: json(projectDetailSchema) },
        ...errorResponses(400, 401, 404, 422, 425),
      },
    }),
    async (c) => c.json(await projects.create(callerOf(c), c.req.valid('json'), c.get('language')), 200),
  );

  app.openapi(
    route({
      operationId: 'getProject',
      access: 'project-read',
      record: records.project(inQuery('id')),
      method: 'get',
      path: '/project',
      summary: 'One project with its steps and assessments',
      description: `Texts in the language of the \`language\` header.${ACCESS_KEY_NOTE}`,
      request: { query: projectIdQuerySchema },
      responses: {
        200: { description: 'The project', content: json(projectDetailSchema) },
        ...errorResponses(400, 401, 404, 425),
      },
    }),
    async (c) => c.json(await projects.get(c.req.valid('query').id, callerOf(c), c.get('language')), 200),
  );

  app.openapi(
    route({
      operationId: 'getStep',
      access: 'project-read',
      record: records.project(inQuery('project_id')),
      method: 'get',
      path: '/step',
      summary: 'One step of a project with its assessments',
      description: `The step's assessments with their status and progress, as \`GET /project\` gives them, for a page that reads one step. Texts in the language of the \`language\` header.${ACCESS_KEY_NOTE}`,
      request: { query: stepQuerySchema },
      responses: {
        200: { description: 'The step', content: json(projectStepSchema) },
        ...errorResponses(400, 401, 404, 425),
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      return c.json(await projects.step(query.project_id, query.step_id, callerOf(c), c.get('language')), 200);
    },
  );

  app.openapi(
    route({
      operationId: 'updateProject',
      access: 'project-write',
      record: records.project(inJson('id')),
      method: 'put',
      path: '/project',
      summary: 'Rename a project, or remember the step you are on',
      description: `Owner or edit grant.${ACCESS_KEY_NOTE}`,
      request: { body: { required: true, content: json(updateProjectSchema) } },
      responses: {
        200: { description: 'The project', content: json(projectDetailSchema) },
        ...errorResponses(400, 401, 403, 404, 422, 425),
      },
    }),
    async (c) => c.json(await projects.update(c.req.valid('json'), callerOf(c), c.get('language')), 200),
  );

  app.openapi(
    route({
      operationId: 'deleteProject',
      access: 'project-owner',
      record: records.project(inJson('id'), 'delete it'),
      method: 'delete',
      path: '/project',
      summary: 'Delete a project (owner only)',
      description: 'The project’s name must be typed again in `confirm_name`. Its answers and files are removed.',
      request: { body: { required: true, content: json(deleteProjectSchema) } },
      responses: {
        200: { description: 'The project is gone', content: json(deletedSchema) },
        ...errorResponses(400, 401, 403, 404, 422, 425),
      },
    }),
    async (c) => c.json(await projects.remove(c.req.valid('json'), callerOf(c), requestInfo(c)), 200),
  );

  registerSharingRoutes(app, context);
  registerOwnershipRoutes(app, context);
  registerFileRoutes(app, context);
  registerExportRoutes(app, context);
}
