/**
 * @jest-environment node
 */
import { API_FETCH_SYMBOL } from '@/lib/api/server-fetch';
import { signingPageData } from './signing-page-data';

type ApiFetch = (request: Request) => Promise<Response>;
const registry = globalThis as unknown as Record<symbol, ApiFetch | undefined>;
const OPPORTUNITY = 'e7f9a1b3-5c6d-4e0f-8a4b-6c8d0e2f4a5b';

afterEach(() => {
  delete registry[API_FETCH_SYMBOL];
});

describe("the signing page's first data", () => {
  it('reads the terms in the page language, with the argument the signing screen queries', async () => {
    const seen: Request[] = [];
    registry[API_FETCH_SYMBOL] = async (request) => {
      seen.push(request);
      return Response.json({ opportunity_title: 'Pyrolysis line', language: request.headers.get('language') });
    };
    const page = await signingPageData({ language: 'en', Authorization: 'Bearer a.b.c' }, OPPORTUNITY, 'fr');
    const url = new URL(seen[0].url);
    expect(url.pathname).toBe('/api/sign-and-commit-opp/sign');
    expect(url.searchParams.get('opportunity_id')).toBe(OPPORTUNITY);
    expect(seen[0].headers.get('authorization')).toBe('Bearer a.b.c');
    expect(page).toEqual({
      missing: false,
      prefetched: [{ endpointName: 'getCommitmentTerms', arg: { opportunityId: OPPORTUNITY, language: 'fr' }, data: { opportunity_title: 'Pyrolysis line', language: 'fr' } }],
    });
  });

  it('leaves a refusal to the browser, which says why', async () => {
    registry[API_FETCH_SYMBOL] = async () => Response.json({ detail: { message: 'Not activated' } }, { status: 403 });
    expect(await signingPageData({ language: 'en' }, OPPORTUNITY, 'en')).toEqual({ missing: false, prefetched: [] });
  });
});
