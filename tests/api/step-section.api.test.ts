// `GET /step` and `GET /section` (seed section 7): one step of a project with its assessments and their progress, and
// one section of an assessment with its questions and answers. Same access as `GET /project`: a stranger gets the
// very refusal a project that does not exist gets.
import type { SectionDetail } from '@/lib/schemas/assessments';
import type { ProjectDetail, ProjectStep } from '@/lib/schemas/projects';
import { createTestApp, errorMessage, type TestApp } from './helpers/app';
import { answer, assessmentOf, createProject, openAssessment, templateId } from './helpers/projects';

jest.setTimeout(120_000);

let t: TestApp;
let owner: { token: string; id: string };
let project: ProjectDetail;
let profile: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signIn({ name: 'Step Owner' });
  project = await createProject(t, owner.token, await templateId(t), 'Stepwise kiln');
  profile = assessmentOf(project, 'project_profile');
  await answer(t, owner.token, profile, 'project_name', 'Stepwise kiln');
});

afterAll(async () => {
  await t?.close();
});

async function readProject(token: string): Promise<ProjectDetail> {
  return (await (await t.request(`/project?id=${project.id}`, { token })).json()) as ProjectDetail;
}

/** The status and body of an answer, to compare a refusal with another. */
async function refusal(response: Response) {
  return { status: response.status, message: await errorMessage(response) };
}

describe('GET /step', () => {
  it('gives each step exactly as the project gives it, its progress moving with the answers', async () => {
    const detail = await readProject(owner.token);
    for (const step of detail.steps) {
      const response = await t.request(`/step?project_id=${project.id}&step_id=${step.id}`, { token: owner.token });
      expect(response.status).toBe(200);
      expect((await response.json()) as ProjectStep).toEqual(step);
    }
    const first = detail.steps[0];
    expect(first.assessments[0]).toMatchObject({ id: profile, status: 'in_progress' });
    expect(first.progress).toBeGreaterThan(0);

    const french = await t.request(`/step?project_id=${project.id}&step_id=${first.id}`, { token: owner.token, headers: { language: 'fr' } });
    expect(((await french.json()) as ProjectStep).title).not.toBe(first.title);
  });

  it('answers 404 for a step the template lacks, and 400 for a malformed query', async () => {
    const missing = await t.request(`/step?project_id=${project.id}&step_id=no_such_step`, { token: owner.token });
    expect(await refusal(missing)).toEqual({ status: 404, message: 'This project has no step "no_such_step"' });
    expect((await t.request(`/step?project_id=not-a-uuid&step_id=x`, { token: owner.token })).status).toBe(400);
  });

  it('lets a reader read a step, and refuses a stranger exactly as GET /project does', async () => {
    const reader = await t.signIn({ email: 'step-reader@example.test' });
    await t.request('/share', { token: owner.token, json: { kind: 'invite', project_id: project.id, email: 'step-reader@example.test', right: 'read' } });
    const stepId = project.steps[0].id;
    const read = await t.request(`/step?project_id=${project.id}&step_id=${stepId}`, { token: reader.token });
    expect(read.status).toBe(200);
    expect(((await read.json()) as ProjectStep).assessments[0]).toMatchObject({ access_status: 'read', disabled: true });

    const stranger = await t.signIn();
    const asProject = await refusal(await t.request(`/project?id=${project.id}`, { token: stranger.token }));
    expect(asProject.status).toBe(404);
    expect(await refusal(await t.request(`/step?project_id=${project.id}&step_id=${stepId}`, { token: stranger.token }))).toEqual(asProject);
    expect((await t.request(`/step?project_id=${project.id}&step_id=${stepId}`)).status).toBe(401);
  });
});

describe('GET /section', () => {
  it('gives one section of the assessment: its questions, their answers, what is shown and its progress', async () => {
    const whole = await openAssessment(t, owner.token, profile);
    for (const section of whole.sections) {
      const response = await t.request(`/section?assessment_id=${profile}&section_id=${section.id}`, { token: owner.token });
      expect(response.status).toBe(200);
      const body = (await response.json()) as SectionDetail;
      const ids = new Set(section.questions.map((question) => question.id));
      expect(body.assessment_id).toBe(profile);
      expect(body.section).toEqual(section);
      expect(body.answers).toEqual(whole.answers.filter((item) => ids.has(item.question_id)));
      expect(body.progress).toEqual(whole.progress_detail.sections.find((item) => item.section_id === section.id));
      expect(body.visible_questions).toEqual(whole.progress_detail.question_list.filter((id) => ids.has(id)));
    }
    const withAnswer = whole.sections.find((section) => section.questions.some((question) => question.id === 'project_name'));
    const answered = (await (await t.request(`/section?assessment_id=${profile}&section_id=${withAnswer?.id}`, { token: owner.token })).json()) as SectionDetail;
    expect(answered.answers).toEqual([expect.objectContaining({ question_id: 'project_name', value: 'Stepwise kiln', version: 1 })]);
    expect(answered.progress.answered).toBe(1);
  });

  it('answers 404 for a section the assessment lacks', async () => {
    const missing = await t.request(`/section?assessment_id=${profile}&section_id=no_such_section`, { token: owner.token });
    expect(await refusal(missing)).toEqual({ status: 404, message: 'This assessment has no section "no_such_section"' });
  });

  it('refuses a stranger exactly as GET /project does, and one who is not signed in with 401', async () => {
    const sectionId = (await openAssessment(t, owner.token, profile)).sections[0].id;
    const stranger = await t.signIn();
    const asProject = await refusal(await t.request(`/project?id=${project.id}`, { token: stranger.token }));
    expect(await refusal(await t.request(`/section?assessment_id=${profile}&section_id=${sectionId}`, { token: stranger.token }))).toEqual(asProject);
    expect((await t.request(`/section?assessment_id=${profile}&section_id=${sectionId}`)).status).toBe(401);
  });

  it('is smaller than the whole assessment it comes from', async () => {
    const whole = await t.request(`/assessment?id=${profile}`, { token: owner.token });
    const wholeBytes = (await whole.arrayBuffer()).byteLength;
    const sectionId = (await openAssessment(t, owner.token, profile)).sections[0].id;
    const one = await t.request(`/section?assessment_id=${profile}&section_id=${sectionId}`, { token: owner.token });
    expect((await one.arrayBuffer()).byteLength).toBeLessThan(wholeBytes);
  });
});
