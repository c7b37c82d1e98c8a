import type { OpenAPIHono } from '@hono/zod-openapi';
import { QUESTIONNAIRE_CSV_COLUMNS, questionnaireExportQuerySchema } from '@/lib/schemas/projects';
import type { AppEnv } from '@/server/http/context';
import { csvResponse } from '@/server/http/csv';
import { errorResponses } from '@/server/http/openapi';
import { inQuery } from '@/server/http/access/record';
import { routesOf } from '@/server/http/route';
import type { ModuleContext } from '../context';
import { projectRecords } from './record-guard';
import { resolveProjectAccess } from './access';
import { questionnaireRows } from './export';
import { listFiles } from './files-repository';
import { callerOf } from './http';
import { findPeople } from './repository';
import { loadProjectState } from './state';

/** `/get_project_questionnarie` (the seed's spelling): the whole questionnaire with its answers, as CSV. */
export function registerExportRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const { db } = context;
  const route = routesOf({ tag: 'Projects', guards: context.guards });
  const records = projectRecords(context.db);

  app.openapi(
    route({
      operationId: 'exportQuestionnaire',
      access: 'project-read',
      record: records.project(inQuery('project_id')),
      method: 'get',
      path: '/get_project_questionnarie',
      summary: 'Export the questionnaire with its answers (CSV)',
      description:
        `Always CSV (data.csv), one row per question of the template, columns: ${QUESTIONNAIRE_CSV_COLUMNS.join(', ')}. ` +
        'Texts in the language of the `language` header; cells that a spreadsheet would read as a formula start with an apostrophe.',
      request: { query: questionnaireExportQuerySchema },
      responses: {
        200: { description: 'The questionnaire', content: { 'text/csv': { schema: { type: 'string' } } } },
        ...errorResponses(400, 401, 404, 425),
      },
    }),
    async (c) => {
      const state = await loadProjectState(db, await resolveProjectAccess(db, c.req.valid('query').project_id, callerOf(c)));
      const [people, files] = await Promise.all([
        findPeople(
          db,
          [...state.answers.values()].map((answer) => answer.updatedBy),
        ),
        listFiles(db, state.project.id),
      ]);
      const fileNames = new Map(files.map((file) => [file.id, file.name]));
      return csvResponse(questionnaireRows(state, people, fileNames, c.get('language')), { columns: QUESTIONNAIRE_CSV_COLUMNS });
    },
  );
}
