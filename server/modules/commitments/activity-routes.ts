import type { OpenAPIHono } from '@hono/zod-openapi';
import { OPPORTUNITY_ROUTES } from '@/lib/api/routes';
import { activityReportSchema, auditQuerySchema, auditTrailSchema, REPORT_CSV_COLUMNS, reportQuerySchema, TRAIL_CSV_COLUMNS } from '@/lib/schemas/audit';
import type { AppEnv } from '@/server/http/context';
import { csvFileResponse, csvResponse } from '@/server/http/csv';
import { errorResponses, json } from '@/server/http/openapi';
import { checkedByService } from '@/server/http/access/record';
import { routesOf } from '@/server/http/route';
import { auditTrailOf } from '@/server/modules/audit/public';
import { callerOf } from '@/server/modules/projects/public';
import type { ModuleContext } from '../context';
import { createActivityService } from './activity-service';
import { reportRows } from './report';

/** `/audit` (an opportunity's trail and its verification) and `/report` (the investors' activity, JSON or CSV). */
export function registerActivityRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const activity = createActivityService(context.db, auditTrailOf(context.db, context.storage));
  const route = routesOf({ tag: 'Investment', guards: context.guards });

  app.openapi(
    route({
      operationId: 'getOpportunityAudit',
      access: 'opportunity-party',
      record: checkedByService('opportunity'),
      method: 'get',
      path: OPPORTUNITY_ROUTES.audit,
      summary: 'An opportunity’s audit trail, and whether its chain holds',
      description:
        'A page of the opportunity’s hash-chained trail, oldest first (publication steps, staff decisions, information requests, ' +
        'signatures, data-room requests, grants, revocations, page views and downloads), with the verification of the whole chain: ' +
        'valid, or the first broken entry and why (missing_seq, prev_hash_mismatch, hash_mismatch). For the developer side and staff; ' +
        'investors get 403, anyone else 404. With `format=csv`, the whole trail as a CSV download named after the opportunity and the ' +
        'date, each row naming its document and page or its folder.',
      request: { query: auditQuerySchema },
      responses: {
        200: { description: 'The page and the verification, or the whole trail as CSV', content: { ...json(auditTrailSchema), 'text/csv': { schema: { type: 'string' } } } },
        ...errorResponses(400, 401, 403, 404, 425),
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      if (query.format !== 'csv') return c.json(await activity.trail(query, callerOf(c)), 200);
      // The whole trail, named after the opportunity and the day (requirements ); the seed's CSV mode is untouched.
      const { rows, name } = await activity.trailCsv(query.opportunity_id, callerOf(c));
      return csvFileResponse(rows, { columns: TRAIL_CSV_COLUMNS, name });
    },
  );

  app.openapi(
    route({
      operationId: 'getOpportunityReport',
      access: 'opportunity-party',
      record: checkedByService('opportunity'),
      method: 'get',
      path: OPPORTUNITY_ROUTES.report,
      summary: 'Investors’ activity on an opportunity (JSON or CSV)',
      description:
        'Per investor and document: page views, pages seen, time per page, downloads, first and last view; the signature and the ' +
        'information requests; per document over all investors, the time per page. Built from the audit trail. `format=csv` (or ' +
        '`Accept: text/csv`) gives one row per investor and document as data.csv. For the developer side and staff; investors get ' +
        '403, anyone else 404.',
      request: { query: reportQuerySchema },
      responses: {
        200: { description: 'The report', content: { ...json(activityReportSchema), 'text/csv': { schema: { type: 'string' } } } },
        ...errorResponses(400, 401, 403, 404, 425),
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const report = await activity.report(query.opportunity_id, callerOf(c));
      if (query.format === 'csv' || c.get('csvMode')) return csvResponse(reportRows(report.investors), { columns: REPORT_CSV_COLUMNS });
      return c.json(report, 200);
    },
  );
}
