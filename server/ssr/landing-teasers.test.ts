/**
 * @jest-environment node
 */
import { API_FETCH_SYMBOL } from '@/lib/api/server-fetch';
import { LANDING_TEASERS, landingTeasers } from './page-data';

type ApiFetch = (request: Request) => Promise<Response>;
const registry = globalThis as unknown as Record<symbol, ApiFetch | undefined>;
const TEASER = { id: '7a1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', title: 'Loire biochar, phase 2', published_at: '2026-11-22T09:00:00.000Z', stage: 'development' };

afterEach(() => {
  delete registry[API_FETCH_SYMBOL];
});

describe("the landing page's opportunities teaser", () => {
  it('is read as a visitor sees it: no token, cookies, acting user or access key go with the request', async () => {
    const seen: Request[] = [];
    registry[API_FETCH_SYMBOL] = async (request) => {
      seen.push(request);
      return Response.json({ view: 'teaser', items: [TEASER], total: 1, page: 1, page_size: LANDING_TEASERS });
    };
    const headers = { Authorization: 'Bearer a.b.c', Cookie: 'authorization=a.b.c', userId: 'u1', 'access-key': 'k', language: 'fr' };
    expect(await landingTeasers(headers)).toEqual([TEASER]);
    const [request] = seen;
    expect(new URL(request.url).pathname).toBe('/api/opportunity');
    expect(new URL(request.url).searchParams.get('page_size')).toBe(String(LANDING_TEASERS));
    for (const name of ['authorization', 'cookie', 'userid', 'access-key']) expect(request.headers.get(name)).toBeNull();
    expect(request.headers.get('language')).toBe('fr');
  });

  it('is empty when the API does not answer with a teaser list', async () => {
    registry[API_FETCH_SYMBOL] = async () => Response.json({ detail: { message: 'down' } }, { status: 503 });
    expect(await landingTeasers({})).toEqual([]);
  });
});
