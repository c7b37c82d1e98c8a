import {
  ASSESSMENT_ID,
  assessmentDetailOf,
  NEXT_ASSESSMENT_ID,
  progressOf,
  PROJECT_ID,
  projectDetailOf,
  savedOf,
  summaryOf,
  THIRD_ASSESSMENT_ID,
} from '@/store/api/testing/projects';
import { makeStore, type AppStore } from '../index';
import { questionnaireApi, recordSavedAnswer } from '../api/questionnaire';
import { projectsApi } from '../api/projects';
import { seedApiCache } from '../prefetched';
import { assessmentMirrorActions, assessmentStateFrom, installAssessmentMirror } from './assessment';
import type { MirroredState } from './cache';
import { installProjectMirror, projectMirrorActions } from './project';
import { setAssessmentSection, setAutofillPending } from '../slices/assessment';
import { clearProject } from '../slices/project';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';

installProjectMirror();
installAssessmentMirror();

const api = routedApiForEachTest();

/** A store whose API cache holds what the questionnaire page reads: its project and its assessment. */
function storeShowing(detail = assessmentDetailOf()): AppStore {
  const store = makeStore();
  seedApiCache(store.dispatch, [
    { endpointName: 'getProject', arg: PROJECT_ID, data: projectDetailOf() },
    { endpointName: 'getAssessment', arg: detail.id, data: detail },
  ]);
  return store;
}

const currentOf = (store: AppStore) => {
  const step = store.getState().project.steps[0];
  return { id: step?.current_assessment, section: step?.assessments.find((assessment) => assessment.id === step.current_assessment)?.current_section };
};

describe('the seed mirror', () => {
  it('fills the project and assessment parts from the readings in the cache, the project pointing at the assessment', () => {
    const detail = assessmentDetailOf({ id: THIRD_ASSESSMENT_ID, current_section: 'reactor' });
    const store = storeShowing(detail);
    expect(store.getState().project).toMatchObject({ id: PROJECT_ID, name: 'Loire biochar', offset: 0 });
    expect(store.getState().assessment).toEqual(assessmentStateFrom(detail));
    expect(currentOf(store)).toEqual({ id: THIRD_ASSESSMENT_ID, section: 'reactor' });
  });

  it('fills them from a request the page makes', async () => {
    api.on('GET', '/project', { body: projectDetailOf({ name: 'Read by the page' }) });
    const store = makeStore();
    await store.dispatch(projectsApi.endpoints.getProject.initiate(PROJECT_ID));
    expect(store.getState().project).toMatchObject({ id: PROJECT_ID, name: 'Read by the page' });
  });

  it('fills them again when a page opens on a project the cache holds but the store no longer does', async () => {
    const store = storeShowing();
    store.dispatch(clearProject());
    store.dispatch(projectsApi.endpoints.getProject.initiate(PROJECT_ID));
    // The query finds fresh data and makes no request; its (condition-refused) query action follows a tick later.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.callsTo('GET', '/project')).toHaveLength(0);
    expect(store.getState().project.id).toBe(PROJECT_ID);
  });

  it('refreshes the figures and status after a save, keeping where the user is and the autofill state', () => {
    const store = storeShowing();
    store.dispatch(setAssessmentSection('details'));
    store.dispatch(setAutofillPending(true));
    const progress = progressOf({ completion: 50, progress: 17, assessment_completion: 12, question_list: ['project_name', 'site_permit'] });
    store.dispatch(recordSavedAnswer(ASSESSMENT_ID, 'project_name', savedOf('project_name', 'Loire', 1, progress)));
    expect(store.getState().assessment).toMatchObject({
      completion: 50,
      progress: 17,
      assessment_completion: 12,
      question_list: ['project_name', 'site_permit'],
      status: 'in_progress',
      current_section: 'details',
      autofill_pending: true,
    });
  });

  it('moves the project’s current section with the assessment’s', () => {
    const store = storeShowing();
    store.dispatch(setAssessmentSection('details'));
    expect(currentOf(store)).toEqual({ id: ASSESSMENT_ID, section: 'details' });
  });

  it('marks proposals as waiting when autofill finds some for the assessment shown, and not for another', async () => {
    const store = storeShowing();
    const proposal = {
      id: '3f2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c01',
      question_id: 'capacity',
      value: 2000,
      source: 'profile',
      source_label: 'Company profile',
      current: null,
    };
    api.on('POST', '/autofill', (call) => ({ body: { assessment_id: JSON.parse(String(call.init.body)).assessment_id, proposals: [proposal] } }));
    await store.dispatch(questionnaireApi.endpoints.runAutofill.initiate(NEXT_ASSESSMENT_ID));
    expect(store.getState().assessment.autofill_pending).toBe(false);
    await store.dispatch(questionnaireApi.endpoints.runAutofill.initiate(ASSESSMENT_ID));
    expect(store.getState().assessment.autofill_pending).toBe(true);

    api.on('GET', '/autofill', { body: { assessment_id: ASSESSMENT_ID, proposals: [] } });
    await store.dispatch(questionnaireApi.endpoints.getAutofill.initiate(ASSESSMENT_ID));
    expect(api.callsTo('GET', '/autofill')).toHaveLength(1);
    expect(store.getState().assessment.autofill_pending).toBe(false);
  });

  it('records a completion and the assessment it unlocked', async () => {
    const store = storeShowing();
    api.on('POST', '/assessment', {
      body: {
        assessment: summaryOf({ status: 'completed', completion: 100, completed_at: '2026-03-02T11:00:00.000Z' }),
        unlocked: summaryOf({ id: NEXT_ASSESSMENT_ID, status: 'not_started' }),
      },
    });
    await store.dispatch(questionnaireApi.endpoints.completeAssessment.initiate({ id: ASSESSMENT_ID }));
    expect(store.getState().assessment).toMatchObject({ status: 'completed', next_assessment_id: NEXT_ASSESSMENT_ID });
  });

  it('does nothing for actions that concern neither part', () => {
    const state = storeShowing().getState() as unknown as MirroredState;
    for (const actions of [projectMirrorActions, assessmentMirrorActions]) {
      expect(actions(state, state, { type: 'app/setLoading', payload: false })).toEqual([]);
      expect(actions(state, { ...state, api: undefined }, { type: 'other' })).toEqual([]);
    }
  });
});
