import { sql } from 'drizzle-orm';
import type { StaffUserDetails, StaffUsersPage } from '@/lib/schemas/staff-users';
import { signIns } from '@/server/db/schema';
import { verifyAuditChain } from '@/server/modules/audit/public';
import { createTestApp, errorMessage, type TestApp } from './helpers/app';
import { createProject, templateId } from './helpers/projects';

jest.setTimeout(90_000);

let t: TestApp;
let staff: { token: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signIn({ email: 'staff@groundwork.test', name: 'Staff Member' });
  await t.signIn({ name: 'Olga Oemson', email: 'olga@kilns.example', extra: { company: 'Kiln Works' } });
  await t.signIn({ name: 'Ivy Investor', email: 'ivy@fund.example', tfp: 'investors' });
  await t.signIn({ name: '=HYPERLINK("http://evil.example","x")', email: 'formula@example.test' });
});

afterAll(async () => {
  await t?.close();
});

async function search(query: string): Promise<StaffUsersPage> {
  const response = await t.request(`/internal/users?${query}`, { token: staff.token });
  expect(response.status).toBe(200);
  return (await response.json()) as StaffUsersPage;
}

const change = (json: unknown) => t.request('/internal/users', { token: staff.token, method: 'PATCH', json });

describe('staff search users', () => {
  it('finds by name, e-mail and company, filters by role and state, and pages', async () => {
    expect((await search('search=olga')).items.map((user) => user.email)).toEqual(['olga@kilns.example']);
    expect((await search('search=fund.example')).items.map((user) => user.name)).toEqual(['Ivy Investor']);
    expect((await search('role=investor')).items.map((user) => user.name)).toEqual(['Ivy Investor']);
    const paged = await search('page_size=2&page=2');
    expect(paged).toMatchObject({ page: 2, page_size: 2 });
    expect(paged.total).toBeGreaterThanOrEqual(4);
    expect(paged.capped).toBe(false);
    const refused = await t.request('/internal/users?role=pilot', { token: staff.token });
    expect(refused.status).toBe(400);
    expect(await errorMessage(refused)).toMatch(/role is one of/);
  });

  it('is refused to anyone but staff', async () => {
    const developer = await t.signIn();
    expect((await t.request('/internal/users', { token: developer.token })).status).toBe(403);
    expect((await t.request('/internal/users_export', { token: developer.token })).status).toBe(403);
    expect((await t.request('/internal/users')).status).toBe(401);
  });
});

describe('roles and disabling', () => {
  it('changes roles with a reason, audited in the user’s chain', async () => {
    const user = await t.signIn({ name: 'Role Change', email: 'roles@example.test' });
    const noReason = await change({ user_id: user.id, roles: ['oem'] });
    expect(noReason.status).toBe(400);
    const response = await change({ user_id: user.id, roles: ['oem', 'developer'], reason: 'Joined a kiln maker' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as StaffUserDetails).roles).toEqual(['oem', 'developer']);
    expect(await verifyAuditChain(t.database.db, 'user', user.id)).toMatchObject({ valid: true, length: 1 });
  });

  it('refuses a disabled user on the next request, on every instance, and lets them in again once enabled', async () => {
    const user = await t.signIn({ name: 'Dana Disabled', email: 'dana@example.test' });
    const other = t.anotherInstance();
    expect((await other.request('/me', { token: user.token })).status).toBe(200);
    expect((await change({ user_id: user.id, disabled: true, reason: 'Left the company' })).status).toBe(200);
    const here = await t.request('/me', { token: user.token });
    expect(here.status).toBe(403);
    expect(await errorMessage(here)).toMatch(/disabled/);
    // The other instance cached the user: the notification dropped it.
    let there = await other.request('/me', { token: user.token });
    for (let attempt = 0; attempt < 50 && there.status === 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      there = await other.request('/me', { token: user.token });
    }
    expect(there.status).toBe(403);
    expect((await search('state=disabled&search=dana')).items.map((item) => item.disabled)).toEqual([true]);
    expect((await change({ user_id: user.id, disabled: false, reason: 'Came back' })).status).toBe(200);
    expect((await t.request('/me', { token: user.token })).status).toBe(200);
  });

  it('does not let staff disable themselves', async () => {
    expect((await change({ user_id: staff.id, disabled: true, reason: 'Oops' })).status).toBe(409);
  });

  it('does not let staff take away their own admin role, and keeps it', async () => {
    const response = await change({ user_id: staff.id, roles: ['developer'], reason: 'Tidying roles' });
    expect(response.status).toBe(409);
    expect(await errorMessage(response)).toMatch(/own admin role/);
    const mine = (await (await t.request(`/internal/users/details?user_id=${staff.id}`, { token: staff.token })).json()) as StaffUserDetails;
    expect(mine.roles).toContain('admin');
  });
});

describe('exports', () => {
  it('streams the users the filters match as data.csv, formulas neutralised', async () => {
    const response = await t.request('/internal/users_export?search=example', { token: staff.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/data\.csv/);
    const text = await response.text();
    expect(text.split('\r\n')[0]).toBe('id,name,email,company,roles,disabled,created_at');
    expect(text).toContain('olga@kilns.example');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(text).not.toContain('staff@groundwork.test');
  });

  it('streams the sign-ins of the users the filters match, with the policy and result', async () => {
    const user = await t.signIn({ name: 'Sam Signin', email: 'sam@example.test' });
    await t.database.db.insert(signIns).values([
      { at: new Date(Date.now() - 60_000), userId: user.id, email: 'sam@example.test', policy: 'signin', address: '203.0.113.9', userAgent: 'Firefox', result: 'success' },
      { at: new Date(), userId: user.id, email: 'sam@example.test', policy: 'google', address: '203.0.113.9', userAgent: '=cmd', result: 'failure' },
    ]);
    const response = await t.request('/internal/signin_export?search=sam', { token: staff.token });
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('at,user_id,name,email,policy,address,user_agent,result');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',signin,203.0.113.9,Firefox,success');
    expect(lines[2]).toContain(",google,203.0.113.9,'=cmd,failure");
    const details = (await (await t.request(`/internal/users/details?user_id=${user.id}`, { token: staff.token })).json()) as StaffUserDetails;
    expect(details.sign_ins.map((item) => item.policy).sort()).toEqual(['google', 'signin']);
  });

  it('gives a new user the sign-up the provider recorded before the user’s first call', async () => {
    await t.database.db.insert(signIns).values({ userId: null, email: 'Nina@Example.test', policy: 'signin', address: '192.0.2.4', userAgent: 'Firefox', result: 'success' });
    const nina = await t.signIn({ name: 'Nina New', email: 'nina@example.test' });
    const details = (await (await t.request(`/internal/users/details?user_id=${nina.id}`, { token: staff.token })).json()) as StaffUserDetails;
    expect(details.sign_ins.map((item) => [item.policy, item.result])).toEqual([['signin', 'success']]);
  });
});

/** Every row of every table as text, lower-cased. */
async function everyTableText(): Promise<Map<string, string>> {
  const tables = (await t.database.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { name: string }[] };
  const texts = new Map<string, string>();
  for (const { name } of tables.rows) {
    const result = (await t.database.db.execute(sql.raw(`select coalesce(string_agg(t::text, E'\\n'), '') as text from "${name}" t`))) as unknown as { rows: { text: string }[] };
    texts.set(name, result.rows[0].text.toLowerCase());
  }
  return texts;
}

describe('erasure', () => {
  it('refuses while the user owns a project others work on, and without the typed address', async () => {
    const owner = await t.signIn({ name: 'Owen Owner', email: 'owen@example.test' });
    const project = await createProject(t, owner.token, await templateId(t));
    const shared = await t.request('/share', { token: owner.token, json: { kind: 'invite', project_id: project.id, email: 'friend@example.test', right: 'edit' } });
    expect(shared.status).toBe(200);
    const wrong = await t.request('/internal/user_delete', { token: staff.token, json: { user_id: owner.id, confirm_email: 'someone@else.test', reason: 'Asked' } });
    expect(wrong.status).toBe(422);
    const refused = await t.request('/internal/user_delete', { token: staff.token, json: { user_id: owner.id, confirm_email: 'OWEN@example.test', reason: 'Asked' } });
    expect(refused.status).toBe(409);
    expect(await errorMessage(refused)).toMatch(/transfer/);
  });

  it('leaves no personal data in any table, revokes the tokens and keeps the audit chain verifying', async () => {
    const person = { name: 'Zephyrine Quillfeather', email: 'zephyrine.q@erase.example', company: 'Quillworks Ltd', phone: '+44 20 7946 0958' };
    const user = await t.signIn({ name: person.name, email: person.email, extra: { company: person.company } });
    expect((await t.request('/me', { token: user.token, method: 'PUT', json: { phone: person.phone, company: person.company, job_title: 'Kiln lead' } })).status).toBe(200);
    await createProject(t, user.token, await templateId(t), 'Quiet kiln');
    const owner = await t.signIn({ name: 'Host Owner', email: 'host@example.test' });
    const hosted = await createProject(t, owner.token, await templateId(t), 'Hosted kiln');
    expect((await t.request('/share', { token: owner.token, json: { kind: 'invite', project_id: hosted.id, email: person.email, right: 'read' } })).status).toBe(200);
    await t.database.db.insert(signIns).values({ userId: user.id, email: person.email, policy: 'signin', address: '198.51.100.7', userAgent: 'Zephyr browser', result: 'success' });
    expect((await change({ user_id: user.id, roles: ['developer', 'oem'], reason: 'Before erasure' })).status).toBe(200);
    expect(await verifyAuditChain(t.database.db, 'project', hosted.id, { incremental: true })).toMatchObject({ valid: true });
    const before = await everyTableText();
    expect([...before.values()].some((text) => text.includes(person.email))).toBe(true);

    const erased = await t.request('/internal/user_delete', { token: staff.token, json: { user_id: user.id, confirm_email: person.email, reason: 'Right to erasure, ticket 42' } });
    expect(erased.status).toBe(200);
    expect(await erased.json()).toEqual({ erased: true, user_id: user.id });

    const after = await everyTableText();
    for (const value of [person.name, person.email, person.company, person.phone, 'zephyr browser', '198.51.100.7']) {
      const holding = [...after.entries()].filter(([, text]) => text.includes(value.toLowerCase())).map(([table]) => table);
      expect({ value, holding }).toEqual({ value, holding: [] });
    }
    // The host project's invitation entry kept its place in the chain, the address replaced by its sealed digest.
    expect(after.get('audit_events')).toContain('[erased]');
    expect(await verifyAuditChain(t.database.db, 'project', hosted.id)).toMatchObject({ valid: true });
    expect(await verifyAuditChain(t.database.db, 'project', hosted.id, { incremental: true })).toMatchObject({ valid: true });
    expect(after.get('user_erasures')).toContain('right to erasure, ticket 42');
    expect((await t.request('/me', { token: user.token })).status).toBe(403);
    expect(await verifyAuditChain(t.database.db, 'user', user.id)).toMatchObject({ valid: true, length: 2 });
    expect((await search(`search=quill`)).total).toBe(0);
    expect((await t.request(`/internal/users/details?user_id=${user.id}`, { token: staff.token })).status).toBe(404);
  });
});

describe('a wide search', () => {
  it('counts up to 1,000 matches and says there are more', async () => {
    await t.database.db.execute(
      sql.raw(`insert into users (issuer, subject, email, email_verified, name, company, roles, status)
        select 'https://cap.seed', 'cap-' || n, 'cap' || n || '@cap.example', true, 'Capped ' || n, 'Capcount Kilns', array['developer'], 'active'
        from generate_series(1, 1001) as n`),
    );
    expect(await search('company=capcount&page_size=5')).toMatchObject({ total: 1000, capped: true, page_size: 5 });
    expect(await search('search=cap1000@')).toMatchObject({ total: 1, capped: false });
  });
});
