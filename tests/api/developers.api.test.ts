// Issue 23: a developer company's page shown as it chooses and staff's directory with its CSV
// export, every cell neutralised against formulas.
import type { DeveloperDirectory, DeveloperPage } from '@/lib/schemas/developers';
import { ADMIN_EMAIL, createTestApp, type TestApp } from './helpers/app';
import { createDeveloperCompany } from './helpers/companies';
import { createProject, templateId } from './helpers/projects';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the developer page', () => {
  it('adds up the linked projects and shows the page only as the developer chose', async () => {
    const { admin, view } = await createDeveloperCompany(t, 'Hestia');
    const companyId = view.company?.id ?? '';
    const project = await createProject(t, admin.token, await templateId(t), 'Hestia kiln');
    await t.request('/company_project', { token: admin.token, json: { project_id: project.id } });

    const mine = (await (await t.request('/developer', { token: admin.token })).json()) as DeveloperPage;
    expect(mine).toMatchObject({ legal_name: 'Hestia Biochar SAS', show_to_investors: false, track_record: { projects: 1, published_opportunities: 0 } });
    expect(mine.track_record.items[0]).toMatchObject({ name: 'Hestia kiln', published: false });

    const investor = await t.signIn({ name: 'Ivo Investor', email: 'ivo@example.test', tfp: 'investors' });
    const oem = await t.signIn({ name: 'Olga OEM', email: 'olga@example.test' });
    await t.request('/company', { token: oem.token, json: { kind: 'oem', legal_name: 'Olga Reactors' } });
    const stranger = await t.signIn({ name: 'Stan', email: 'stan@example.test' });
    const see = async (token: string) => (await t.request(`/developer_details?company_id=${companyId}`, { token })).status;
    expect([await see(investor.token), await see(oem.token), await see(stranger.token), await see(admin.token)]).toEqual([404, 404, 404, 200]);

    expect((await t.request('/developer', { method: 'PUT', token: admin.token, json: { show_to_investors: true, show_to_oems: false } })).status).toBe(200);
    expect([await see(investor.token), await see(oem.token), await see(stranger.token)]).toEqual([200, 404, 404]);
    await t.request('/developer', { method: 'PUT', token: admin.token, json: { show_to_investors: false, show_to_oems: true } });
    expect([await see(investor.token), await see(oem.token), await see(stranger.token)]).toEqual([404, 200, 404]);
    // The page carries no answers beyond the track record's figures.
    const shown = (await (await t.request(`/developer_details?company_id=${companyId}`, { token: oem.token })).json()) as Record<string, unknown>;
    expect(Object.keys(shown).sort()).toEqual([
      'company_id',
      'country',
      'description',
      'founded_year',
      'legal_name',
      'sectors',
      'show_to_investors',
      'show_to_oems',
      'track_record',
      'website',
    ]);
  });
});

describe('staff’s directory', () => {
  it('searches developer companies, refuses others, and exports CSV with formulas neutralised', async () => {
    const evil = await t.signIn({ name: 'Eve', email: 'eve@example.test' });
    await t.request('/company', {
      token: evil.token,
      json: { kind: 'developer', legal_name: '=HYPERLINK("http://evil.example","x")', registration_number: '+33;=1+1', sectors: ['@sum'] },
    });
    const staff = await t.signIn({ name: 'Staff', email: ADMIN_EMAIL });
    const page = (await (await t.request('/internal/developers?search=hyperlink', { token: staff.token })).json()) as DeveloperDirectory;
    expect(page.items.map((item) => item.legal_name)).toEqual(['=HYPERLINK("http://evil.example","x")']);
    expect(page.items[0]).toMatchObject({ members: 1, projects: 0 });
    expect((await t.request('/internal/developers', { token: evil.token })).status).toBe(403);

    const csv = await t.request('/internal/developers?search=evil', { token: staff.token, headers: { accept: 'text/csv' } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const [header, row] = (await csv.text()).trim().split('\r\n');
    expect(header).toBe('legal_name,registration_number,country,sectors,members,projects,show_to_investors,show_to_oems,created_at');
    expect(row.startsWith(`"'=HYPERLINK(""http://evil.example"",""x"")","'+33;'=1+1",,'@sum,1,0,false,false,`)).toBe(true);
  });
});
