import { ASSESSMENT_ID, assessmentDetailOf, PROJECT_ID, projectDetailOf, savedOf, answerOf, progressOf } from '@/store/api/testing/projects';
import { makeStore } from '@/store';
import { recordSavedAnswer } from './questionnaire';
import { assessmentsApi } from './assessments';
import { projectsApi } from './projects';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';

const api = routedApiForEachTest();

const COMPUTED = {
  project_id: PROJECT_ID,
  overall: 16,
  threshold: 70,
  ready: false,
  assessments: [],
  sections: [],
  gaps: [],
  formulas: [],
  computed_at: '2026-03-02T10:00:00.000Z',
};

describe('assessments API cache', () => {
  it('a compute reads the project again, so that its page shows the latest score', async () => {
    api.on('GET', '/project', { body: projectDetailOf({ score: 12 }) });
    api.on('POST', '/compute', { body: COMPUTED });
    const store = makeStore();
    const subscription = store.dispatch(projectsApi.endpoints.getProject.initiate(PROJECT_ID));
    await subscription;
    api.on('GET', '/project', { body: projectDetailOf({ score: 16 }) });
    await store.dispatch(assessmentsApi.endpoints.runCompute.initiate(PROJECT_ID));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('GET', '/project')).toHaveLength(2);
    expect(projectsApi.endpoints.getProject.select(PROJECT_ID)(store.getState()).data?.score).toBe(16);
    subscription.unsubscribe();
  });

  it('a save of this tab replaces the cached answer and figures of the questionnaire', async () => {
    api.on('GET', '/assessment', { body: assessmentDetailOf({ answers: [answerOf('summary', 'Kept', 2)] }) });
    const store = makeStore();
    const subscription = store.dispatch(assessmentsApi.endpoints.getAssessment.initiate(ASSESSMENT_ID));
    await subscription;
    store.dispatch(recordSavedAnswer(ASSESSMENT_ID, 'project_name', savedOf('project_name', 'Loire', 1, progressOf({ progress: 30 }))));
    const cached = assessmentsApi.endpoints.getAssessment.select(ASSESSMENT_ID)(store.getState()).data;
    expect(cached?.answers.map((answer) => [answer.question_id, answer.value, answer.version])).toEqual([
      ['summary', 'Kept', 2],
      ['project_name', 'Loire', 1],
    ]);
    expect(cached?.progress_detail.progress).toBe(30);
    store.dispatch(recordSavedAnswer(ASSESSMENT_ID, 'summary', savedOf('summary', null)));
    expect(
      assessmentsApi.endpoints.getAssessment
        .select(ASSESSMENT_ID)(store.getState())
        .data?.answers.map((answer) => answer.question_id),
    ).toEqual(['project_name']);
    subscription.unsubscribe();
  });
});
