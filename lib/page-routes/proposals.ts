/** The addresses of the proposal pages (issue 23, item 5). */

export const PROPOSALS_PATH = '/proposals';

/** A proposal's page, on either side (versions, thread, decision). */
export function proposalHref(proposalId: string): string {
  return `${PROPOSALS_PATH}/${encodeURIComponent(proposalId)}`;
}

/** A project's received proposals. */
export function projectProposalsHref(projectId: string): string {
  return `/projects/${encodeURIComponent(projectId)}/proposals`;
}

/** The send form for an OEM, aimed at one project. */
export function newProposalHref(projectId: string): string {
  return `${PROPOSALS_PATH}/new?project_id=${encodeURIComponent(projectId)}`;
}
