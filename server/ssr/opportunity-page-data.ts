/**
 * Server only: the first data of the opportunities' list and of the pages under an opportunity (its terms, data room
 * and activity report), read with the request's token and with the arguments the pages' components pass to their queries.
 */
import { OPPORTUNITY_ROUTES, SIGN_AND_COMMIT_ROUTES } from '@/lib/api/routes';
import { serverApiGet } from '@/lib/api/server-fetch';
import type { Language } from '@/lib/schemas/common';
import { opportunityListSchema, opportunityTeaserListSchema, type OpportunityList, type OpportunityTeaserList } from '@/lib/schemas/opportunities';
import type { PageData } from './page-data';
import { entriesOf, prefetch } from './prefetch';

/** The opportunity, for the trail above each of these pages: its title is drawn at once, so nothing moves later. */
function opportunityRead(headers: Record<string, string>, opportunityId: string) {
  return prefetch(headers, { endpointName: 'getOpportunity', arg: opportunityId, route: OPPORTUNITY_ROUTES.opportunity, query: { id: opportunityId } });
}

/**
 * The data room and the activity report: the opportunity for their trail (their own data is read in the browser), and
 * in the data room, the document the address opens: its name, page count and rights, so that the viewer draws its
 * title, buttons and page strip at once and the page below them does not move when they arrive.
 */
export async function opportunitySubpageData(headers: Record<string, string>, opportunityId: string, fileId?: string): Promise<PageData> {
  const answers = await Promise.all([
    opportunityRead(headers, opportunityId),
    ...(fileId ? [prefetch(headers, { endpointName: 'getDataroomDocument', arg: fileId, route: SIGN_AND_COMMIT_ROUTES.dataroom, query: { file_id: fileId } })] : []),
  ]);
  return { missing: false, prefetched: entriesOf(answers) };
}

/**
 * The signing page: the opportunity, and the commitment terms in the page's language (the browser's Accept-Language
 * when no cookie chose one), so that the server draws the terms (the page's largest paint). A refusal (not an
 * activated investor, an opportunity that is not listed) is left to the browser, which says why.
 */
export async function signingPageData(headers: Record<string, string>, opportunityId: string, language: Language): Promise<PageData> {
  const answers = await Promise.all([
    opportunityRead(headers, opportunityId),
    prefetch(
      { ...headers, language },
      { endpointName: 'getCommitmentTerms', arg: { opportunityId, language }, route: SIGN_AND_COMMIT_ROUTES.sign, query: { opportunity_id: opportunityId } },
    ),
  ]);
  return { missing: false, prefetched: entriesOf(answers) };
}

/** What /opportunities renders first: the page of the list its address names, and that page's number. */
export interface OpportunityListData extends Record<string, unknown> {
  /** The teaser (visitors, investors not activated) or the full list, as the API decided; null when unreadable. */
  list: OpportunityList | OpportunityTeaserList | null;
  page: number;
}

/** The page of `/opportunities?page=` (the first when absent or unreadable). */
export function listPageOf(value: unknown): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * The list as the user's request reads it (`GET /opportunity`, the first page asked with no query at all, as the
 * browser asks it), checked against its schema.
 */
export async function opportunityListData(headers: Record<string, string>, pageParam: unknown): Promise<OpportunityListData> {
  const page = listPageOf(pageParam);
  const answer = await serverApiGet(OPPORTUNITY_ROUTES.opportunity, page > 1 ? { page } : undefined, headers);
  const list = opportunityListSchema.or(opportunityTeaserListSchema).safeParse(answer.body);
  return { list: list.success ? list.data : null, page };
}
