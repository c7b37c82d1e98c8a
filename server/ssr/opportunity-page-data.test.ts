/**
 * @jest-environment node
 */
import { API_FETCH_SYMBOL } from '@/lib/api/server-fetch';
import { opportunitySubpageData, signingPageData } from './opportunity-page-data';

type ApiFetch = (request: Request) => Promise<Response>;
const registry = globalThis as unknown as Record<symbol, ApiFetch | undefined>;
const OPPORTUNITY = 'e7f9a1b3-5c6d-4e0f-8a4b-6c8d0e2f4a5b';

function serveApi(answer: (request: Request, url: URL) => Response) {
  const seen: Request[] = [];
  registry[API_FETCH_SYMBOL] = async (request) => {
    seen.push(request);
    return answer(request, new URL(request.url));
  };
  return seen;
}

afterEach(() => {
  delete registry[API_FETCH_SYMBOL];
});

describe("the first data of an opportunity's pages", () => {
  it('reads the opportunity for the trail, and on the signing page the terms in the page language', async () => {
    const seen = serveApi((request, url) =>
      url.pathname === '/api/opportunity'
        ? Response.json({ id: url.searchParams.get('id'), title: 'Pyrolysis line' })
        : Response.json({ language: request.headers.get('language') }),
    );
    const page = await signingPageData({ language: 'en', Authorization: 'Bearer a.b.c' }, OPPORTUNITY, 'fr');
    const terms = seen.find((request) => new URL(request.url).pathname === '/api/sign-and-commit-opp/sign');
    expect(new URL(terms!.url).searchParams.get('opportunity_id')).toBe(OPPORTUNITY);
    expect(terms!.headers.get('authorization')).toBe('Bearer a.b.c');
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
