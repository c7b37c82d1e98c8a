/** The addresses of the monitoring screens (see `shell.ts`): they hang off a project. */

const projectBase = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/monitoring`;

/** A project's monitoring: its sites, reactors, parameters and devices. */
export function monitoringHref(projectId: string): string {
  return projectBase(projectId);
}

/** The monitoring's trail, the check of its stored files and the verifier package (R-22.25, R-22.26). */
export function monitoringTrailHref(projectId: string): string {
  return `${projectBase(projectId)}/trail`;
}

/** The monitoring's evidence files with their flags and processing logs (R-22.32), optionally one batch's. */
export function monitoringFilesHref(projectId: string, batchId?: string): string {
  return `${projectBase(projectId)}/files${batchId ? `?batch=${encodeURIComponent(batchId)}` : ''}`;
}

/** One reactor: its chart, alarms, KPIs and set-up. */
export function reactorHref(projectId: string, reactorId: string): string {
  return `${projectBase(projectId)}/${encodeURIComponent(reactorId)}`;
}

/** One production batch: its readings, band, length and evidence checklist (R-22.4). */
export function batchHref(projectId: string, batchId: string): string {
  return `${projectBase(projectId)}/batches/${encodeURIComponent(batchId)}`;
}

/** Where an alarm is shown: its reactor's page, alarms tab, the alarm picked out (R-20.7, R-20.19). */
export function alarmHref(projectId: string, reactorId: string, alarmId: string): string {
  return `${reactorHref(projectId, reactorId)}?tab=alarms&alarm=${encodeURIComponent(alarmId)}`;
}

/** The daily form of a reactor, made for a phone, with the forms filled before. */
export function dailyFormHref(projectId: string, reactorId: string): string {
  return `${reactorHref(projectId, reactorId)}/form`;
}

/*
 * The monitoring application (docs/requirements.md R-20.19): on the monitoring host its own addresses are served by
 * pages of their own under `MONITORING_APP_PREFIX` (`pages/monitoring-app/`), to which `proxy.ts` rewrites them; the
 * project and reactor pages above keep their addresses there, inside the monitoring application's shell.
 */

/** The monitoring application's own addresses on the monitoring host. */
export const MONITORING_APP_PATHS = {
  fleet: '/',
  sites: '/sites',
  reactors: '/reactors',
  alarms: '/alarms',
  forms: '/forms',
  /** The phone page of field uploads (R-22.20): photos taken, tagged and queued offline. */
  uploads: '/uploads',
  signIn: '/signin',
} as const;

/** Where the monitoring application's pages live (never an address of either host). */
export const MONITORING_APP_PREFIX = '/monitoring-app';

/** The page of the monitoring application that serves an address of the monitoring host, or null for any other. */
export function monitoringAppPage(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === MONITORING_APP_PATHS.fleet) return MONITORING_APP_PREFIX;
  return (Object.values(MONITORING_APP_PATHS) as string[]).includes(path) ? `${MONITORING_APP_PREFIX}${path}` : null;
}

/** Whether a path names a page of the monitoring application directly (`/monitoring-app/…`), served on neither host. */
export function isMonitoringAppPagePath(pathname: string): boolean {
  return pathname === MONITORING_APP_PREFIX || pathname.startsWith(`${MONITORING_APP_PREFIX}/`);
}
