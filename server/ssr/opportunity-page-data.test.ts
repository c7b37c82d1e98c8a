/**
 * @jest-environment node
 */
import { TEASER_LIST } from '@/store/api/testing/opportunities';
import { listPageOf, opportunityListData, opportunitySubpageData, signingPageData } from './opportunity-page-data';
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

  it('reads the document the data room opens, with the arguments of the viewer', async () => {
    const FILE = '0b1c2d3e-4f50-4617-8829-3a4b5c6d7e8f';
    const seen = serveApi((url) =>
      url.pathname === '/api/opportunity' ? Response.json({ id: OPPORTUNITY, title: 'Pyrolysis line' }) : Response.json({ name: 'kiln.pdf', page_count: 3 }),
    );
    const page = await opportunitySubpageData({}, OPPORTUNITY, FILE);
    expect(seen.find((url) => url.pathname === '/api/sign-and-commit-opp/dataroom')?.searchParams.get('file_id')).toBe(FILE);
    expect(page.prefetched).toContainEqual({ endpointName: 'getDataroomDocument', arg: FILE, data: { name: 'kiln.pdf', page_count: 3 } });
  });

  it('leaves a refusal to the browser, which says why', async () => {
    serveApi(() => Response.json({ detail: { message: 'Not activated' } }, { status: 403 }));
    expect(await signingPageData({ language: 'en' }, OPPORTUNITY, 'en')).toEqual({ missing: false, prefetched: [] });
  });
});

describe('the first data of the opportunities list', () => {
  it('reads the page the address names with the user’s request, the first one with no query at all', async () => {
    const authorizations: (string | null)[] = [];
    const seen = serveApi((_url, request) => {
      authorizations.push(request.headers.get('authorization'));
      return Response.json(TEASER_LIST);
    });
    expect(await opportunityListData({ language: 'en' }, undefined)).toEqual({ list: TEASER_LIST, page: 1 });
    expect(await opportunityListData({ language: 'en', Authorization: 'Bearer a.b.c' }, ['3', '4'])).toEqual({ list: TEASER_LIST, page: 3 });
    expect(seen.map((url) => url.search)).toEqual(['', '?page=3']);
    expect(authorizations).toEqual([null, 'Bearer a.b.c']);
    expect([listPageOf('0'), listPageOf('2.5'), listPageOf('x'), listPageOf('2')]).toEqual([1, 1, 1, 2]);
  });

  it('gives no list when the API fails or answers something else than a list', async () => {
    serveApi(() => Response.json({ detail: { message: 'Down' } }, { status: 503 }));
    expect(await opportunityListData({ language: 'en' }, '2')).toEqual({ list: null, page: 2 });
    stopServingApi();
    serveApi(() => Response.json({ view: 'full', items: 'none' }));
    expect(await opportunityListData({ language: 'en' }, undefined)).toEqual({ list: null, page: 1 });
  });
});
