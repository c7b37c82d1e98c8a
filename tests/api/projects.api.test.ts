import { eq } from 'drizzle-orm';
import type { ProjectDetail, ProjectList } from '@/lib/schemas/projects';
import { QUESTIONNAIRE_CSV_COLUMNS } from '@/lib/schemas/projects';
import { auditEvents, projects, templates } from '@/server/db/schema';
import { LocalFileStore } from '@/server/storage/local-store';
import { createTestApp, errorMessage, type TestApp } from './helpers/app';
import { answer, assessmentOf, createProject, templateId } from './helpers/projects';

jest.setTimeout(120_000);

let t: TestApp;
let biochar: string;

beforeAll(async () => {
  t = await createTestApp();
  biochar = await templateId(t);
});

afterAll(async () => {
  await t?.close();
});

describe('POST /create_project and GET /project', () => {
  it('creates the assessments of the template in order: the first open, the rest locked', async () => {
    const owner = await t.signIn({ name: 'Amina Developer' });
    const project = await createProject(t, owner.token, biochar, '  Nyeri biochar  ');
    expect(project).toMatchObject({
      name: 'Nyeri biochar',
      access: 'owner',
      owner: { id: owner.id, name: 'Amina Developer' },
      template: { id: biochar, slug: 'biochar-readiness', kind: 'project_readiness', name: 'Biochar project readiness' },
      progress: 0,
      assessments_completed: 0,
      score: null,
      offset: 0,
    });
    const all = project.steps.flatMap((step) => step.assessments);
    expect(project.assessments_total).toBe(all.length);
    expect(all.map((assessment) => assessment.definition_id)).toEqual([
      'project_profile',
      'feedstock_eligibility',
      'technology',
      'site_permits',
      'offtake_mrv',
      'finance_safeguards',
    ]);
    expect(all.map((assessment) => assessment.status)).toEqual(['not_started', 'locked', 'locked', 'locked', 'locked', 'locked']);
    expect(all[0]).toMatchObject({ disabled: false, completion: 0, progress: 0, next_assessment_id: all[1].id, access_status: 'owner' });
    expect(all[1].disabled).toBe(true);
    expect(all.at(-1)?.next_assessment_id).toBeNull();
    expect(project.steps[0].current_assessment).toBe(all[0].id);

    const read = await t.request(`/project?id=${project.id}`, { token: owner.token, headers: { language: 'fr' } });
    expect(read.status).toBe(200);
    const french = (await read.json()) as ProjectDetail;
    expect(french.template.name).toBe('Maturité d’un projet de biochar');
    expect(french.steps[0].title).not.toBe(project.steps[0].title);
  });

  it('refuses an unknown template and invalid names', async () => {
    const owner = await t.signIn();
    const unknown = await t.request('/create_project', { token: owner.token, json: { name: 'X', template_id: '3f0e4b9e-7c1a-4c55-9a39-0d7f1e2b1a11' } });
    expect(unknown.status).toBe(404);
    const blank = await t.request('/create_project', { token: owner.token, json: { name: '   ', template_id: biochar } });
    expect(blank.status).toBe(400);
    expect(await errorMessage(blank)).toMatch(/name is required/);
    expect((await t.request('/create_project', { json: { name: 'X', template_id: biochar } })).status).toBe(401);
  });

  it('keeps the template version a project was created from when the template changes', async () => {
    const owner = await t.signIn();
    const project = await createProject(t, owner.token, biochar);
    const [template] = await t.database.db.select().from(templates).where(eq(templates.id, biochar));
    const definition = structuredClone(template.definition);
    definition.steps[0].title.en = 'Renamed step';
    await t.database.db
      .update(templates)
      .set({ definition, version: template.version + 1 })
      .where(eq(templates.id, biochar));
    try {
      const again = (await (await t.request(`/project?id=${project.id}`, { token: owner.token })).json()) as ProjectDetail;
      expect(again.steps[0].title).toBe(project.steps[0].title);
      const fresh = await createProject(t, owner.token, biochar);
      expect(fresh.steps[0].title).toBe('Renamed step');
    } finally {
      await t.database.db
        .update(templates)
        .set({ definition: template.definition, version: template.version + 2 })
        .where(eq(templates.id, biochar));
    }
  });
});

describe('GET /projects', () => {
  it('lists my projects and those shared with me, paginated, searched by name (wildcards escaped)', async () => {
    const me = await t.signIn({ email: 'lister@example.test' });
    const other = await t.signIn();
    for (const name of ['Alpha kiln', 'Beta kiln', 'Gamma 100% char', 'Delta_site']) await createProject(t, me.token, biochar, name);
    const shared = await createProject(t, other.token, biochar, 'Shared kiln');
    await t.request('/share', { token: other.token, json: { kind: 'invite', project_id: shared.id, email: 'LISTER@example.test', right: 'read' } });
    await createProject(t, other.token, biochar, 'Not mine kiln');

    const all = (await (await t.request('/projects?page_size=2', { token: me.token })).json()) as ProjectList;
    expect(all.total).toBe(5);
    expect(all.items).toHaveLength(2);
    expect(all.items[0].name).toBe('Shared kiln');
    expect(all.items[0]).toMatchObject({ access: 'read', owner: { id: other.id } });

    const page3 = (await (await t.request('/projects?page_size=2&page=3', { token: me.token })).json()) as ProjectList;
    expect(page3.items.map((item) => item.name)).toEqual(['Alpha kiln']);

    const owned = (await (await t.request('/projects?scope=owned', { token: me.token })).json()) as ProjectList;
    expect(owned.total).toBe(4);
    const sharedOnly = (await (await t.request('/projects?scope=shared', { token: me.token })).json()) as ProjectList;
    expect(sharedOnly.items.map((item) => item.name)).toEqual(['Shared kiln']);

    const kiln = (await (await t.request('/projects?search=KILN', { token: me.token })).json()) as ProjectList;
    expect(kiln.items.map((item) => item.name).sort()).toEqual(['Alpha kiln', 'Beta kiln', 'Shared kiln']);
    const percent = (await (await t.request(`/projects?search=${encodeURIComponent('100%')}`, { token: me.token })).json()) as ProjectList;
    expect(percent.items.map((item) => item.name)).toEqual(['Gamma 100% char']);
    const underscore = (await (await t.request('/projects?search=a_s', { token: me.token })).json()) as ProjectList;
    expect(underscore.items.map((item) => item.name)).toEqual(['Delta_site']);
    const wildcard = (await (await t.request(`/projects?search=${encodeURIComponent('%')}`, { token: me.token })).json()) as ProjectList;
    expect(wildcard.total).toBe(1);
  });

  it('shows progress in the list as answers come', async () => {
    const me = await t.signIn();
    const project = await createProject(t, me.token, biochar, 'Progress kiln');
    await answer(t, me.token, assessmentOf(project, 'project_profile'), 'project_name', 'Progress kiln');
    const list = (await (await t.request('/projects', { token: me.token })).json()) as ProjectList;
    expect(list.items[0].progress).toBeGreaterThan(0);
    expect(list.items[0].progress).toBeLessThan(5);
  });
});

describe('PUT /project and DELETE /project', () => {
  it('renames, remembers the step, and deletes with the name typed again', async () => {
    const owner = await t.signIn();
    const project = await createProject(t, owner.token, biochar, 'Old name');
    const renamed = await t.request('/project', { method: 'PUT', token: owner.token, json: { id: project.id, name: 'New name', offset: 1 } });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: 'New name', offset: 1 });
    const tooFar = await t.request('/project', { method: 'PUT', token: owner.token, json: { id: project.id, name: 'New name', offset: 9 } });
    expect(tooFar.status).toBe(422);

    const form = new FormData();
    form.set('data', JSON.stringify({ project_id: project.id }));
    form.set('file', new Blob(['site,tonnes\nNyeri,120\n'], { type: 'text/csv' }), 'sites.csv');
    expect((await t.request('/files', { method: 'POST', token: owner.token, body: form })).status).toBe(200);
    const store = new LocalFileStore(t.storageDir);
    expect(await store.list('projects', `${project.id}/`)).toHaveLength(1);

    const wrongName = await t.request('/project', { method: 'DELETE', token: owner.token, json: { id: project.id, confirm_name: 'Old name' } });
    expect(wrongName.status).toBe(422);
    const deleted = await t.request('/project', { method: 'DELETE', token: owner.token, json: { id: project.id, confirm_name: 'New name' } });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ id: project.id, deleted: true });
    expect(await t.database.db.select().from(projects).where(eq(projects.id, project.id))).toHaveLength(0);
    expect((await t.request(`/project?id=${project.id}`, { token: owner.token })).status).toBe(404);
    expect(await store.list('projects', `${project.id}/`)).toEqual([]);
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, project.id));
    expect(audit.map((event) => event.action)).toContain('project.delete');
  });
});

describe('GET /get_project_questionnarie', () => {
  it('exports every question with its readable answer, and neutralises formulas', async () => {
    const owner = await t.signIn({ name: 'Exporter' });
    const project = await createProject(t, owner.token, biochar, 'Export kiln');
    const profile = assessmentOf(project, 'project_profile');
    await answer(t, owner.token, profile, 'project_name', '=HYPERLINK("http://evil.test","x")');
    await answer(t, owner.token, profile, 'project_summary', "-2+3+cmd|' /C calc'!A0 and enough words to reach fifty characters");
    await answer(t, owner.token, profile, 'project_stage', 'development');
    await answer(t, owner.token, profile, 'team_experience', ['agronomy', 'engineering']);
    await answer(t, owner.token, profile, 'has_prior_projects', false);
    await answer(t, owner.token, profile, 'project_location', { lat: -0.42, lng: 36.95, label: 'Nyeri' });
    await answer(t, owner.token, profile, 'key_people', [
      { name: 'Amina', role: 'CEO', years: 12 },
      { name: '@Bob', role: 'CTO' },
    ]);

    const response = await t.request(`/get_project_questionnarie?project_id=${project.id}`, { token: owner.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment/);
    const text = await response.text();
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(QUESTIONNAIRE_CSV_COLUMNS.join(','));
    const rowOf = (id: string) => lines.find((line) => line.includes(`,${id},`)) ?? '';
    expect(lines.length - 1).toBeGreaterThanOrEqual(60);
    expect(rowOf('project_name')).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(rowOf('project_summary')).toContain(`,Yes,Yes,'-2+3+cmd|' /C calc'!A0 and enough words`);
    expect(rowOf('project_stage')).toContain(',"Development (permits, contracts)",');
    expect(rowOf('project_stage')).toMatch(/,Yes,Yes,"Development \(permits, contracts\)",Exporter,\d{4}-/);
    expect(rowOf('team_experience')).toContain('"Agronomy and soil science; Process engineering"');
    expect(rowOf('has_prior_projects')).toContain(',No,Exporter,');
    expect(rowOf('prior_projects')).toMatch(/,long_text,,No,No,,,$/);
    expect(rowOf('project_location')).toContain('"Nyeri (-0.42, 36.95)"');
    expect(rowOf('key_people')).toContain('Name: Amina; Role: CEO; Years of experience: 12 years | Name: @Bob; Role: CTO');
    expect(rowOf('feedstock_tonnes')).toMatch(/,number,t\/yr,Yes,Yes,,,$/);

    const french = await (await t.request(`/get_project_questionnarie?project_id=${project.id}`, { token: owner.token, headers: { language: 'fr' } })).text();
    expect(french).toContain(',Non,Exporter,');
  });
});
