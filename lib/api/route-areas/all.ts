import { OPPORTUNITY_ROUTES, SIGN_AND_COMMIT_ROUTES } from './investment';
import { COMPANY_ROUTES } from './companies';
import { RESOURCE_ROUTES } from './resources';
import { MONITORING_ROUTES } from './monitoring';
import { PROJECT_ROUTES, USER_ROUTES } from './projects';
import { TODO_ROUTES } from './desk';

/** All routes by area. */
export const ROUTES = {
  projects: PROJECT_ROUTES,
  users: USER_ROUTES,
  opportunities: OPPORTUNITY_ROUTES,
  signAndCommit: SIGN_AND_COMMIT_ROUTES,
  companies: COMPANY_ROUTES,
  resources: RESOURCE_ROUTES,
  monitoring: MONITORING_ROUTES,
  todo: TODO_ROUTES,
} as const;

type ValueOf<T> = T[keyof T];
export type ApiRoute = { [Area in keyof typeof ROUTES]: ValueOf<(typeof ROUTES)[Area]> }[keyof typeof ROUTES];
