/** The addresses of the project pages (see `shell.ts`). */

export const PROJECTS_PATH = '/projects';

/** A project's page; `tab` opens one of its tabs. */
export function projectHref(projectId: string, tab?: string): string {
  const base = `${PROJECTS_PATH}/${encodeURIComponent(projectId)}`;
  return tab ? `${base}?tab=${encodeURIComponent(tab)}` : base;
}

/** The questionnaire of an assessment; `section` and `question` open it at that place. */
export function assessmentHref(projectId: string, assessmentId: string, at: { section?: string | null; question?: string | null } = {}): string {
  const params = new URLSearchParams();
  if (at.section) params.set('section', at.section);
  if (at.question) params.set('question', at.question);
  const query = params.toString();
  return `${projectHref(projectId)}/assessments/${encodeURIComponent(assessmentId)}${query ? `?${query}` : ''}`;
}
