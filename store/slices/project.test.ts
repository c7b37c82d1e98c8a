import { clearProject, initialProjectState, projectReducer, saveProject, setCurrentAssessment, setCurrentSection, type ProjectState } from './project';

const PROJECT: ProjectState = {
  name: 'Kiln',
  id: 'p1',
  offset: 2,
  steps: [
    {
      current_assessment: null,
      assessments: [
        { id: 'a1', current_section: null },
        { id: 'a2', current_section: 's0' },
      ],
    },
    { current_assessment: 'b1', assessments: [{ id: 'b1', current_section: null }] },
  ],
};

describe('project slice', () => {
  it('starts empty', () => {
    expect(projectReducer(undefined, { type: 'init' })).toEqual({ name: '', id: '', steps: [], offset: null });
  });

  it('replaces the whole project on save', () => {
    const before = projectReducer(PROJECT, setCurrentAssessment({ id: 'a1' }));
    const replacement: ProjectState = { name: 'Other', id: 'p2', steps: [], offset: 0 };
    expect(projectReducer(before, saveProject(replacement))).toEqual(replacement);
  });

  it('clears to empty name, empty id, no steps and offset null', () => {
    expect(projectReducer(PROJECT, clearProject())).toEqual(initialProjectState);
  });

  it('stores assessment_id as the current assessment of the first step', () => {
    const state = projectReducer(PROJECT, setCurrentAssessment({ assessment_id: 'a2', id: 'ignored' }));
    expect(state.steps[0].current_assessment).toBe('a2');
    expect(state.steps[1].current_assessment).toBe('b1');
  });

  it('falls back to id when there is no assessment_id', () => {
    expect(projectReducer(PROJECT, setCurrentAssessment({ id: 'a1' })).steps[0].current_assessment).toBe('a1');
  });

  it('ignores setting the current assessment of a project without steps', () => {
    expect(projectReducer(initialProjectState, setCurrentAssessment({ id: 'a1' }))).toEqual(initialProjectState);
  });

  it('stores the section on the current assessment of the first step only', () => {
    let state = projectReducer(PROJECT, setCurrentAssessment({ id: 'a2' }));
    state = projectReducer(state, setCurrentSection('s3'));
    expect(state.steps[0].assessments).toEqual([
      { id: 'a1', current_section: null },
      { id: 'a2', current_section: 's3' },
    ]);
    expect(state.steps[1].assessments[0].current_section).toBeNull();
  });

  it('changes nothing when no assessment matches', () => {
    expect(projectReducer(PROJECT, setCurrentSection('s3'))).toEqual(PROJECT);
  });
});
