// Issue 12: the demo data includes one published opportunity, so that the opportunity screens show something on a
// fresh start. It comes from a second demo project assessed to the end (the demo account's own project stays below
// the readiness threshold), published through the publication service's rules.
import type { OpportunityTeaserList } from '@/lib/schemas/opportunities';
import { DEMO_PUBLICATION } from '@/server/db/demo-opportunity-answers';
import { seedDemoData } from '@/server/db/seed';
import { createLogger } from '@/server/logger';
import { createTestApp, type TestApp } from './helpers/app';

jest.setTimeout(180_000);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, createLogger({ level: 'silent' }), { issuer: t.tokens.issuer });
});

afterAll(async () => {
  await t?.close();
});

async function teasers(): Promise<OpportunityTeaserList> {
  const response = await t.request('/opportunity');
  expect(response.status).toBe(200);
  return (await response.json()) as OpportunityTeaserList;
}

describe('the demo opportunity', () => {
  it('is listed in the visitors’ teaser with only the fields its developer made public', async () => {
    const list = await teasers();
    expect(list.view).toBe('teaser');
    expect(list.items).toHaveLength(1);
    const [teaser] = list.items;
    expect(teaser).toMatchObject({ title: DEMO_PUBLICATION.title, summary: DEMO_PUBLICATION.summary, stage: 'construction', instrument: 'equity', region: 'europe' });
    // Removals are public, computed from the project's results (above the readiness threshold); ticket and price are not.
    expect(teaser.removals_per_year).toBeGreaterThan(0);
    expect(teaser.figures_computed_at).toEqual(expect.any(String));
    expect(teaser).not.toHaveProperty('ticket_min');
    expect(teaser).not.toHaveProperty('price_per_tonne');
  });

  it('is published once: loading the demo data again adds no second one', async () => {
    await seedDemoData(t.database.db, createLogger({ level: 'silent' }), { issuer: t.tokens.issuer });
    expect((await teasers()).items).toHaveLength(1);
  });
});
