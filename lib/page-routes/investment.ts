/** The addresses of the investment screens (see `shell.ts`). Helpers of the signing, data-room and report screens add theirs here. */

/** The opportunities: the teaser list for visitors and non-activated investors, the full list for activated ones. */
export const OPPORTUNITIES_PATH = '/opportunities';
/** The investor's onboarding and profile. */
export const INVESTOR_PROFILE_PATH = '/investor';
/** Staff: publications awaiting a decision. */
export const STAFF_PUBLICATIONS_PATH = '/staff/publications';
/** Staff: investors awaiting activation. */
export const STAFF_INVESTORS_PATH = '/staff/investors';

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

/** An opportunity's data room: the developer manages it, an investor views the folders granted (or asks for access). */
export function dataroomHref(opportunityId: string): string {
  return `${opportunityHref(opportunityId)}/dataroom`;
}

/** The commitment terms of an opportunity: the investor reads and signs them; the developer and staff read the signatures. */
export function signHref(opportunityId: string): string {
  return `${opportunityHref(opportunityId)}/sign`;
}

/** The developer's view of investors' activity on an opportunity: the table, a chart per document, the CSV, the audit trail. */
export function activityReportHref(opportunityId: string): string {
  return `${opportunityHref(opportunityId)}/report`;
}
