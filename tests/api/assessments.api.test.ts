import { and, eq } from 'drizzle-orm';
import type { ComputeResult, SavedAnswer } from '@/lib/schemas/assessments';
import type { AssessmentSummary, ProjectDetail } from '@/lib/schemas/projects';
import { templateDefinitionSchema, type TemplateDefinition } from '@/lib/schemas/templates';
import { answers, projectAssessments, projects, templates } from '@/server/db/schema';
import { insertTemplate } from '@/server/modules/resources/repository';
import { createTestApp, errorMessage, type TestApp } from './helpers/app';
import { answer, assessmentOf, createProject, fillAndComplete, openAssessment, saveAnswer, templateId } from './helpers/projects';

jest.setTimeout(180_000);

let t: TestApp;
let biochar: string;

beforeAll(async () => {
  t = await createTestApp();
  biochar = await templateId(t);
});

afterAll(async () => {
  await t?.close();
});

async function storedAnswer(assessmentId: string, questionId: string) {
  const [row] = await t.database.db
    .select()
    .from(answers)
    .where(and(eq(answers.assessmentId, assessmentId), eq(answers.questionId, questionId)));
  return row;
}

async function newProject() {
  const owner = await t.signIn({ name: 'Owner' });
  const project = await createProject(t, owner.token, biochar);
  return { owner, project, profile: assessmentOf(project, 'project_profile') };
}

describe('GET /assessment', () => {
  it('gives the sections, answers and figures of an assessment', async () => {
    const { owner, profile, project } = await newProject();
    const detail = await openAssessment(t, owner.token, profile);
    expect(detail).toMatchObject({
      id: profile,
      definition_id: 'project_profile',
      project: { id: project.id },
      type: 'project_readiness',
      status: 'not_started',
      answers: [],
      autofill_pending: false,
      completion: 0,
      progress: 0,
    });
    expect(detail.sections.map((section) => section.id)).toEqual(['project_identity', 'team']);
    expect(detail.progress_detail.question_list).not.toContain('prior_projects');
    expect(detail.progress_detail.missing_required).toContain('project_name');
    expect(detail.question_count).toBe(detail.progress_detail.question_list.length);
  });
});

describe('PUT /question', () => {
  it('saves an answer, raises its version, moves the assessment to in progress and returns the figures', async () => {
    const { owner, profile } = await newProject();
    const first = await saveAnswer(t, owner.token, profile, 'team_size', 12);
    expect(first.status).toBe(200);
    const saved = (await first.json()) as SavedAnswer;
    expect(saved.status).toBe('in_progress');
    expect(saved.answer).toMatchObject({ question_id: 'team_size', value: 12, version: 1, updated_by: { id: owner.id, name: 'Owner' } });
    const required = (await openAssessment(t, owner.token, profile)).progress_detail;
    expect(saved.progress.completion).toBe(required.completion);
    expect(saved.progress.completion).toBeGreaterThan(0);
    expect(saved.progress.sections.find((section) => section.section_id === 'team')).toMatchObject({ answered: 1 });
    expect(saved.progress.assessment_completion).toBeGreaterThan(0);

    const second = await saveAnswer(t, owner.token, profile, 'team_size', 14, { base_version: 1 });
    expect(second.status).toBe(200);
    expect(((await second.json()) as SavedAnswer).answer).toMatchObject({ value: 14, version: 2 });

    const reread = await openAssessment(t, owner.token, profile);
    expect(reread.answers.find((item) => item.question_id === 'team_size')).toMatchObject({ value: 14, version: 2 });
  });

  it('marks the project as worked on and starts the assessment in the same write, and not when the write is refused', async () => {
    const { owner, profile } = await newProject();
    const stored = async () => {
      const [row] = await t.database.db
        .select({ status: projectAssessments.status, touched: projects.updatedAt })
        .from(projectAssessments)
        .innerJoin(projects, eq(projects.id, projectAssessments.projectId))
        .where(eq(projectAssessments.id, profile));
      return row;
    };
    const before = await stored();
    expect(before.status).toBe('not_started');
    expect((await saveAnswer(t, owner.token, profile, 'team_size', 12)).status).toBe(200);
    const after = await stored();
    expect(after.status).toBe('in_progress');
    expect(after.touched.getTime()).toBeGreaterThan(before.touched.getTime());

    expect((await saveAnswer(t, owner.token, profile, 'team_size', 13, { base_version: 7 })).status).toBe(409);
    expect((await stored()).touched).toEqual(after.touched);
  });

  it.each([
    ['wrong type', 'team_size', 'twelve', /Invalid answer to "team_size": expected a number/],
    ['not a whole number', 'team_size', 2.5, /must be a whole number/],
    ['out of bounds', 'team_size', 0, /must be at least 1/],
    ['not an option', 'project_stage', 'dreaming', /"dreaming" is not an option/],
    ['unknown option in a list', 'team_experience', ['agronomy', 'astrology'], /"astrology" is not an option/],
    ['an option twice', 'team_experience', ['agronomy', 'agronomy'], /more than once/],
    ['pattern', 'project_country', 'Kenya', /does not have the expected format/],
    ['too short', 'project_summary', 'Too short.', /at least 50 characters/],
    ['date format', 'expected_start', '01/02/2030', /is not a date/],
    ['date bound', 'expected_start', '2050-01-01', /on or before 2040-12-31/],
    // The request schema itself bounds coordinates: 400, naming the field.
    ['latitude', 'project_location', { lat: 95, lng: 10 }, /value\.lat: latitude is at most 90/, 400],
    ['yes/no', 'has_prior_projects', 'yes', /expected true \(yes\) or false \(no\)/],
    ['table cell type', 'key_people', [{ name: 'Amina', role: 'CEO', years: 'ten' }], /row 1: "years" must be a number/],
    ['table required cell', 'key_people', [{ name: 'Amina' }], /row 1: "role" is required/],
    ['table unknown column', 'key_people', [{ name: 'A', role: 'B', shoe: 42 }], /"shoe" is not a column/],
    ['table rows', 'key_people', Array.from({ length: 21 }, () => ({ name: 'A', role: 'B' })), /at most 20 rows/],
    ['hidden question', 'prior_projects', 'We built two kilns.', /Question "prior_projects" is hidden .*"has_prior_projects"/],
  ])('refuses %s with 4xx and a clear message, storing nothing', async (_case, questionId, value, message, status = 422) => {
    const { owner, profile } = await newProject();
    const response = await saveAnswer(t, owner.token, profile, questionId, value);
    expect(response.status).toBe(status);
    expect(await errorMessage(response)).toMatch(message);
    expect(await storedAnswer(profile, questionId)).toBeUndefined();
  });

  it('refuses a file answer that points outside the project, and unknown questions', async () => {
    const { owner, project } = await newProject();
    const feedstock = assessmentOf(project, 'feedstock_eligibility');
    await t.database.db.update(projectAssessments).set({ status: 'not_started' }).where(eq(projectAssessments.id, feedstock));
    const foreign = await saveAnswer(t, owner.token, feedstock, 'feedstock_sustainability_evidence', [{ file_id: '8d3c8f7e-1b2a-4c3d-9e8f-7a6b5c4d3e2f', name: 'audit.pdf' }]);
    expect(foreign.status).toBe(422);
    expect(await errorMessage(foreign)).toMatch(/"audit.pdf" is not a file of this project/);
    const elsewhere = await saveAnswer(t, owner.token, feedstock, 'team_size', 3);
    expect(elsewhere.status).toBe(404);
    expect(await errorMessage(elsewhere)).toMatch(/no question "team_size"/);
  });

  it('refuses answers in a locked assessment (409)', async () => {
    const { owner, project } = await newProject();
    const locked = assessmentOf(project, 'technology');
    const response = await saveAnswer(t, owner.token, locked, 'reactor_count', 2);
    expect(response.status).toBe(409);
    expect(await errorMessage(response)).toBe('This assessment is locked until the previous one is completed');
    expect(await storedAnswer(locked, 'reactor_count')).toBeUndefined();
  });

  it('refuses a stale base_version with 409 and the stored answer in detail.current', async () => {
    const { owner, profile } = await newProject();
    await answer(t, owner.token, profile, 'project_name', 'First name');
    const stale = await saveAnswer(t, owner.token, profile, 'project_name', 'Second name', { base_version: 0 });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { detail: { message: string; current: { value: string; version: number } } };
    expect(body.detail.current).toMatchObject({ value: 'First name', version: 1 });
    const ahead = await saveAnswer(t, owner.token, profile, 'project_name', 'Third name', { base_version: 5 });
    expect(ahead.status).toBe(409);
    expect((await storedAnswer(profile, 'project_name')).value).toBe('First name');
  });

  it.each([0, 1])('lets exactly one of two parallel saves from version %i win', async (baseVersion) => {
    const { owner, profile } = await newProject();
    if (baseVersion === 1) await answer(t, owner.token, profile, 'project_name', 'Base');
    const responses = await Promise.all([
      saveAnswer(t, owner.token, profile, 'project_name', 'From Alice', { base_version: baseVersion }),
      saveAnswer(t, owner.token, profile, 'project_name', 'From Bob', { base_version: baseVersion }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const winner = responses.find((response) => response.status === 200);
    const saved = (await winner?.json()) as SavedAnswer;
    const stored = await storedAnswer(profile, 'project_name');
    expect(stored).toMatchObject({ value: saved.answer?.value, version: baseVersion + 1 });
    const loser = (await responses.find((response) => response.status === 409)?.json()) as { detail: { current: { value: string } } };
    expect(loser.detail.current.value).toBe(saved.answer?.value);
  });

  it('keeps answers of questions that become hidden, without counting them', async () => {
    const { owner, profile } = await newProject();
    await answer(t, owner.token, profile, 'has_prior_projects', true);
    const withPrior = await answer(t, owner.token, profile, 'prior_projects', 'Two kilns in Meru since 2019.');
    expect(withPrior.progress.question_list).toContain('prior_projects');
    const hidden = await answer(t, owner.token, profile, 'has_prior_projects', false);
    expect(hidden.progress.question_list).not.toContain('prior_projects');
    expect(hidden.progress.sections.find((section) => section.section_id === 'team')).toMatchObject({ answered: 1 });
    expect(await storedAnswer(profile, 'prior_projects')).toBeDefined();
    const refused = await saveAnswer(t, owner.token, profile, 'prior_projects', 'More', { base_version: 1 });
    expect(refused.status).toBe(422);
  });
});

describe('DELETE /question', () => {
  it('clears an answer under the version rule', async () => {
    const { owner, profile } = await newProject();
    await answer(t, owner.token, profile, 'team_size', 4);
    const stale = await t.request('/question', { method: 'DELETE', token: owner.token, json: { assessment_id: profile, question_id: 'team_size', base_version: 2 } });
    expect(stale.status).toBe(409);
    const cleared = await t.request('/question', { method: 'DELETE', token: owner.token, json: { assessment_id: profile, question_id: 'team_size', base_version: 1 } });
    expect(cleared.status).toBe(200);
    expect(((await cleared.json()) as SavedAnswer).answer).toBeNull();
    expect(await storedAnswer(profile, 'team_size')).toBeUndefined();
  });
});

describe('PATCH /assessment', () => {
  it('remembers the position for the project page, and the section figures move with the answers', async () => {
    const { owner, project, profile } = await newProject();
    await answer(t, owner.token, profile, 'team_size', 4);
    const opened = await openAssessment(t, owner.token, profile);
    expect(opened.answers.map((item) => item.question_id)).toEqual(['team_size']);
    expect(opened.progress_detail.sections.find((section) => section.section_id === 'team')).toMatchObject({ answered: 1 });
    expect(opened.progress_detail.question_list).not.toContain('prior_projects');

    const moved = await t.request('/assessment', { method: 'PATCH', token: owner.token, json: { id: profile, current_section: 'team', current_question: 'team_size' } });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ current_section: 'team', current_question: 'team_size' });
    const wrong = await t.request('/assessment', { method: 'PATCH', token: owner.token, json: { id: profile, current_section: 'team', current_question: 'project_name' } });
    expect(wrong.status).toBe(422);
    const detail = (await (await t.request(`/project?id=${project.id}`, { token: owner.token })).json()) as ProjectDetail;
    expect(detail.offset).toBe(0);
    expect(detail.steps[0].current_assessment).toBe(profile);
    expect(detail.steps[0].assessments[0]).toMatchObject({ current_section: 'team', current_question: 'team_size' });
  });
});

describe('POST /assessment (complete)', () => {
  it('refuses while required questions are missing, then completes and unlocks the next one', async () => {
    const { owner, project, profile } = await newProject();
    const early = await t.request('/assessment', { token: owner.token, json: { id: profile, action: 'complete' } });
    expect(early.status).toBe(422);
    const body = (await early.json()) as { detail: { message: string; missing: string[] } };
    expect(body.detail.missing).toEqual(expect.arrayContaining(['project_name', 'team_size', 'team_experience']));
    expect(body.detail.message).toMatch(/required question/);

    const done = await fillAndComplete(t, owner.token, profile);
    expect(done.status).toBe(200);
    const completed = (await done.json()) as { assessment: AssessmentSummary; unlocked: AssessmentSummary };
    expect(completed.assessment).toMatchObject({ id: profile, status: 'completed', completion: 100 });
    expect(completed.assessment.completed_at).toEqual(expect.any(String));
    expect(completed.unlocked).toMatchObject({ id: assessmentOf(project, 'feedstock_eligibility'), status: 'not_started', disabled: false });

    const edited = await answer(t, owner.token, profile, 'team_size', 30);
    expect(edited.status).toBe('completed');
    const detail = (await (await t.request(`/project?id=${project.id}`, { token: owner.token })).json()) as ProjectDetail;
    expect(detail.assessments_completed).toBe(1);
    expect(detail.steps[0].assessments.map((item) => item.status)).toEqual(['completed', 'not_started']);
    const again = await t.request('/assessment', { token: owner.token, json: { id: profile, action: 'complete' } });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { unlocked: unknown }).unlocked).toBeNull();
  });

  it('unlocks across steps', async () => {
    const { owner, project, profile } = await newProject();
    await fillAndComplete(t, owner.token, profile);
    const feedstock = await fillAndComplete(t, owner.token, assessmentOf(project, 'feedstock_eligibility'));
    expect(feedstock.status).toBe(200);
    expect(((await feedstock.json()) as { unlocked: AssessmentSummary }).unlocked.definition_id).toBe('technology');
  });
});

describe('/autofill', () => {
  /** The biochar template with two questions autofilled from earlier projects (the shipped one has none). */
  async function autofillTemplate(): Promise<string> {
    const [biocharRow] = await t.database.db.select().from(templates).where(eq(templates.id, biochar));
    const definition = structuredClone(biocharRow.definition) as unknown as TemplateDefinition;
    definition.slug = 'biochar-autofill-test';
    for (const question of definition.steps[0].assessments[0].sections[0].questions) {
      if (question.id === 'project_summary' || question.id === 'project_stage') question.autofill = 'previous_projects';
    }
    const row = await insertTemplate(t.database.db, templateDefinitionSchema.parse(definition));
    if (!row) throw new Error('The test template exists already');
    return row.id;
  }

  it('proposes answers from the company profile and the latest earlier project; accepted ones become answers', async () => {
    const template = await autofillTemplate();
    const owner = await t.signIn();
    await t.request('/profiles', { method: 'PUT', token: owner.token, json: { company_name: 'Terra Char', country: 'KE', website: 'https://terrachar.example', employees: 14 } });
    const summary = 'We turn coffee husks from three washing stations into biochar for local farms.';
    const older = await createProject(t, owner.token, template, 'Older kiln');
    await answer(t, owner.token, assessmentOf(older, 'project_profile'), 'project_summary', `Old: ${summary}`);
    const earlier = await createProject(t, owner.token, template, 'Earlier kiln');
    await answer(t, owner.token, assessmentOf(earlier, 'project_profile'), 'project_summary', summary);
    await answer(t, owner.token, assessmentOf(earlier, 'project_profile'), 'project_stage', 'feasibility');
    const someoneElse = await t.signIn();
    const theirs = await createProject(t, someoneElse.token, template, 'Not mine');
    await answer(t, someoneElse.token, assessmentOf(theirs, 'project_profile'), 'project_stage', 'operation');

    const project = await createProject(t, owner.token, template, 'New kiln');
    const profile = assessmentOf(project, 'project_profile');
    await answer(t, owner.token, profile, 'team_size', 14);

    const run = await t.request('/autofill', { token: owner.token, json: { assessment_id: profile } });
    expect(run.status).toBe(200);
    const { proposals } = (await run.json()) as { proposals: { id: string; question_id: string; value: unknown; source: string; source_label: string; current: unknown }[] };
    const byQuestion = new Map(proposals.map((proposal) => [proposal.question_id, proposal]));
    expect([...byQuestion.keys()].sort()).toEqual(['developer_website', 'project_country', 'project_stage', 'project_summary']);
    expect(byQuestion.get('project_country')).toMatchObject({ value: 'KE', source: 'profile', source_label: 'Company profile', current: null });
    expect(byQuestion.get('project_summary')).toMatchObject({ value: summary, source: 'project', source_label: 'Earlier kiln' });
    expect(byQuestion.get('project_stage')).toMatchObject({ value: 'feasibility', source: 'project', source_label: 'Earlier kiln' });
    expect((await openAssessment(t, owner.token, profile)).autofill_pending).toBe(true);
    const pending = (await (await t.request(`/autofill?assessment_id=${profile}`, { token: owner.token })).json()) as { proposals: unknown[] };
    expect(pending.proposals).toHaveLength(4);

    const decide = (decisions: { proposal_id?: string; accept: boolean }[]) =>
      t.request('/autofill', { method: 'PUT', token: owner.token, json: { assessment_id: profile, decisions } });
    const decided = await decide([
      { proposal_id: byQuestion.get('project_country')?.id, accept: true },
      { proposal_id: byQuestion.get('project_summary')?.id, accept: true },
      { proposal_id: byQuestion.get('developer_website')?.id, accept: false },
    ]);
    expect(decided.status).toBe(200);
    const result = (await decided.json()) as { accepted: number; rejected: number; skipped: unknown[]; progress: { completion: number } };
    expect(result).toMatchObject({ accepted: 2, rejected: 1, skipped: [] });
    expect(result.progress.completion).toBeGreaterThan(0);
    expect(await storedAnswer(profile, 'project_country')).toMatchObject({ value: 'KE', version: 1 });
    expect(await storedAnswer(profile, 'project_summary')).toMatchObject({ value: summary, version: 1 });
    expect(await storedAnswer(profile, 'developer_website')).toBeUndefined();
    const left = (await (await t.request(`/autofill?assessment_id=${profile}`, { token: owner.token })).json()) as { proposals: { question_id: string }[] };
    expect(left.proposals.map((proposal) => proposal.question_id)).toEqual(['project_stage']);
    expect((await decide([{ proposal_id: byQuestion.get('project_stage')?.id, accept: false }])).status).toBe(200);
    expect((await openAssessment(t, owner.token, profile)).autofill_pending).toBe(false);
    expect((await decide([{ proposal_id: byQuestion.get('project_stage')?.id, accept: true }])).status).toBe(404);
  });

  it('does not propose a value equal to the current answer, and refuses readers and strangers', async () => {
    const owner = await t.signIn();
    await t.request('/profiles', { method: 'PUT', token: owner.token, json: { country: 'KE' } });
    const project = await createProject(t, owner.token, biochar);
    const profile = assessmentOf(project, 'project_profile');
    await answer(t, owner.token, profile, 'project_country', 'KE');
    const run = (await (await t.request('/autofill', { token: owner.token, json: { assessment_id: profile } })).json()) as { proposals: unknown[] };
    expect(run.proposals).toEqual([]);
    const stranger = await t.signIn();
    expect((await t.request('/autofill', { token: stranger.token, json: { assessment_id: profile } })).status).toBe(404);
  });
});

describe('/compute', () => {
  it('answers null before the first run', async () => {
    const { owner, project } = await newProject();
    const response = await t.request(`/compute?project_id=${project.id}`, { token: owner.token });
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
  });

  it('computes the biochar formulas, section scores and gaps against hand-computed values', async () => {
    const { owner, project, profile } = await newProject();
    const run = async () => {
      const response = await t.request('/compute', { token: owner.token, json: { project_id: project.id } });
      expect(response.status).toBe(200);
      return (await response.json()) as ComputeResult;
    };
    const formula = (result: ComputeResult, id: string) => result.formulas.find((item) => item.id === id);

    const empty = await run();
    expect(formula(empty, 'annual_co2_removed')).toMatchObject({
      value: null,
      missing: ['feedstock_tonnes', 'biochar_yield', 'corg_fraction', 'permanence_fraction'],
    });
    expect(formula(empty, 'net_co2_removed')?.missing).toEqual(['feedstock_tonnes', 'biochar_yield', 'corg_fraction', 'permanence_fraction', 'project_emissions']);
    expect(empty.ready).toBe(false);
    expect(empty.gaps[0].weight).toBeGreaterThanOrEqual(empty.gaps.at(-1)?.weight ?? 0);

    await fillAndComplete(t, owner.token, profile);
    const feedstock = assessmentOf(project, 'feedstock_eligibility');
    await answer(t, owner.token, feedstock, 'feedstock_tonnes', 12000);
    await answer(t, owner.token, feedstock, 'needs_carbon_revenue', true);
    await answer(t, owner.token, feedstock, 'legally_required', true);
    await answer(t, owner.token, feedstock, 'removal_rights', false);
    await answer(t, owner.token, feedstock, 'registry', 'undecided');
    await fillAndComplete(t, owner.token, feedstock);
    const technology = assessmentOf(project, 'technology');
    await fillAndComplete(t, owner.token, technology, {
      biochar_yield: 25,
      corg_fraction: 80,
      permanence_fraction: 90,
      plant_capacity_tonnes: 15000,
      lab_analysis_done: false,
    });

    const partial = await run();
    // 12000 t × 25 % = 3000 t of biochar; × 80 % C_org × 44/12 × 90 % permanence = 7920 t CO2; 12000 / 15000 = 80 %.
    expect(formula(partial, 'annual_biochar_tonnes')).toMatchObject({ value: 3000, missing: [], unit: 't/yr', label: 'Biochar produced per year' });
    expect(formula(partial, 'annual_co2_removed')).toMatchObject({ value: 7920, missing: [] });
    expect(formula(partial, 'capacity_use')).toMatchObject({ value: 80, missing: [] });
    expect(formula(partial, 'net_co2_removed')).toMatchObject({ value: null, missing: ['project_emissions'] });
    expect(formula(partial, 'annual_credit_revenue')).toMatchObject({ value: null, missing: ['project_emissions', 'credit_price'] });
    expect(formula(partial, 'funding_gap')).toMatchObject({ value: null, missing: ['capex', 'funding_secured'] });

    // Additionality and rights: needs revenue yes (2 of 2), legally required yes (0 of 2, ready answer is no),
    // removal rights no (0 of 2; the documentation question is hidden), registry undecided (0.3 of 1):
    // 2.3 / 7 = 32.857 % → 32.9.
    const rights = partial.sections.find((section) => section.section_id === 'additionality_rights');
    expect(rights).toMatchObject({ assessment_id: feedstock, score: 32.9, title: 'Additionality and rights' });
    const gapIds = partial.gaps.filter((gap) => gap.section_id === 'additionality_rights').map((gap) => [gap.question_id, gap.reason, gap.weight]);
    expect(gapIds).toEqual(
      expect.arrayContaining([
        ['legally_required', 'not_ready', 2],
        ['removal_rights', 'not_ready', 2],
        ['registry', 'not_ready', 1],
      ]),
    );
    expect(gapIds.map(([id]) => id)).not.toContain('needs_carbon_revenue');
    expect(gapIds.map(([id]) => id)).not.toContain('rights_documentation');
    const weights = partial.gaps.map((gap) => gap.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));

    await fillAndComplete(t, owner.token, assessmentOf(project, 'site_permits'));
    await fillAndComplete(t, owner.token, assessmentOf(project, 'offtake_mrv'), { project_emissions: 1200, credit_price: 150 });
    const finance = assessmentOf(project, 'finance_safeguards');
    await answer(t, owner.token, finance, 'capex', 4_500_000);
    await answer(t, owner.token, finance, 'funding_secured', 1_750_000);

    const full = await run();
    // 7920 − 1200 = 6720 t net; × 150 €/t = 1 008 000 €; 4 500 000 − 1 750 000 = 2 750 000 €.
    expect(formula(full, 'net_co2_removed')).toMatchObject({ value: 6720, missing: [] });
    expect(formula(full, 'annual_credit_revenue')).toMatchObject({ value: 1_008_000, missing: [] });
    expect(formula(full, 'funding_gap')).toMatchObject({ value: 2_750_000, missing: [] });
    // Overall = mean of the assessment scores weighted by assessment weight (technology 1.5, the others 1).
    const weightOf = (id: string) => (id === assessmentOf(project, 'technology') ? 1.5 : 1);
    const expected =
      full.assessments.reduce((sum, item) => sum + item.score * weightOf(item.assessment_id), 0) / full.assessments.reduce((sum, item) => sum + weightOf(item.assessment_id), 0);
    expect(Math.abs(full.overall - expected)).toBeLessThan(0.1);
    expect(full.threshold).toBe(70);
    expect(full.ready).toBe(full.overall >= 70);

    const latest = await t.request(`/compute?project_id=${project.id}`, { token: owner.token, headers: { language: 'fr' } });
    expect(latest.status).toBe(200);
    const stored = (await latest.json()) as ComputeResult;
    expect(stored.overall).toBe(full.overall);
    expect(stored.formulas.find((item) => item.id === 'annual_biochar_tonnes')?.label).toBe('Biochar produit par an');
    const listed = (await (await t.request(`/project?id=${project.id}`, { token: owner.token })).json()) as ProjectDetail;
    expect(listed.score).toBe(full.overall);
  });
});
