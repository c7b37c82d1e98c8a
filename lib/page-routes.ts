/**
 * The addresses of the app's pages: the one place a link, a redirect or a navigation builds one from. A new page
 * adds its path (and, when it takes ids or a query, a function that builds it) here.
 */

import { AFTER_LOGIN_PATH, ROOT_PATH } from '@/lib/constants';

/** The landing page; also where sign-out and the sign-in redirect land (seed section 2). */
export const LANDING_PATH = ROOT_PATH;
/** The signed-in user's dashboard, where sign-in leads (seed section 2). */
export const DASHBOARD_PATH = AFTER_LOGIN_PATH;
export const PROJECTS_PATH = '/projects';
export const KNOWLEDGE_HUB_PATH = '/knowledge-hub';

/** A project's page; `tab` opens one of its tabs. */
export function projectHref(projectId: string, tab?: string): string {
  const base = `${PROJECTS_PATH}/${encodeURIComponent(projectId)}`;
  return tab ? `${base}?tab=${encodeURIComponent(tab)}` : base;
}

/** The questionnaire of an assessment; `section` and `question` open it at that place. */
export function assessmentHref(
  projectId: string,
  assessmentId: string,
  at: { section?: string | null; question?: string | null } = {},
): string {
  const params = new URLSearchParams();
  if (at.section) params.set('section', at.section);
  if (at.question) params.set('question', at.question);
  const query = params.toString();
  return `${projectHref(projectId)}/assessments/${encodeURIComponent(assessmentId)}${query ? `?${query}` : ''}`;
}

/** The knowledge hub, optionally filtered to one category. */
export function knowledgeHubHref(category?: string | null): string {
  return category ? `${KNOWLEDGE_HUB_PATH}?category=${encodeURIComponent(category)}` : KNOWLEDGE_HUB_PATH;
}

/** One knowledge-hub article: `/knowledge-hub/<slug>`. */
export function articleHref(slug: string): string {
  return `${KNOWLEDGE_HUB_PATH}/${encodeURIComponent(slug)}`;
}

/** One value of a Next query parameter (the first when repeated). */
export function queryValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
