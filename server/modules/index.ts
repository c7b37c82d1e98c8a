import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '@/server/http/context';
import { registerAssessmentRoutes } from './assessments/public';
import { registerActivityRoutes, registerCommitmentRoutes } from './commitments/public';
import { registerContactRoutes } from './contact/public';
import type { ModuleContext } from './context';
import { registerDataroomRoutes } from './dataroom/public';
import { registerInternalConfigRoutes } from './internal-config/public';
import { registerInvestorRoutes } from './investors/public';
import { registerKnowledgeRoutes } from './knowledge/public';
import { registerMonitoringRoutes } from './monitoring/public';
import { registerOperationsRoutes } from './operations/public';
import { registerOpportunityRoutes } from './opportunities/public';
import { registerProfileRoutes } from './profiles/public';
import { registerProjectRoutes } from './projects/public';
import { registerResourceRoutes } from './resources/public';
import { registerUserRoutes } from './users/public';

export type { ModuleContext } from './context';

/** Every domain's routes, in one place: a new domain adds one line here. */
export function registerModules(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  registerUserRoutes(app, context.users, context.guards);
  registerProfileRoutes(app, context);
  registerContactRoutes(app, context);
  registerResourceRoutes(app, context);
  registerKnowledgeRoutes(app, context);
  registerProjectRoutes(app, context);
  registerAssessmentRoutes(app, context);
  registerInvestorRoutes(app, context);
  registerOpportunityRoutes(app, context);
  registerCommitmentRoutes(app, context);
  registerActivityRoutes(app, context);
  registerDataroomRoutes(app, context);
  registerMonitoringRoutes(app, context);
  registerInternalConfigRoutes(app, context);
  registerOperationsRoutes(app, context);
}
