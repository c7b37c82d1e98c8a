import {
  assessmentReducer,
  clearAssessment,
  initialAssessmentState,
  saveAssessment,
  setAssessmentProgress,
  setAssessmentSection,
  setAutofillPending,
  setCurrentQuestion,
  updateAssessment,
  type AssessmentState,
} from './assessment';

describe('assessment slice', () => {
  it('has exactly the seed fields', () => {
    expect(Object.keys(initialAssessmentState).sort()).toEqual(
      [
        'id',
        'type',
        'sections',
        'disabled',
        'access_status',
        'status',
        'current_question',
        'current_section',
        'assessment_id',
        'assessment_completion',
        'question_list',
        'autofill_pending',
        'completion',
        'progress',
        'next_assessment_id',
      ].sort(),
    );
  });

  it('saves a new assessment, dropping fields the seed does not name', () => {
    const incoming = { id: 'a1', type: 'eligibility', status: 'in_progress', extra: true } as Partial<AssessmentState>;
    const state = assessmentReducer({ ...initialAssessmentState, progress: 50 }, saveAssessment(incoming));
    expect(state).toEqual({ ...initialAssessmentState, id: 'a1', type: 'eligibility', status: 'in_progress' });
  });

  it('updates some fields and keeps the others', () => {
    const saved = assessmentReducer(undefined, saveAssessment({ id: 'a1', type: 'finance' }));
    expect(assessmentReducer(saved, updateAssessment({ disabled: true }))).toMatchObject({ id: 'a1', type: 'finance', disabled: true });
  });

  it('sets the question, section, autofill flag and progress', () => {
    let state = assessmentReducer(undefined, setCurrentQuestion('q7'));
    state = assessmentReducer(state, setAssessmentSection('s2'));
    state = assessmentReducer(state, setAutofillPending(true));
    state = assessmentReducer(state, setAssessmentProgress({ completion: 40, progress: 35, assessment_completion: 20 }));
    expect(state).toMatchObject({
      current_question: 'q7',
      current_section: 's2',
      autofill_pending: true,
      completion: 40,
      progress: 35,
      assessment_completion: 20,
    });
    expect(assessmentReducer(state, clearAssessment())).toEqual(initialAssessmentState);
  });
});
