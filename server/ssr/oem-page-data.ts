/**
 * Server only: the first data of the OEM pages and of the proposals' pages (issue 23), read in-process with the
 * request's token and with the arguments the pages' components pass to their queries (so that they find it in the
 * cache): their heading and list are in the first paint, not a skeleton that gives way to them once the browser read
 * them.
 */
import { COMPANY_ROUTES, OEM_ROUTES, PROJECT_ROUTES, PROPOSAL_ROUTES } from '@/lib/api/routes';
import type { PageData } from './page-data';
import { entriesOf, prefetch, type PrefetchAnswer } from './prefetch';

/** The argument of the OEM's matched projects at their first render: no filter but the lowest score, the first page. */
export const FIRST_OEM_MATCHES = { min_score: 0, page: 1 } as const;

function projectRead(headers: Record<string, string>, id: string) {
  return prefetch(headers, { endpointName: 'getProject', arg: id, route: PROJECT_ROUTES.project, query: { id } });
}

/** Whether the API does not show what was read to this user. */
function hidden(answer: PrefetchAnswer): boolean {
  return answer.status === 404 || answer.status === 403;
}

/** A proposal's page: the proposal, or missing when the API does not show it to this user. */
export async function proposalPageData(headers: Record<string, string>, proposalId: string): Promise<PageData> {
  const proposal = await prefetch(headers, { endpointName: 'getProposal', arg: proposalId, route: PROPOSAL_ROUTES.proposal, query: { id: proposalId } });
  return { missing: hidden(proposal), prefetched: entriesOf([proposal]) };
}

/** A project's received proposals: the list and the project (its name on the way back), or missing with the project. */
export async function projectProposalsData(headers: Record<string, string>, projectId: string): Promise<PageData> {
  const [project, proposals] = await Promise.all([
    projectRead(headers, projectId),
    prefetch(headers, { endpointName: 'getProjectProposals', arg: projectId, route: PROPOSAL_ROUTES.proposals, query: { project_id: projectId } }),
  ]);
  return { missing: hidden(project), prefetched: hidden(project) ? [] : entriesOf([project, proposals]) };
}

/** The proposals the caller's OEMs sent. */
export async function sentProposalsData(headers: Record<string, string>): Promise<PageData> {
  return { missing: false, prefetched: entriesOf([await prefetch(headers, { endpointName: 'getSentProposals', route: PROPOSAL_ROUTES.sent })]) };
}

/** The OEM's matched projects, unfiltered, first page. */
export async function oemMatchesData(headers: Record<string, string>): Promise<PageData> {
  const arg = { ...FIRST_OEM_MATCHES };
  return { missing: false, prefetched: entriesOf([await prefetch(headers, { endpointName: 'getOemMatches', arg, route: OEM_ROUTES.oemMatches, query: arg })]) };
}

/** A project's matched OEMs: the matches and the project, or missing with the project. */
export async function projectOemsData(headers: Record<string, string>, projectId: string): Promise<PageData> {
  const [project, matches] = await Promise.all([
    projectRead(headers, projectId),
    prefetch(headers, { endpointName: 'getProjectMatches', arg: projectId, route: COMPANY_ROUTES.oemsProject, query: { project_id: projectId } }),
  ]);
  return { missing: hidden(project), prefetched: hidden(project) ? [] : entriesOf([project, matches]) };
}

/**
 * The OEM's own offer and requirements, or null before the caller signed one up: then the page's first paint is the
 * sign-up form (an answer of null is an answer, which the cache holds as such).
 */
export async function oemOfferData(headers: Record<string, string>): Promise<PageData> {
  const mine = await prefetch(headers, { endpointName: 'getMyOem', route: COMPANY_ROUTES.oem });
  const entry = mine.status === 200 && !mine.entry ? { endpointName: 'getMyOem', data: null } : mine.entry;
  return { missing: false, prefetched: entry ? [entry] : [] };
}
