import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** An assessment as the project keeps it: its id and the section the user is on. */
export interface ProjectAssessment {
  id: string;
  current_section: string | null;
  [field: string]: unknown;
}

/** A step of the project; the first step holds the assessments and the current assessment id. */
export interface ProjectStep {
  assessments: ProjectAssessment[];
  current_assessment: string | null;
  [field: string]: unknown;
}

/** The project part of the store (seed section 3): name, id, steps, offset. */
export interface ProjectState {
  name: string;
  id: string;
  steps: ProjectStep[];
  offset: number | null;
}

export const initialProjectState: ProjectState = { name: '', id: '', steps: [], offset: null };

/** What identifies the assessment to make current: its `assessment_id`, else its `id`. */
export interface AssessmentPointer {
  assessment_id?: string | null;
  id?: string | null;
}

const projectSlice = createSlice({
  name: 'project',
  initialState: initialProjectState,
  reducers: {
    /** Saving replaces the whole project. */
    saveProject: (_state, action: PayloadAction<ProjectState>) => action.payload,
    /** Empty name, empty id, no steps and offset null. */
    clearProject: () => initialProjectState,
    /** Stores the assessment id (`assessment_id`, else `id`) as `current_assessment` on the first step. */
    setCurrentAssessment: (state, action: PayloadAction<AssessmentPointer>) => {
      const step = state.steps[0];
      if (!step) return;
      step.current_assessment = action.payload.assessment_id ?? action.payload.id ?? null;
    },
    /** Stores the section as `current_section` on the first step's current assessment. */
    setCurrentSection: (state, action: PayloadAction<string | null>) => {
      const step = state.steps[0];
      const assessment = step?.assessments.find((candidate) => candidate.id === step.current_assessment);
      if (assessment) assessment.current_section = action.payload;
    },
  },
});

export const { saveProject, clearProject, setCurrentAssessment, setCurrentSection } = projectSlice.actions;
export const projectReducer = projectSlice.reducer;
export default projectSlice;
