import type { UsersPage } from './helpers/users-page';
import { createTestApp, errorMessage, type TestApp } from './helpers/app';

jest.setTimeout(60_000);

let t: TestApp;
let admin: { token: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn({ email: 'staff@groundwork.test', name: 'Staff Member' });
  for (let index = 1; index <= 24; index += 1) {
    await t.signIn({ name: `Developer ${index}`, email: `dev${index}@example.test` });
  }
  await t.signIn({ name: 'Ivy Investor', email: 'ivy@fund.example', tfp: 'investors' });
  await t.signIn({ name: '=HYPERLINK("http://evil.example","click")', email: 'formula@example.test' });
});

afterAll(async () => {
  await t?.close();
});

async function page(query: string): Promise<UsersPage> {
  const response = await t.request(`/users${query}`, { token: admin.token });
  expect(response.status).toBe(200);
  return (await response.json()) as UsersPage;
}

describe('GET /users', () => {
  it('is for staff only', async () => {
    const developer = await t.signIn();
    const response = await t.request('/users', { token: developer.token });
    expect(response.status).toBe(403);
    expect(await errorMessage(response)).toMatch(/admin role/);
  });

  it('pages through every user, newest first, without repeats', async () => {
    const first = await page('?page_size=10');
    expect(first).toMatchObject({ page: 1, page_size: 10 });
    expect(first.total).toBeGreaterThanOrEqual(27);
    const pages = [first];
    for (let number = 2; number <= Math.ceil(first.total / 10); number += 1) pages.push(await page(`?page_size=10&page=${number}`));
    const ids = pages.flatMap((item) => item.items.map((user) => user.id));
    expect(ids).toHaveLength(first.total);
    expect(new Set(ids).size).toBe(first.total);
    const created = pages.flatMap((item) => item.items.map((user) => user.created_at));
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('searches by name or e-mail and filters by role', async () => {
    const byName = await page('?search=developer%201');
    expect(byName.items.map((user) => user.name).sort()).toEqual([
      'Developer 1',
      'Developer 10',
      'Developer 11',
      'Developer 12',
      'Developer 13',
      'Developer 14',
      'Developer 15',
      'Developer 16',
      'Developer 17',
      'Developer 18',
      'Developer 19',
    ]);
    expect((await page('?search=FUND.example')).items.map((user) => user.name)).toEqual(['Ivy Investor']);
    expect((await page('?roles=investor')).items.map((user) => user.name)).toEqual(['Ivy Investor']);
    expect((await page('?search=%25')).total).toBe(0);
  });

  it('refuses bad paging and unknown roles', async () => {
    const response = await t.request('/users?page_size=1000', { token: admin.token });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toMatch(/page_size is at most 100/);
    expect((await t.request('/users?roles=wizard', { token: admin.token })).status).toBe(400);
  });

  it('answers CSV for Accept: text/csv, with formulas neutralised', async () => {
    const { total } = await page('?search=example.test');
    const response = await t.request('/users?search=example.test', { token: admin.token, headers: { accept: 'text/csv' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toContain('data.csv');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('id,name,email,company,roles,investor_activated,created_at');
    expect(total).toBeGreaterThan(20);
    expect(lines).toHaveLength(1 + total);
    const formula = lines.find((line) => line.includes('HYPERLINK'));
    expect(formula).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(lines.some((line) => /,=/.test(line))).toBe(false);
  });
});
