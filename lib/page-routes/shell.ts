/*
 * The addresses of the app's pages, one module per domain (`lib/page-routes/<domain>.ts`): the one place a link, a
 * redirect or a navigation builds an address from, and small enough that a page loads only its domain's. A new page
 * adds its path (and, when it takes ids or a query, a function that builds it) to its domain's module.
 */
import { AFTER_LOGIN_PATH, ROOT_PATH } from '@/lib/constants';

/** The landing page; also where sign-out and the sign-in redirect land (seed section 2). */
export const LANDING_PATH = ROOT_PATH;
/** The signed-in user's dashboard, where sign-in leads (seed section 2). */
export const DASHBOARD_PATH = AFTER_LOGIN_PATH;

/** One value of a Next query parameter (the first when repeated). */
export function queryValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
