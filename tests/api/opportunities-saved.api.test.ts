import type { Opportunity, OpportunityList } from '@/lib/schemas/opportunities';
import type { TestApp } from './helpers/app';
import { castOf, investmentApp, publish, type Cast } from './helpers/opportunities';

// Issue 12, item 3: activated investors save opportunities to find again; the list tells which are saved and filters
// on them; nobody else may, and an opportunity that closes is no longer kept.

jest.setTimeout(120_000);

let t: TestApp;
let cast: Cast;
let opportunityId: string;

beforeAll(async () => {
  ({ t } = await investmentApp());
  cast = await castOf(t);
  opportunityId = await publish(t, cast);
});

afterAll(async () => {
  await t?.close();
});

const save = (token: string, saved: boolean, id = opportunityId) => t.request('/opportunity', { method: 'PUT', token, json: { opportunity_id: id, saved } });
const list = async (token: string, query = '') => (await (await t.request(`/opportunity?sort=newest${query}`, { token })).json()) as OpportunityList;

describe('saved opportunities', () => {
  it('are kept per investor, shown as saved, and listed alone on demand', async () => {
    expect((await list(cast.activated, '&saved=true')).items).toEqual([]);
    expect((await save(cast.activated, true)).status).toBe(200);
    expect((await save(cast.activated, true)).status).toBe(200);
    const saved = await list(cast.activated, '&saved=true');
    expect(saved.items.map((item) => [item.id, item.saved])).toEqual([[opportunityId, true]]);
    const one = (await (await t.request(`/opportunity?id=${opportunityId}`, { token: cast.activated })).json()) as Opportunity;
    expect(one.saved).toBe(true);
    // Staff see the same list, with their own saves.
    expect((await list(cast.staff)).items.find((item) => item.id === opportunityId)?.saved).toBe(false);
    expect((await save(cast.activated, false)).status).toBe(200);
    expect((await list(cast.activated, '&saved=true')).items).toEqual([]);
  });

  it('are refused to whoever does not see opportunities in full, and to an unknown opportunity', async () => {
    expect((await save(cast.investor, true)).status).toBe(403);
    expect((await save(cast.owner, true)).status).toBe(403);
    expect((await t.request('/opportunity', { method: 'PUT', json: { opportunity_id: opportunityId, saved: true } })).status).toBe(401);
    expect((await save(cast.activated, true, crypto.randomUUID())).status).toBe(404);
    expect((await t.request('/opportunity?saved=true')).status).toBe(401);
  });

  it('go when the opportunity closes', async () => {
    await save(cast.activated, true);
    await t.request('/publication', { token: cast.owner, json: { project_id: cast.projectId, action: 'close' } });
    expect((await list(cast.activated, '&saved=true')).items).toEqual([]);
  });
});
