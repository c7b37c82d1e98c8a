/**
 * Every route constant of the seed (section 7), grouped by area; each is appended to `/api`. The constants live in one
 * module per area (lib/api/route-areas/): this file only re-exports them, so that a page's JavaScript holds the areas
 * it calls and not the whole table.
 */
export { PROJECT_ROUTES, USER_ROUTES, STAFF_USER_ROUTES, ACCOUNT_ROUTES } from './route-areas/projects';
export { OPPORTUNITY_ROUTES, SIGN_AND_COMMIT_ROUTES, INVESTMENT_SUB_ROUTES } from './route-areas/investment';
export { COMPANY_ROUTES, OEM_ROUTES, COMPANY_SUB_ROUTES } from './route-areas/companies';
export { RESOURCE_ROUTES } from './route-areas/resources';
export {
  MONITORING_ROUTES,
  MONITORING_SETUP_ROUTES,
  MONITORING_FLEET_ROUTES,
  MONITORING_SUB_ROUTES,
  MONITORING_EVIDENCE_ROUTES,
  MONITORING_PACKAGE_ROUTES,
} from './route-areas/monitoring';
export { TODO_ROUTES, SUPPORT_ROUTES, PROPOSAL_ROUTES, STAFF_CONSOLE_ROUTES } from './route-areas/desk';
export { ROUTES, type ApiRoute } from './route-areas/all';
