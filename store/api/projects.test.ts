import {
  answerOf,
  ASSESSMENT_ID,
  assessmentDetailOf,
  PROJECT_ID,
  progressOf,
  projectDetailOf,
  SECTIONS,
  projectSummaryOf,
  savedOf,
  TEMPLATE_ID,
  USER,
} from '@/store/api/testing/projects';
import { makeStore } from '../index';
import { questionnaireApi, sendAnswer } from './questionnaire';
import { assessmentsApi } from './assessments';
import { projectFilesApi } from './project-files';
import { projectChangesApi } from './project-changes';
import { projectsApi } from './projects';
import { fakeFetchForEachTest } from '@/lib/api/testing/for-each-test';

const fake = fakeFetchForEachTest();

afterEach(() => {
  jest.restoreAllMocks();
});

const bodyOf = (call = 0) => JSON.parse(String(fake.calls[call].init.body));

describe('projects endpoints', () => {
  it('reads a page of projects with the filters in the query string', async () => {
    fake.reply({ body: { items: [projectSummaryOf()], total: 1, page: 2, page_size: 10 } });
    const result = await makeStore().dispatch(projectsApi.endpoints.getProjects.initiate({ scope: 'shared', page: 2, page_size: 10, search: 'Loire' }));
    expect(result.data?.items[0].name).toBe('Loire biochar');
    expect(fake.calls[0].url).toBe('/api/projects?scope=shared&page=2&page_size=10&search=Loire');
    expect(fake.calls[0].init.method).toBe('GET');
    expect(fake.calls[0].init.body).toBeUndefined();
  });

  it('reads one project by id and checks the answer against the contract', async () => {
    fake.reply({ body: projectDetailOf() });
    const store = makeStore();
    const result = await store.dispatch(projectsApi.endpoints.getProject.initiate(PROJECT_ID));
    expect(fake.calls[0].url).toBe(`/api/project?id=${PROJECT_ID}`);
    expect(result.data?.steps).toHaveLength(2);
    fake.reply({ body: { ...projectDetailOf(), steps: 'nope' } });
    const broken = await store.dispatch(projectsApi.endpoints.getProject.initiate(PROJECT_ID, { forceRefetch: true }));
    expect(broken.error).toMatchObject({ status: 0 });
  });

  it('reads one step of a project with GET /step, checked against the contract', async () => {
    const step = projectDetailOf().steps[0];
    fake.reply({ body: step });
    const result = await makeStore().dispatch(projectsApi.endpoints.getStep.initiate({ project_id: PROJECT_ID, step_id: step.id }));
    expect(fake.calls[0].url).toBe(`/api/step?project_id=${PROJECT_ID}&step_id=${step.id}`);
    expect(fake.calls[0].init.method).toBe('GET');
    expect(result.data).toEqual(step);
  });

  it('creates, renames and deletes with the payload in the body', async () => {
    const store = makeStore();
    fake.reply({ body: projectDetailOf() });
    await store.dispatch(projectChangesApi.endpoints.createProject.initiate({ name: 'Loire biochar', template_id: TEMPLATE_ID }));
    expect(fake.calls[0]).toMatchObject({ url: '/api/create_project', init: { method: 'POST' } });
    expect(bodyOf(0)).toEqual({ name: 'Loire biochar', template_id: TEMPLATE_ID });

    await store.dispatch(projectChangesApi.endpoints.updateProject.initiate({ id: PROJECT_ID, name: 'Renamed' }));
    expect(fake.calls[1]).toMatchObject({ url: '/api/project', init: { method: 'PUT' } });
    expect(bodyOf(1)).toEqual({ id: PROJECT_ID, name: 'Renamed' });

    fake.reply({ body: { id: PROJECT_ID, deleted: true } });
    await store.dispatch(projectChangesApi.endpoints.deleteProject.initiate({ id: PROJECT_ID, confirm_name: 'Loire biochar' }));
    expect(fake.calls[2]).toMatchObject({ url: '/api/project', init: { method: 'DELETE' } });
    expect(bodyOf(2)).toEqual({ id: PROJECT_ID, confirm_name: 'Loire biochar' });
  });

  it('uploads a project file as multipart data + file', async () => {
    fake.reply({
      body: {
        id: '3f1e2d3c-4b5a-4c6d-8e7f-8a9b0c1d2e3f',
        name: 'permit.pdf',
        path: 'projects/p/permit.pdf',
        size: 8,
        sha256: 'a'.repeat(64),
        content_type: 'application/pdf',
        uploaded_at: '2026-03-02T10:00:00.000Z',
        uploaded_by: USER,
      },
    });
    const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const result = await makeStore().dispatch(projectFilesApi.endpoints.uploadProjectFile.initiate({ projectId: PROJECT_ID, file }));
    expect(result.data?.name).toBe('permit.pdf');
    const form = fake.calls[0].init.body as FormData;
    expect(form.get('data')).toBe(JSON.stringify({ project_id: PROJECT_ID }));
    expect(form.get('file')).toBeInstanceOf(Blob);
    expect(new Headers(fake.calls[0].init.headers).has('Content-Type')).toBe(false);
  });

  it('exports the questionnaire in CSV mode, saved as data.csv', async () => {
    const clicked: HTMLAnchorElement[] = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    fake.reply({ body: 'step,assessment\r\neligibility,profile\r\n' });
    const result = await makeStore().dispatch(projectsApi.endpoints.exportQuestionnaire.initiate(PROJECT_ID));
    expect(fake.calls[0].url).toBe(`/api/get_project_questionnarie?project_id=${PROJECT_ID}`);
    expect(new Headers(fake.calls[0].init.headers).get('Content-Type')).toBe('text/csv');
    expect(result).toMatchObject({ data: 'step,assessment\r\neligibility,profile\r\n' });
    expect(clicked[0].download).toBe('data.csv');
  });

  it('answers an ownership transfer with PUT and reads pending ones with GET /get_ownership', async () => {
    const transfer = {
      id: '6c5b4a39-2817-4f6e-9d5c-4b3a29180716',
      project: { id: PROJECT_ID, name: 'Loire biochar' },
      from: USER,
      to_email: 'bruno@example.org',
      status: 'accepted',
      created_at: '2026-03-01T10:00:00.000Z',
      decided_at: '2026-03-02T10:00:00.000Z',
    };
    const store = makeStore();
    fake.reply({ body: { incoming: [], outgoing: [] } });
    await store.dispatch(projectsApi.endpoints.getOwnership.initiate());
    expect(fake.calls[0].url).toBe('/api/get_ownership');
    fake.reply({ body: transfer });
    await store.dispatch(projectChangesApi.endpoints.decideOwnership.initiate({ id: transfer.id, decision: 'accept' }));
    expect(fake.calls[1]).toMatchObject({ url: '/api/ownership', init: { method: 'PUT' } });
    expect(bodyOf(1)).toEqual({ id: transfer.id, decision: 'accept' });
  });
});

describe('assessment endpoints', () => {
  it('opens an assessment by id and remembers the position with PATCH', async () => {
    const store = makeStore();
    fake.reply({ body: assessmentDetailOf({ answers: [answerOf('project_name', 'Loire')] }) });
    const opened = await store.dispatch(assessmentsApi.endpoints.getAssessment.initiate(ASSESSMENT_ID));
    expect(fake.calls[0].url).toBe(`/api/assessment?id=${ASSESSMENT_ID}`);
    expect(opened.data?.answers[0].value).toBe('Loire');
    fake.reply({ body: assessmentDetailOf() });
    await store.dispatch(questionnaireApi.endpoints.updateAssessmentPosition.initiate({ id: ASSESSMENT_ID, current_section: 'details', current_question: 'capacity' }));
    expect(fake.calls[1].init.method).toBe('PATCH');
    expect(bodyOf(1)).toEqual({ id: ASSESSMENT_ID, current_section: 'details', current_question: 'capacity' });
    // The cached questionnaire holds the new position, so that reopening it from the cache lands there.
    expect(assessmentsApi.endpoints.getAssessment.select(ASSESSMENT_ID)(store.getState()).data).toMatchObject({
      current_section: 'details',
      current_question: 'capacity',
    });
  });

  it('reads one section with GET /section, and refuses an answer outside the contract', async () => {
    const section = {
      assessment_id: ASSESSMENT_ID,
      section: SECTIONS[0],
      answers: [answerOf(SECTIONS[0].questions[0].id, 'Loire')],
      progress: { section_id: SECTIONS[0].id, answered: 1, visible: 2, completion: 50 },
      visible_questions: SECTIONS[0].questions.map((question) => question.id),
    };
    fake.reply({ body: section });
    const store = makeStore();
    const query = { assessment_id: ASSESSMENT_ID, section_id: SECTIONS[0].id };
    const result = await store.dispatch(assessmentsApi.endpoints.getSection.initiate(query));
    expect(fake.calls[0].url).toBe(`/api/section?assessment_id=${ASSESSMENT_ID}&section_id=${SECTIONS[0].id}`);
    expect(result.data).toEqual(section);
    fake.reply({ body: { ...section, answers: 'nope' } });
    const broken = await store.dispatch(assessmentsApi.endpoints.getSection.initiate(query, { forceRefetch: true }));
    expect(broken.error).toMatchObject({ status: 0 });
  });

  it('runs compute with POST and caches the result for GET /compute', async () => {
    const result = {
      project_id: PROJECT_ID,
      overall: 64,
      threshold: 70,
      ready: false,
      assessments: [],
      sections: [],
      gaps: [],
      formulas: [{ id: 'annual_biochar_tonnes', label: 'Biochar produced per year', unit: 't/yr', value: 1250, missing: [], missing_labels: [] }],
      computed_at: '2026-03-02T10:00:00.000Z',
    };
    const store = makeStore();
    fake.reply({ body: result });
    await store.dispatch(assessmentsApi.endpoints.runCompute.initiate(PROJECT_ID));
    expect(fake.calls[0]).toMatchObject({ url: '/api/compute', init: { method: 'POST' } });
    expect(bodyOf(0)).toEqual({ project_id: PROJECT_ID });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const cached = assessmentsApi.endpoints.getCompute.select(PROJECT_ID)(store.getState());
    expect(cached.data?.overall).toBe(64);
  });

  it('sends an answer (PUT) or a clear (DELETE) with keepalive when asked', async () => {
    fake.reply({ body: savedOf('capacity', 1200, 2, progressOf({ completion: 20 })) });
    const saved = await sendAnswer({ kind: 'save', body: { assessment_id: ASSESSMENT_ID, question_id: 'capacity', value: 1200, base_version: 1 } }, { keepalive: true });
    expect(saved.progress.completion).toBe(20);
    expect(fake.calls[0]).toMatchObject({ url: '/api/question', init: { method: 'PUT', keepalive: true } });
    fake.reply({ body: savedOf('capacity', null) });
    await sendAnswer({ kind: 'clear', body: { assessment_id: ASSESSMENT_ID, question_id: 'capacity', base_version: 2 } });
    expect(fake.calls[1].init.method).toBe('DELETE');
    expect(bodyOf(1)).toEqual({ assessment_id: ASSESSMENT_ID, question_id: 'capacity', base_version: 2 });
  });

  it('decides autofill proposals with PUT', async () => {
    fake.reply({ body: { accepted: 1, rejected: 1, skipped: [], progress: progressOf() } });
    const proposalA = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    const proposalB = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6e';
    await makeStore().dispatch(
      questionnaireApi.endpoints.decideAutofill.initiate({
        assessment_id: ASSESSMENT_ID,
        decisions: [
          { proposal_id: proposalA, accept: true },
          { proposal_id: proposalB, accept: false },
        ],
      }),
    );
    expect(fake.calls[0]).toMatchObject({ url: '/api/autofill', init: { method: 'PUT' } });
    expect(bodyOf(0).decisions).toHaveLength(2);
  });
});
