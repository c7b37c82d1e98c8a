/**
 * Server only: the first data of the signed-in pages, read in-process with the request's token, with the
 * arguments the pages' components pass to their queries (so that they find it in the cache).
 */
import { outlineAssessment } from '@/lib/assessments/outline';
import { MONITORING_ROUTES, MONITORING_SETUP_ROUTES, OPPORTUNITY_ROUTES, PROJECT_ROUTES, RESOURCE_ROUTES, TODO_ROUTES } from '@/lib/api/routes';
import { serverApiGet } from '@/lib/api/server-fetch';
import type { AssessmentDetail } from '@/lib/schemas/assessments';
import type { Language } from '@/lib/schemas/common';
import { uuidSchema } from '@/lib/schemas/common';
import type { OpportunityTeaser } from '@/lib/schemas/opportunities';
import { openTodosFilter } from '@/lib/schemas/todo-constants';
import { entriesOf, prefetch, type PrefetchAnswer, type PrefetchedQuery } from './prefetch';

/** A page's first data, or the news that what the address names does not exist (or is not the user's to see). */
export interface PageData {
  missing: boolean;
  prefetched: PrefetchedQuery[];
}

/** Whether a path segment can name a project or an assessment at all. */
export function isIdentifier(value: unknown): value is string {
  return uuidSchema.safeParse(value).success;
}

function projectsRead(arg: { scope: string; page: number; page_size: number; search?: string }) {
  return { endpointName: 'getProjects', arg, route: PROJECT_ROUTES.projects, query: arg };
}

function projectRead(id: string) {
  return { endpointName: 'getProject', arg: id, route: PROJECT_ROUTES.project, query: { id } };
}

/** A project's monitoring (null when it has none), with the viewer's access. */
function monitoringRead(projectId: string) {
  return { endpointName: 'getProjectMonitoring', arg: projectId, route: MONITORING_ROUTES.create, query: { project_id: projectId } };
}

/** The latest results of each computed project of a list (the dashboard's to-dos are their gaps). */
async function computesOf(headers: Record<string, string>, list: PrefetchAnswer<{ items: { id: string; score: number | null }[] }>) {
  const computed = (list.data?.items ?? []).filter((project) => project.score !== null);
  return Promise.all(
    computed.map((project) => prefetch(headers, { endpointName: 'getCompute', arg: project.id, route: PROJECT_ROUTES.compute, query: { project_id: project.id } })),
  );
}

/**
 * The dashboard: my latest projects and their to-dos, those shared with me, the knowledge hub and the ownership
 * offers. `pageSize` is the number of projects the dashboard's cards ask for (the page passes its components' value).
 */
export async function homepageData(headers: Record<string, string>, language: Language, pageSize: number): Promise<PageData> {
  const owned = prefetch<{ items: { id: string; score: number | null }[] }>(headers, projectsRead({ scope: 'owned', page: 1, page_size: pageSize }));
  const answers = await Promise.all([
    owned,
    owned.then((list) => computesOf(headers, list)),
    prefetch(headers, projectsRead({ scope: 'shared', page: 1, page_size: pageSize })),
    prefetch(headers, { endpointName: 'getKnowledgeHub', arg: { language }, route: RESOURCE_ROUTES.knowledgeHub }),
    prefetch(headers, { endpointName: 'getOwnership', route: PROJECT_ROUTES.getOwnership }),
  ]);
  return { missing: false, prefetched: entriesOf(answers.flat()) };
}

/** The project list's first page in the scope and search of the address, `pageSize` projects long (the list's own size). */
export async function projectListData(headers: Record<string, string>, list: { scope: string; page: number; search?: string }, pageSize: number): Promise<PageData> {
  const arg = { scope: list.scope, page: list.page, page_size: pageSize, ...(list.search ? { search: list.search } : {}) };
  return { missing: false, prefetched: entriesOf([await prefetch(headers, projectsRead(arg))]) };
}

/**
 * A project page: the project, or missing when the API does not show it to this user. Opened on its to-dos tab
 * (`todosTab`), the open to-dos as well: the list is the tab's largest paint, drawn as soon as the tab's code is in.
 */
export async function projectPageData(headers: Record<string, string>, projectId: string, todosTab = false): Promise<PageData> {
  const todos = () => prefetch(headers, { endpointName: 'getProjectTodos', arg: openTodosFilter(projectId), route: TODO_ROUTES.project, query: openTodosFilter(projectId) });
  const [project, ...rest] = await Promise.all([prefetch(headers, projectRead(projectId)), ...(todosTab ? [todos()] : [])]);
  const missing = project.status === 404 || project.status === 403;
  return { missing, prefetched: missing ? [] : entriesOf([project, ...rest]) };
}

/**
 * A reactor's page (and, with `form`, its daily form): the project, the reactor, its monitoring's sites (the screen's
 * clock) and its alarms' summary or, for the form, the project's monitoring (the viewer's access) and the monitoring
 * templates, so that the page's first paint is its heading, clock, tabs and form rather than skeletons that give way to
 * them (issue 25: layout shifts, a late largest paint). The reactor page's "Daily form" button waits for the browser's
 * read of the viewer's access: drawn by the server, it was clicked before the page had hydrated and went nowhere.
 * Missing when the project is; a reactor the API does not show is left to the browser, which says so.
 */
export async function reactorPageData(headers: Record<string, string>, projectId: string, reactorId: string, form = false): Promise<PageData> {
  const reactor = prefetch<{ monitoring_id: string }>(headers, { endpointName: 'getReactor', arg: reactorId, route: MONITORING_ROUTES.reactor, query: { reactor_id: reactorId } });
  // The reactor's site gives the screen's clock (its zone named at the top of the page); the alarms' summary, the count
  // on the reactor page's Alarms tab (which widens the tab).
  const ofMonitoring = (endpointName: string, route: string) =>
    reactor.then((read) => (read.data ? prefetch(headers, { endpointName, arg: read.data.monitoring_id, route, query: { monitoring_id: read.data.monitoring_id } }) : read));
  const sites = ofMonitoring('getSites', MONITORING_ROUTES.sites);
  const formReads = () => [prefetch(headers, monitoringRead(projectId)), prefetch(headers, { endpointName: 'getMonitoringTemplates', route: MONITORING_ROUTES.templates })];
  const [project, ...rest] = await Promise.all([
    prefetch(headers, projectRead(projectId)),
    reactor,
    sites,
    ...(form ? formReads() : [ofMonitoring('getAlarmSummary', MONITORING_SETUP_ROUTES.alarmsSummary)]),
  ]);
  const missing = project.status === 404 || project.status === 403;
  return { missing, prefetched: missing ? [] : entriesOf([project, ...rest]) };
}

/**
 * The evidence page of a project's monitoring (a batch's records with `batchId`): the project, its monitoring (the
 * viewer's access) and the records the list shows first (every kind), so that the server draws the list.
 */
export async function evidencePageData(headers: Record<string, string>, projectId: string, batchId?: string): Promise<PageData> {
  const monitoring = prefetch<{ id: string } | null>(headers, monitoringRead(projectId));
  const records = monitoring.then((read) => {
    if (!read.data) return read;
    const arg = { monitoring_id: read.data.id, ...(batchId ? { batch_id: batchId } : {}) };
    return prefetch(headers, { endpointName: 'getEvidence', arg, route: MONITORING_ROUTES.evidences, query: arg });
  });
  const [project, ...rest] = await Promise.all([prefetch(headers, projectRead(projectId)), monitoring, records]);
  const missing = project.status === 404 || project.status === 403;
  return { missing, prefetched: missing ? [] : entriesOf([project, ...rest]) };
}

/** The investor page: the investor's own profile (its status decides whether the home shows above it). */
export async function investorPageData(headers: Record<string, string>): Promise<PageData> {
  return { missing: false, prefetched: entriesOf([await prefetch(headers, { endpointName: 'getMyInvestor', route: OPPORTUNITY_ROUTES.investor })]) };
}

/**
 * A questionnaire: the assessment and its project, or missing when the API does not show the assessment. The
 * assessment carries the questions of the section it opens at (`section`, the address's, else the user's last) and
 * only the ids of the others', which the questionnaire reads with `GET /section` as they are opened.
 */
export async function assessmentPageData(headers: Record<string, string>, projectId: string, assessmentId: string, section?: string): Promise<PageData> {
  const [assessment, project] = await Promise.all([
    prefetch<AssessmentDetail>(headers, { endpointName: 'getAssessment', arg: assessmentId, route: PROJECT_ROUTES.assessment, query: { id: assessmentId } }),
    prefetch(headers, projectRead(projectId)),
  ]);
  const outlined = assessment.entry && assessment.data ? { ...assessment, entry: { ...assessment.entry, data: outlineAssessment(assessment.data, section) } } : assessment;
  return { missing: assessment.status === 404 || assessment.status === 403, prefetched: entriesOf([outlined, project]) };
}

/** How many opportunities the landing page's teaser shows. */
export const LANDING_TEASERS = 3;

/**
 * The landing page's teaser: the newest published opportunities with only their public fields, read as a visitor
 * (no token: the landing page shows everyone the same teaser). Props rather than a cache entry, so that the landing
 * page carries no API client; empty when the API does not answer.
 */
export async function landingTeasers(headers: Record<string, string>): Promise<OpportunityTeaser[]> {
  const { Authorization: _token, Cookie: _cookies, userId: _user, 'access-key': _key, ...visitor } = headers;
  const answer = await serverApiGet<{ view: string; items: OpportunityTeaser[] }>(OPPORTUNITY_ROUTES.opportunity, { page_size: LANDING_TEASERS }, visitor);
  return answer.status === 200 && answer.body?.view === 'teaser' ? answer.body.items.slice(0, LANDING_TEASERS) : [];
}
