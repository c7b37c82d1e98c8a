/**
 * @jest-environment node
 */
import { opportunitySubpageData, signingPageData } from './opportunity-page-data';
import { serveApi, stopServingApi } from './testing/serve-api';

const OPPORTUNITY = 'e7f9a1b3-5c6d-4e0f-8a4b-6c8d0e2f4a5b';

afterEach(stopServingApi);

describe("the first data of an opportunity's pages", () => {
  it('reads the opportunity for the trail, and on the signing page the terms in the page language', async () => {
    const authorizations: (string | null)[] = [];
    const seen = serveApi((url, request) => {
      authorizations.push(request.headers.get('authorization'));
      return url.pathname === '/api/opportunity'
        ? Response.json({ id: url.searchParams.get('id'), title: 'Pyrolysis line' })
        : Response.json({ language: request.headers.get('language') });
    });
    const page = await signingPageData({ language: 'en', Authorization: 'Bearer a.b.c' }, OPPORTUNITY, 'fr');
    expect(seen.find((url) => url.pathname === '/api/sign-and-commit-opp/sign')?.searchParams.get('opportunity_id')).toBe(OPPORTUNITY);
    expect(authorizations).toEqual(['Bearer a.b.c', 'Bearer a.b.c']);
    expect(page).toEqual({
      missing: false,
      prefetched: [
        { endpointName: 'getOpportunity', arg: OPPORTUNITY, data: { id: OPPORTUNITY, title: 'Pyrolysis line' } },
        { endpointName: 'getCommitmentTerms', arg: { opportunityId: OPPORTUNITY, language: 'fr' }, data: { language: 'fr' } },
      ],
    });
    expect(await opportunitySubpageData({}, OPPORTUNITY)).toEqual({
      missing: false,
      prefetched: [{ endpointName: 'getOpportunity', arg: OPPORTUNITY, data: { id: OPPORTUNITY, title: 'Pyrolysis line' } }],
    });
  });

  it('leaves a refusal to the browser, which says why', async () => {
    serveApi(() => Response.json({ detail: { message: 'Not activated' } }, { status: 403 }));
    expect(await signingPageData({ language: 'en' }, OPPORTUNITY, 'en')).toEqual({ missing: false, prefetched: [] });
  });
});
