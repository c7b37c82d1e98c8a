/** Server only: the first data of the signing page (/opportunities/[id]/sign), read with the request's token. */
import { SIGN_AND_COMMIT_ROUTES } from '@/lib/api/routes';
import type { Language } from '@/lib/schemas/common';
import type { PageData } from './page-data';
import { entriesOf, prefetch } from './prefetch';

/**
 * The commitment terms in the reader's language, with the argument `SigningScreen` passes to its query, so that the
 * server draws the terms (the page's largest paint) and the browser finds them in its cache. A refusal (not an
 * activated investor, an opportunity that is not listed) is left to the browser, which says why.
 */
export async function signingPageData(headers: Record<string, string>, opportunityId: string, language: Language): Promise<PageData> {
  // In the page's language (the browser's Accept-Language when no cookie chose one), as the screen asks.
  const terms = await prefetch(
    { ...headers, language },
    {
      endpointName: 'getCommitmentTerms',
      arg: { opportunityId, language },
      route: SIGN_AND_COMMIT_ROUTES.sign,
      query: { opportunity_id: opportunityId },
    },
  );
  return { missing: false, prefetched: entriesOf([terms]) };
}
