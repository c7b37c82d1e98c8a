import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '@/server/http/context';
import { registerArtefactRoutes, registerMobileUploadRoutes } from './artefacts/public';
import { registerAssessmentRoutes } from './assessments/public';
import { registerActivityRoutes, registerCommitmentRoutes } from './commitments/public';
import { registerCompaniesRoutes } from './companies/public';
import { registerConsoleRoutes } from './console/public';
import { registerContactRoutes } from './contact/public';
import type { ModuleContext } from './context';
import { registerDataroomRoutes } from './dataroom/public';
import { registerDeveloperRoutes } from './developers/public';
import { registerEvidenceRecordRoutes, registerMonitoringPackageRoutes } from './evidence/public';
import { registerInternalConfigRoutes } from './internal-config/public';
import { registerInvestorHomeRoutes } from './investor-home/public';
import { registerInvestorRoutes } from './investors/public';
import { registerKnowledgeRoutes } from './knowledge/public';
import { registerMonitoringRoutes } from './monitoring/public';
import { oemRoutesGuard, projectOpenToOems, registerOemRoutes } from './oems/public';
import { registerOperationsRoutes } from './operations/public';
import { registerOpportunityRoutes } from './opportunities/public';
import { registerProfileRoutes } from './profiles/public';
import { registerProjectRoutes } from './projects/public';
import { registerProposalRoutes } from './proposals/public';
import { registerQuestionRoutes } from './questions/public';
import { registerResourceRoutes } from './resources/public';
import { registerTodoRoutes } from './todos/public';
import { registerSupportRoutes } from './support/public';
import { registerUserRoutes } from './users/public';
import { registerStaffUserRoutes } from './staff-users/public';

export type { ModuleContext } from './context';

/** How every module registers its routes: the app, and the module context (a module may read only part of it). */
export type RegisterRoutes = (app: OpenAPIHono<AppEnv>, context: ModuleContext) => void;

/** Every domain's routes, in one place and in this order: a new domain adds one line here. */
const MODULE_ROUTES: readonly RegisterRoutes[] = [
  registerUserRoutes,
  registerProfileRoutes,
  registerCompaniesRoutes,
  registerContactRoutes,
  registerResourceRoutes,
  registerKnowledgeRoutes,
  registerProjectRoutes,
  registerAssessmentRoutes,
  registerTodoRoutes,
  registerSupportRoutes,
  registerInvestorRoutes,
  registerOpportunityRoutes,
  registerQuestionRoutes,
  registerCommitmentRoutes,
  registerActivityRoutes,
  registerDataroomRoutes,
  registerInvestorHomeRoutes,
  registerDeveloperRoutes,
  registerMonitoringRoutes,
  registerArtefactRoutes,
  registerMobileUploadRoutes,
  registerEvidenceRecordRoutes,
  registerMonitoringPackageRoutes,
  // Proposals are OEM routes: hidden with "show OEM" off, and sent only to projects open to OEMs.
  (app, context) => registerProposalRoutes(app, context, { oemGate: oemRoutesGuard, projectVisibleToOem: projectOpenToOems }),
  registerInternalConfigRoutes,
  registerOperationsRoutes,
  registerOemRoutes,
  registerConsoleRoutes,
  registerStaffUserRoutes,
];

export function registerModules(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  for (const register of MODULE_ROUTES) register(app, context);
}
