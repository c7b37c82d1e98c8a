import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from '@/server/db/client';
import type { AppEnv } from '@/server/http/context';
import type { Guards } from '@/server/http/current-user';
import type { ApiSettings } from '@/server/http/settings';
import type { Logger } from '@/server/logger';
import type { Mailer } from '@/server/mail/mailer';
import type { FileStore } from '@/server/storage';
import { registerAssessmentRoutes } from './assessments/routes';
import { registerContactRoutes } from './contact/routes';
import { registerInternalConfigRoutes } from './internal-config/routes';
import { registerKnowledgeRoutes } from './knowledge/routes';
import { registerProfileRoutes } from './profiles/routes';
import { registerProjectRoutes } from './projects/routes';
import { registerResourceRoutes } from './resources/routes';
import { registerUserRoutes } from './users/routes';
import type { UsersService } from './users/service';

/** What every domain module receives when it registers its routes. */
export interface ModuleContext {
  db: Database;
  settings: ApiSettings;
  logger: Logger;
  storage: FileStore;
  guards: Guards;
  users: UsersService;
  /** Mail the API sends (invitations); absent in tests that do not look at mail. */
  mailer?: Mailer;
}

/** Every domain's routes, in one place: a new domain adds one line here. */
export function registerModules(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  registerUserRoutes(app, context.users, context.guards);
  registerProfileRoutes(app, context);
  registerContactRoutes(app, context);
  registerResourceRoutes(app, context);
  registerKnowledgeRoutes(app, context);
  registerProjectRoutes(app, context);
  registerAssessmentRoutes(app, context);
  registerInternalConfigRoutes(app, context);
}
