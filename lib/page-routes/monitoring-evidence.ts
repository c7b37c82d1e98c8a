/** The addresses of the evidence screens (issue 22): under a project's monitoring. */

const evidenceBase = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/monitoring/evidence`;

/** A project's evidence records, optionally those of one batch. */
export function evidenceListHref(projectId: string, batchId?: string): string {
  return batchId ? `${evidenceBase(projectId)}?batch=${encodeURIComponent(batchId)}` : evidenceBase(projectId);
}

/** One record: its figures, artefacts and reviews (a rejection's mail links here). */
export function evidenceHref(projectId: string, evidenceId: string): string {
  return `${evidenceBase(projectId)}/${encodeURIComponent(evidenceId)}`;
}
