/**
 * Companies' public surface (issue 23): the routes, a user's memberships (for the modules that act for a company,
 * OEM offers), the company of a project (autofill), and the company behind a person's `/profiles` (profiles).
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '@/server/http/context';
import type { ModuleContext } from '../context';
import { registerCompanyFileRoutes } from './files-routes';
import { registerCompanyProjectRoutes } from './links-routes';
import { registerCompanyRoutes } from './routes';

export { companiesOfUser, createCompany, findMembership, membershipOfKind, updateCompany, type CompanyChanges, type Membership } from './repository';
export { companiesByIds, memberIdsOf } from './lookups-repository';
export { companyOfProject, linkedProjects, projectCounts } from './links-repository';
export { linkDemoProject } from './demo';
export { directoryPage, directorySlice, memberCounts } from './directory-repository';
export { requireAdmin, requireMember } from './membership';
export { findLogo as findCompanyLogo, insertFile as insertCompanyFile } from './files-repository';
export { auditCompany, COMPANY_ACTIONS, COMPANY_TARGET } from './audit';
export { findCompany } from './repository';

/** Every route of the module. */
export function registerCompaniesRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  registerCompanyRoutes(app, context);
  registerCompanyFileRoutes(app, context);
  registerCompanyProjectRoutes(app, context);
}
