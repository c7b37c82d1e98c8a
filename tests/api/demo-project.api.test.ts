// Defect 8 of issue 9: the demo account (README credentials) owns a realistic sample project once the demo data is
// loaded, seen through the API exactly as the demo user sees it after signing in.
import type { LatestCompute } from '@/lib/schemas/assessments';
import type { ProjectDetail, ProjectList } from '@/lib/schemas/projects';
import { DEMO_PROJECT_NAME } from '@/server/db/demo-project-answers';
import { seedDemoData } from '@/server/db/seed';
import { DEMO_ACCOUNT, findAccountByEmail } from '@/server/idp/accounts';
import { createLogger } from '@/server/logger';
import { createTestApp, type TestApp } from './helpers/app';

jest.setTimeout(180_000);

let t: TestApp;
let demoToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, createLogger({ level: 'silent' }), { issuer: t.tokens.issuer });
  const account = await findAccountByEmail(t.database.db, DEMO_ACCOUNT.email);
  // The token the built-in provider gives the demo account: its id as subject.
  demoToken = await t.tokens.mint({ sub: account!.id, email: DEMO_ACCOUNT.email, name: DEMO_ACCOUNT.name });
});

afterAll(async () => {
  await t?.close();
});

async function demoProjects(): Promise<ProjectList> {
  const response = await t.request('/projects', { token: demoToken });
  expect(response.status).toBe(200);
  return (await response.json()) as ProjectList;
}

describe('the demo account after the demo data is loaded', () => {
  it('signs in to its own user record and owns the sample biochar project', async () => {
    const me = await t.request('/me', { token: demoToken });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: DEMO_ACCOUNT.email, name: DEMO_ACCOUNT.name });
    const list = await demoProjects();
    expect(list.items.map((item) => item.name)).toEqual([DEMO_PROJECT_NAME]);
    expect(list.items[0]).toMatchObject({ access: 'owner' });
  });

  it('shows the project at work: completed, in-progress and locked assessments, answers and computed results', async () => {
    const [summary] = (await demoProjects()).items;
    const response = await t.request(`/project?id=${summary.id}`, { token: demoToken });
    const project = (await response.json()) as ProjectDetail;
    const statuses = project.steps.flatMap((step) => step.assessments).map((assessment) => assessment.status);
    expect(statuses).toEqual(['completed', 'completed', 'in_progress', 'locked', 'locked', 'locked']);
    expect(project.progress).toBeGreaterThan(20);
    expect(project.progress).toBeLessThan(80);
    expect(project.score).not.toBeNull();

    const compute = await t.request(`/compute?project_id=${summary.id}`, { token: demoToken });
    const result = (await compute.json()) as LatestCompute;
    expect(result?.gaps.length).toBeGreaterThan(0);
    const biochar = result?.formulas.find((formula) => formula.id === 'annual_biochar_tonnes');
    expect(biochar?.value).toBe(3000);

    // In French: the formulas' units and the questions they still need, in words (never `permanence_fraction`).
    const french = (await (await t.request(`/compute?project_id=${summary.id}`, { token: demoToken, headers: { language: 'fr' } })).json()) as LatestCompute;
    const co2 = french?.formulas.find((formula) => formula.id === 'annual_co2_removed');
    expect(co2).toMatchObject({ value: null, unit: 'tCO2e/an', missing: ['permanence_fraction'] });
    expect(co2?.missing_labels).toEqual(['Part du carbone organique encore stable à la fin de cet horizon']);
    expect(french?.formulas.find((formula) => formula.id === 'annual_biochar_tonnes')).toMatchObject({ unit: 't/an', label: 'Biochar produit par an' });
  });

  it('is loaded once: a second start adds nothing, and a stranger does not see the project', async () => {
    await seedDemoData(t.database.db, createLogger({ level: 'silent' }), { issuer: t.tokens.issuer });
    expect((await demoProjects()).items).toHaveLength(1);
    const stranger = await t.signIn({ name: 'Stranger' });
    const list = await t.request('/projects', { token: stranger.token });
    expect(((await list.json()) as ProjectList).items).toEqual([]);
  });

  it('adds no project without the built-in provider (Azure AD B2C signs users in)', async () => {
    const other = await createTestApp();
    try {
      await seedDemoData(other.database.db, createLogger({ level: 'silent' }), { issuer: undefined });
      const account = await findAccountByEmail(other.database.db, DEMO_ACCOUNT.email);
      const token = await other.tokens.mint({ sub: account!.id, email: DEMO_ACCOUNT.email, name: DEMO_ACCOUNT.name });
      const list = await other.request('/projects', { token });
      expect(((await list.json()) as ProjectList).items).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
