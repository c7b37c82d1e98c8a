import type { OpenAPIHono } from '@hono/zod-openapi';
import { MONITORING_ROUTES } from '@/lib/api/routes';
import { chartQuerySchema, chartSchema, MAX_CHART_PARAMETERS, MAX_CHART_WIDTH } from '@/lib/schemas/monitoring-charts';
import type { AppEnv } from '@/server/http/context';
import { csvStreamResponse } from '@/server/http/csv';
import { errorResponses, json } from '@/server/http/openapi';
import { ACCESS_KEY_NOTE, callerOf } from '@/server/modules/projects/public';
import type { ChartsService } from './charts-service';
import type { MonitoringRecords } from './record-guards';
import type { MonitoringRoute } from './route-declarer';

/** `/monitoring/charts`: a period of a reactor's readings, downsampled for drawing, or all of them as CSV. */
export function registerChartRoutes(app: OpenAPIHono<AppEnv>, route: MonitoringRoute, charts: ChartsService, records: MonitoringRecords): void {
  app.openapi(
    route({
      operationId: 'getChart',
      access: 'project-read',
      record: records.reactor('query'),
      method: 'get',
      path: MONITORING_ROUTES.charts,
      summary: 'A reactor’s readings over a period, downsampled for a chart',
      description:
        `Up to ${MAX_CHART_PARAMETERS} parameters (all of the reactor’s by default) over any period, in about \`width\` buckets ` +
        `(at most ${MAX_CHART_WIDTH}), each with the lowest, highest and mean value and the count of readings, so that no peak ` +
        'is lost however long the period. Buckets under an hour come from the readings; from an hour on, from hourly rollups, ' +
        'the period widened to whole hours. In CSV mode (`Accept: text/csv`) the answer is every reading of the period, streamed: ' +
        'a UTF-8 byte order mark, then `site,reactor,time,parameter,unit,value`, each value rounded to its parameter’s `decimals`, ' +
        'as a file named after the reactor and the period in the site’s days (`kiln-1_2026-11-20_to_2026-11-23.csv`; data.csv when ' +
        'the reactor’s name gives nothing to name it by). The alarms’ `message` is in the caller’s language, times in the site’s time zone, named. Anyone with access to the project; anyone else gets 404.' +
        ACCESS_KEY_NOTE,
      request: { query: chartQuerySchema },
      responses: {
        200: { description: 'The chart’s series (or the readings as CSV)', content: { ...json(chartSchema), 'text/csv': { schema: { type: 'string' } } } },
        ...errorResponses(400, 401, 404, 425),
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      if (c.get('csvMode')) {
        const csv = await charts.csv(query, callerOf(c));
        return csvStreamResponse(csv.body, csv.name);
      }
      return c.json(await charts.chart(query, callerOf(c), c.get('language')), 200);
    },
  );
}
