/** The addresses of the opportunities' screens (see `shell.ts`): the list, one opportunity, the publication editor, the staff review. */

/** The opportunities: the teaser list for visitors and non-activated investors, the full list for activated ones. */
export const OPPORTUNITIES_PATH = '/opportunities';
/** Staff: publications awaiting a decision. */
export const STAFF_PUBLICATIONS_PATH = '/staff/publications';

/** One opportunity, with its information-request thread. */
export function opportunityHref(opportunityId: string): string {
  return `${OPPORTUNITIES_PATH}/${encodeURIComponent(opportunityId)}`;
}

/** The publication editor of a project. */
export function publicationHref(projectId: string): string {
  return `/projects/${encodeURIComponent(projectId)}/publication`;
}
