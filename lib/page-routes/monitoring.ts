/** The addresses of the monitoring screens (see `shell.ts`): they hang off a project. */

const projectBase = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/monitoring`;

/** A project's monitoring: its sites, reactors, parameters and devices. */
export function monitoringHref(projectId: string): string {
  return projectBase(projectId);
}

/** One reactor: its chart, alarms, KPIs and set-up. */
export function reactorHref(projectId: string, reactorId: string): string {
  return `${projectBase(projectId)}/${encodeURIComponent(reactorId)}`;
}

/** The daily form of a reactor, made for a phone, with the forms filled before. */
export function dailyFormHref(projectId: string, reactorId: string): string {
  return `${reactorHref(projectId, reactorId)}/form`;
}
