/**
 * @jest-environment node
 */
import { HUB, pageOf, SUMMARIES } from '@/store/api/testing/knowledge';
import { knowledgeHubData } from './knowledge-page-data';
import { serveApi, stopServingApi } from './testing/serve-api';

afterEach(stopServingApi);

describe("the knowledge hub's first data", () => {
  it('reads the topics and the page of articles the address asks for, in the page language', async () => {
    const languages: (string | null)[] = [];
    const seen = serveApi((url, request) => {
      languages.push(request.headers.get('language'));
      return Response.json(url.pathname === '/api/knowledge-hub' ? HUB : pageOf([SUMMARIES[1]], 1, 2));
    });
    const data = await knowledgeHubData({ language: 'en' }, { category: 'eligibility', search: ' bois ', page: '2' }, 'fr');
    expect(data).toEqual({ filters: { search: ' bois ', category: 'eligibility', page: 2 }, hub: HUB, list: pageOf([SUMMARIES[1]], 1, 2) });
    const list = seen.find((url) => url.pathname === '/api/resources/articles');
    expect(Object.fromEntries(list?.searchParams ?? [])).toEqual({ page: '2', page_size: '10', search: 'bois', category: 'eligibility' });
    expect(languages).toEqual(['fr', 'fr']);
  });

  it('gives null for what could not be read', async () => {
    serveApi((url) => (url.pathname === '/api/knowledge-hub' ? Response.json(HUB) : Response.json({ detail: { message: 'Down' } }, { status: 503 })));
    expect(await knowledgeHubData({ language: 'en' }, {}, 'en')).toEqual({ filters: { search: '', category: null, page: 1 }, hub: HUB, list: null });
  });
});
