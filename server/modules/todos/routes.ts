import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { TODO_ROUTES } from '@/lib/api/routes';
import { createTodoSchema, myTodosQuerySchema, projectTodosQuerySchema, TODO_LIST_LIMIT, todoListSchema, todoSchema, updateTodoSchema } from '@/lib/schemas/todos';
import type { AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { inJson, inQuery } from '@/server/http/access/record';
import { routesOf } from '@/server/http/route';
import type { ModuleContext } from '@/server/modules/context';
import { callerOf, projectRecords } from '@/server/modules/projects/public';
import { todoCsvResponse } from './csv';
import { recheckProject, syncGapTodos } from './gap-sync';
import { REMIND_JOB, remindHandler } from './reminders';
import { findTodo } from './repository';
import { createTodosService, TODO_NOT_FOUND } from './service';
import { RECHECK_JOB, recheckSoon } from './recheck';

/** The project the route's record guard resolved (every project class sets it before the handler). */
function projectOf(c: Context<AppEnv>) {
  const resolved = c.get('project');
  if (!resolved) throw new Error('The route has no project record');
  return resolved.project;
}

/** `/jtbd/todo`, `/jtbd/project`, `/jtbd/create`: a project's to-dos and "My to-dos" (issue 24). */
export function registerTodoRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const { db, jobs, events } = context;
  const todos = createTodosService(db, jobs);
  const route = routesOf({ tag: 'To-dos', guards: context.guards });
  const records = projectRecords(db);
  const todo = records.through('todo', inJson('id'), async (executor, id) => (await findTodo(executor, id))?.projectId, TODO_NOT_FOUND);

  // R-24.4: a compute opens and closes its gaps' to-dos at once; R-24.5: an answer has them checked by a job.
  events.on('resultsComputed', async (event) => {
    await syncGapTodos(db, event.projectId, event.gaps, { open: true, actorId: event.actorId });
  });
  events.on('answersChanged', async (event) => recheckSoon(db, jobs, event.projectId));
  jobs.handle(RECHECK_JOB, async (payload) => {
    await recheckProject(db, String(payload.project_id));
  });
  jobs.handle(REMIND_JOB, remindHandler(db, context.mail));

  app.openapi(
    route({
      operationId: 'getMyTodos',
      access: 'signed-in',
      method: 'get',
      path: TODO_ROUTES.todo,
      summary: 'My to-dos',
      description: `On every project you may read: the to-dos assigned to you and those assigned to nobody, by due date (undated last), at most ${TODO_LIST_LIMIT}. Open ones unless \`state\` names others.`,
      request: { query: myTodosQuerySchema },
      responses: { 200: { description: 'Your to-dos', content: json(todoListSchema) }, ...errorResponses(400, 401, 425) },
    }),
    async (c) => c.json(await todos.mine(c.req.valid('query').state, callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'updateTodo',
      access: 'project-write',
      record: todo,
      method: 'patch',
      path: TODO_ROUTES.todo,
      summary: 'Change a to-do (owner or edit)',
      description: 'Title, description, due date, priority, state or assignee (a member of the project; 422 otherwise). A new due date queues its reminders.',
      request: { body: { required: true, content: json(updateTodoSchema) } },
      responses: { 200: { description: 'The to-do', content: json(todoSchema) }, ...errorResponses(400, 401, 403, 404, 422, 425) },
    }),
    async (c) => c.json(await todos.update(c.req.valid('json'), projectOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'getProjectTodos',
      access: 'project-read',
      record: records.project(inQuery('project_id')),
      method: 'get',
      path: TODO_ROUTES.project,
      summary: 'A project’s to-dos',
      description:
        `Filtered by state, assignee (\`none\` for unassigned) and due date, by due date; at most ${TODO_LIST_LIMIT} as JSON. ` +
        'With `format=csv`, all of them as a streamed CSV (data.csv); cells a spreadsheet would read as a formula start with an apostrophe.',
      request: { query: projectTodosQuerySchema },
      responses: {
        200: { description: 'The to-dos', content: { ...json(todoListSchema), 'text/csv': { schema: { type: 'string' } } } },
        ...errorResponses(400, 401, 404, 425),
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      if (query.format === 'csv') return todoCsvResponse(todos.projectPages(query, projectOf(c)));
      return c.json(await todos.projectList(query, projectOf(c)), 200);
    },
  );

  app.openapi(
    route({
      operationId: 'createTodo',
      access: 'project-write',
      record: records.project(inJson('project_id')),
      method: 'post',
      path: TODO_ROUTES.create,
      summary: 'Make a to-do (owner or edit)',
      description: 'From the project page, the dashboard or a question; the assignee must be a member of the project (422 otherwise). A due date queues its reminders.',
      request: { body: { required: true, content: json(createTodoSchema) } },
      responses: { 200: { description: 'The new to-do', content: json(todoSchema) }, ...errorResponses(400, 401, 403, 404, 422, 425) },
    }),
    async (c) => c.json(await todos.create(c.req.valid('json'), projectOf(c), callerOf(c)), 200),
  );
}
