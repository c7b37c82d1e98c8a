import { makeStore } from '@/store';
import { clearProject, saveProject, setCurrentAssessment, setCurrentSection } from '@/store/slices/project';
import { ASSESSMENT_ID, NEXT_ASSESSMENT_ID, PROJECT_ID, projectDetailOf, THIRD_ASSESSMENT_ID, assessmentDetailOf } from '@/store/api/testing/projects';
import { assessmentStateFrom } from './assessment';
import { currentAssessmentOf, projectStateFrom } from './project';

describe('ProjectDetail → project part of the store', () => {
  it('keeps name, id, offset and the steps; the first step holds every assessment and the current one', () => {
    const state = projectStateFrom(projectDetailOf());
    expect(state).toMatchObject({ name: 'Loire biochar', id: PROJECT_ID, offset: 0 });
    expect(state.steps).toHaveLength(2);
    expect(state.steps[0].current_assessment).toBe(ASSESSMENT_ID);
    expect(state.steps[0].assessments.map((assessment) => [assessment.id, assessment.step_id, assessment.current_section])).toEqual([
      [ASSESSMENT_ID, 'eligibility', 'identity'],
      [NEXT_ASSESSMENT_ID, 'eligibility', 'feedstock'],
      [THIRD_ASSESSMENT_ID, 'technology', null],
    ]);
    expect(state.steps[1].assessments.map((assessment) => assessment.id)).toEqual([THIRD_ASSESSMENT_ID]);
  });

  it('takes the current assessment of the step at offset, else of the first step that names one', () => {
    const detail = projectDetailOf();
    detail.steps[1].current_assessment = THIRD_ASSESSMENT_ID;
    expect(currentAssessmentOf({ ...detail, offset: 1 })).toBe(THIRD_ASSESSMENT_ID);
    expect(currentAssessmentOf({ ...detail, offset: null })).toBe(ASSESSMENT_ID);
  });

  it('lets the seed reducers move the current assessment and section, in any step', () => {
    const store = makeStore();
    store.dispatch(saveProject(projectStateFrom(projectDetailOf())));
    store.dispatch(setCurrentAssessment({ assessment_id: THIRD_ASSESSMENT_ID }));
    store.dispatch(setCurrentSection('reactor'));
    const step = store.getState().project.steps[0];
    expect(step.current_assessment).toBe(THIRD_ASSESSMENT_ID);
    expect(step.assessments.find((assessment) => assessment.id === THIRD_ASSESSMENT_ID)?.current_section).toBe('reactor');
    store.dispatch(clearProject());
    expect(store.getState().project).toEqual({ name: '', id: '', steps: [], offset: null });
  });
});

describe('AssessmentDetail → assessment part of the store', () => {
  it('fills exactly the seed fields', () => {
    const detail = assessmentDetailOf({ autofill_pending: true });
    expect(assessmentStateFrom(detail)).toEqual({
      id: ASSESSMENT_ID,
      type: 'project_readiness',
      sections: detail.sections,
      disabled: false,
      access_status: 'owner',
      status: 'in_progress',
      current_question: null,
      current_section: 'identity',
      assessment_id: ASSESSMENT_ID,
      assessment_completion: 0,
      question_list: detail.progress_detail.question_list,
      autofill_pending: true,
      completion: 0,
      progress: 0,
      next_assessment_id: NEXT_ASSESSMENT_ID,
    });
  });
});
