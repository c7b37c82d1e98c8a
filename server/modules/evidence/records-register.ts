import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '@/server/http/context';
import { routesOf } from '@/server/http/route';
import type { ModuleContext } from '../context';
import { createChecklistService } from './checklist-service';
import { artefactsPortOf } from './records-artefacts-port';
import { createRecordArtefactsService } from './records-artefacts-service';
import { registerRecordArtefactRoutes } from './records-artefacts-routes';
import { evidenceRecords } from './records-guards';
import { registerRecordRoutes } from './records-routes';
import { createRecordsService } from './records-service';
import { registerReviewRoutes } from './reviews-routes';
import { createReviewsService } from './reviews-service';

/** The evidence records, their artefacts, reviews and checklists (issue 22 items 4 and 7). */
export function registerEvidenceRecordRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const route = routesOf({ tag: 'Monitoring', guards: context.guards });
  const guards = evidenceRecords(context.db);
  const port = artefactsPortOf(context);
  const records = createRecordsService(context.db);
  const artefacts = createRecordArtefactsService(context.db, port);
  const reviews = createReviewsService(context.db, context.mail);
  registerRecordRoutes(app, route, { db: context.db, records, artefacts, reviews, guards });
  registerRecordArtefactRoutes(app, route, artefacts, guards);
  registerReviewRoutes(app, route, { reviews, checklist: createChecklistService(context.db, port) }, guards);
}
