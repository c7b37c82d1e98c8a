import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Article, ArticlePage, KnowledgeHub } from '@/lib/schemas/knowledge';
import { articleSchema, articlePageSchema, knowledgeHubSchema } from '@/lib/schemas/knowledge';
import { articles } from '@/server/db/schema';
import { ARTICLES_DIR, syncArticles } from '@/server/modules/knowledge/article-loader';
import { createTestApp, errorMessage, type TestApp } from './helpers/app';

jest.setTimeout(60_000);

/** The slugs the biochar-readiness template links its questions to. */
const TEMPLATE_ARTICLES = [
  'additionality',
  'biochar-carbon-content',
  'biochar-permanence',
  'eligible-feedstocks',
  'feedstock-dry-mass',
  'mrv-requirements',
  'pyrolysis-reactor-types',
];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await syncArticles(t.database.db);
});

afterAll(async () => {
  await t?.close();
});

async function page(query: string, headers: Record<string, string> = {}): Promise<ArticlePage> {
  const response = await t.request(`/resources/articles${query}`, { headers });
  expect(response.status).toBe(200);
  return articlePageSchema.parse(await response.json());
}

describe('GET /resources/articles', () => {
  it('lists the articles to visitors, newest first, in English by default', async () => {
    const list = await page('');
    expect(list.total).toBe(8);
    expect(list).toMatchObject({ page: 1, page_size: 20 });
    expect(list.items).toHaveLength(8);
    const dates = list.items.map((item) => item.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(list.items.map((item) => item.slug)).toEqual(expect.arrayContaining([...TEMPLATE_ARTICLES, 'project-readiness-overview']));
    const feedstocks = list.items.find((item) => item.slug === 'eligible-feedstocks');
    expect(feedstocks).toEqual({
      slug: 'eligible-feedstocks',
      category: 'eligibility',
      title: 'Which feedstocks are eligible for biochar credits?',
      summary: expect.stringContaining('Residual biomass'),
      published_at: '2026-01-19T00:00:00.000Z',
    });
    expect(feedstocks).not.toHaveProperty('body');
  });

  it('pages through the list', async () => {
    const first = await page('?page_size=3');
    const third = await page('?page_size=3&page=3');
    expect(first).toMatchObject({ total: 8, page: 1, page_size: 3 });
    expect(first.items).toHaveLength(3);
    expect(third.items).toHaveLength(2);
    const beyond = await page('?page_size=3&page=4');
    expect(beyond).toMatchObject({ total: 8, items: [] });
  });

  it('searches title, summary and body in the request language, ignoring case', async () => {
    const byTitle = await page('?search=REACTOR%20TYPES');
    expect(byTitle.items.map((item) => item.slug)).toEqual(['pyrolysis-reactor-types']);
    // "H/C_org" appears in several bodies and summaries; the literal underscore must not act as a wildcard.
    const byBody = await page(`?search=${encodeURIComponent('h/c_org')}`);
    expect(byBody.items.map((item) => item.slug)).toEqual(expect.arrayContaining(['biochar-permanence', 'mrv-requirements']));
    expect(byBody.total).toBe(byBody.items.length);
    expect((await page('?search=h%2Fc%25org')).total).toBe(0);
    // Title matches come first.
    const moisture = await page('?search=moisture');
    expect(moisture.items[0].slug).toBe('feedstock-dry-mass');
    expect(moisture.total).toBeGreaterThan(1);
    // An English word is not found in French texts, and the other way round.
    expect((await page('?search=humidit%C3%A9')).total).toBe(0);
    expect((await page('?search=humidit%C3%A9', { language: 'fr' })).items[0].slug).toBe('feedstock-dry-mass');
    expect((await page('?search=zzz-nothing-like-this')).total).toBe(0);
    expect((await page('?search=%20%20')).total).toBe(8);
  });

  it('filters by category, alone or with a search', async () => {
    const measurement = await page('?category=measurement');
    expect(measurement.items.map((item) => item.slug).sort()).toEqual(['biochar-carbon-content', 'biochar-permanence', 'feedstock-dry-mass']);
    expect(measurement.items.every((item) => item.category === 'measurement')).toBe(true);
    const both = await page('?category=eligibility&search=biomass');
    expect(both.items.map((item) => item.slug).sort()).toEqual(['additionality', 'eligible-feedstocks']);
    const narrower = await page('?category=eligibility&search=sawmill');
    expect(narrower.items.map((item) => item.slug)).toEqual(['eligible-feedstocks']);
    expect((await page('?category=finance&search=sawmill')).total).toBe(0);
  });

  it('returns one article in full by slug', async () => {
    const response = await t.request('/resources/articles?slug=biochar-permanence');
    expect(response.status).toBe(200);
    const article: Article = articleSchema.parse(await response.json());
    expect(article).toMatchObject({ slug: 'biochar-permanence', category: 'measurement', title: 'How long does biochar carbon stay stored?' });
    expect(article.body).toContain('## Why H/C_org matters');
    expect(article.body).toContain('below 0.7');
    expect(article.version).toBe(1);
    expect(Date.parse(article.updated_at)).not.toBeNaN();
  });

  it('serves every article the biochar-readiness template links to', async () => {
    const template = JSON.parse(readFileSync(path.join(process.cwd(), 'content', 'templates', 'biochar-readiness.json'), 'utf8')) as unknown;
    const linked = new Set([...JSON.stringify(template).matchAll(/"article":"([a-z0-9-]+)"/g)].map((match) => match[1]));
    expect([...linked].sort()).toEqual(TEMPLATE_ARTICLES);
    for (const slug of linked) {
      expect((await t.request(`/resources/articles?slug=${slug}`)).status).toBe(200);
    }
  });

  it('speaks French when the language header asks for it', async () => {
    const list = await page('?category=technology', { language: 'fr' });
    expect(list.items[0]).toMatchObject({ slug: 'pyrolysis-reactor-types', title: 'Les types de réacteurs de pyrolyse' });
    const response = await t.request('/resources/articles?slug=feedstock-dry-mass', { headers: { language: 'fr' } });
    const article = (await response.json()) as Article;
    expect(article.title).toBe('Humidité et masse sèche de la biomasse');
    expect(article.body).toContain('aucune mesure au-dessus de 25 %');
  });

  it('answers 404 with a clear message for an unknown slug', async () => {
    const response = await t.request('/resources/articles?slug=no-such-article');
    expect(response.status).toBe(404);
    expect(await errorMessage(response)).toBe('No article has the slug "no-such-article"');
  });

  it('answers 400 for a malformed query, naming the field', async () => {
    const cases: [string, RegExp][] = [
      ['?page_size=0', /page_size is at least 1/],
      ['?page_size=500', /page_size is at most 100/],
      ['?page_size=ten', /page_size/],
      ['?page=0', /page starts at 1/],
      [`?search=${'a'.repeat(101)}`, /search is at most 100 characters/],
      ['?category=gardening', /category is one of/],
      ['?slug=Not%20A%20Slug', /slug/],
      ['?slug=additionality&category=eligibility', /slug alone/],
      ['?colour=blue', /colour/],
    ];
    for (const [query, message] of cases) {
      const response = await t.request(`/resources/articles${query}`);
      expect([query, response.status]).toEqual([query, 400]);
      expect([query, await errorMessage(response)]).toEqual([query, expect.stringMatching(message)]);
    }
  });
});

describe('GET /knowledge-hub', () => {
  it('gives the categories with their counts and the three latest articles', async () => {
    const response = await t.request('/knowledge-hub');
    expect(response.status).toBe(200);
    const hub: KnowledgeHub = knowledgeHubSchema.parse(await response.json());
    expect(hub.total).toBe(8);
    expect(hub.categories).toEqual([
      { category: 'eligibility', count: 2 },
      { category: 'technology', count: 1 },
      { category: 'measurement', count: 3 },
      { category: 'certification', count: 1 },
      { category: 'finance', count: 1 },
    ]);
    expect(hub.latest.map((item) => item.slug)).toEqual(['pyrolysis-reactor-types', 'mrv-requirements', 'feedstock-dry-mass']);
  });

  it('speaks French and refuses unknown parameters', async () => {
    const hub = (await (await t.request('/knowledge-hub', { headers: { language: 'fr' } })).json()) as KnowledgeHub;
    expect(hub.latest[0].title).toBe('Les types de réacteurs de pyrolyse');
    expect((await t.request('/knowledge-hub?page=2')).status).toBe(400);
  });
});

describe('OpenAPI document', () => {
  it('documents both routes as open to visitors, with their schemas', async () => {
    const document = (await (await t.request('/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown[]; parameters?: { name: string }[] }>>;
      components: { schemas: Record<string, unknown> };
    };
    const list = document.paths['/api/resources/articles']?.get;
    expect(list?.security).toEqual([{ apiKey: [] }]);
    expect(list?.parameters?.map((parameter) => parameter.name).sort()).toEqual(['category', 'page', 'page_size', 'search', 'slug']);
    expect(document.paths['/api/knowledge-hub']?.get?.security).toEqual([{ apiKey: [] }]);
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['Article', 'ArticlePage', 'ArticleSummary', 'KnowledgeHub']));
  });
});

describe('syncArticles', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'articles-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const copy = (slug: string, change?: (article: Record<string, unknown>) => void) => {
    const article = JSON.parse(readFileSync(path.join(ARTICLES_DIR, `${slug}.json`), 'utf8')) as Record<string, unknown>;
    change?.(article);
    writeFileSync(path.join(dir, `${slug}.json`), JSON.stringify(article));
  };
  const stored = async (slug: string) => (await t.database.db.select().from(articles).where(eq(articles.slug, slug)))[0];

  it('holds one valid file per article, named after its slug', () => {
    expect(readdirSync(ARTICLES_DIR).filter((name) => name.endsWith('.json'))).toHaveLength(8);
  });

  it('is idempotent: syncing the same content again keeps the version', async () => {
    const before = await stored('additionality');
    expect(await syncArticles(t.database.db)).toBe(8);
    const after = await stored('additionality');
    expect(after.version).toBe(1);
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(await t.database.db.select({ slug: articles.slug }).from(articles)).toHaveLength(8);
  });

  it('updates an article whose content changed and raises its version', async () => {
    copy('additionality', (article) => {
      (article.title as Record<string, string>).en = 'Additionality (revised)';
    });
    const before = await stored('additionality');
    expect(await syncArticles(t.database.db, dir)).toBe(1);
    const after = await stored('additionality');
    expect(after.version).toBe(before.version + 1);
    expect(after.contentHash).not.toBe(before.contentHash);
    await syncArticles(t.database.db, dir);
    expect((await stored('additionality')).version).toBe(after.version);
    const article = (await (await t.request('/resources/articles?slug=additionality')).json()) as Article;
    expect(article).toMatchObject({ title: 'Additionality (revised)', version: after.version });
    await syncArticles(t.database.db);
  });

  it('refuses a malformed file, naming the file and the field, and writes nothing', async () => {
    copy('biochar-permanence', (article) => {
      (article.title as Record<string, string>).en = 'Should never be stored';
    });
    copy('mrv-requirements', (article) => {
      delete (article.body as Record<string, unknown>).fr;
    });
    await expect(syncArticles(t.database.db, dir)).rejects.toThrow(/mrv-requirements\.json is not a valid article:\n {2}- body\.fr/);
    expect((await stored('biochar-permanence')).title.en).not.toBe('Should never be stored');

    rmSync(path.join(dir, 'mrv-requirements.json'));
    copy('biochar-permanence', (article) => {
      article.slug = 'another-slug';
    });
    await expect(syncArticles(t.database.db, dir)).rejects.toThrow(/slug "another-slug" must match the file name/);
    rmSync(path.join(dir, 'biochar-permanence.json'));
    writeFileSync(path.join(dir, 'broken.json'), '{ "slug": ');
    await expect(syncArticles(t.database.db, dir)).rejects.toThrow(/broken\.json is not valid JSON/);
  });
});
