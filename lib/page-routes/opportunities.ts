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

/** The id of an information request's thread on the page that shows it (the anchor its mail links to). */
export function threadAnchor(requestId: string): string {
  return `thread-${requestId}`;
}

/**
 * Where an information request's thread is read and answered: the developer's threads are on the project's publication
 * page, the investor's on the opportunity's page; the anchor names the thread.
 */
export function requestThreadHref(side: 'developer' | 'investor', thread: { projectId: string; opportunityId: string; requestId: string }): string {
  const page = side === 'developer' ? publicationHref(thread.projectId) : opportunityHref(thread.opportunityId);
  return `${page}#${threadAnchor(thread.requestId)}`;
}
