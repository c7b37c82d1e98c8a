import type { PayloadAction } from '@reduxjs/toolkit';
import { createPlainSlice } from './plain-slice';

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

const projectSlice = createPlainSlice({
  name: 'project',
  initialState: initialProjectState,
  reducers: {
    /** Saving replaces the whole project. */
    saveProject: (_state: ProjectState, action: PayloadAction<ProjectState>): ProjectState => action.payload,
    /** Empty name, empty id, no steps and offset null. */
    clearProject: (): ProjectState => initialProjectState,
    /** Stores the assessment id (`assessment_id`, else `id`) as `current_assessment` on the first step. */
    setCurrentAssessment: (state: ProjectState, action: PayloadAction<AssessmentPointer>): ProjectState => {
      const [step, ...rest] = state.steps;
      if (!step) return state;
      const current = action.payload.assessment_id ?? action.payload.id ?? null;
      return { ...state, steps: [{ ...step, current_assessment: current }, ...rest] };
    },
    /** Stores the section as `current_section` on the first step's current assessment. */
    setCurrentSection: (state: ProjectState, action: PayloadAction<string | null>): ProjectState => {
      const [step, ...rest] = state.steps;
      const index = step ? step.assessments.findIndex((candidate) => candidate.id === step.current_assessment) : -1;
      if (!step || index < 0) return state;
      const assessments = step.assessments.map((assessment, at) => (at === index ? { ...assessment, current_section: action.payload } : assessment));
      return { ...state, steps: [{ ...step, assessments }, ...rest] };
    },
  },
});

export const { saveProject, clearProject, setCurrentAssessment, setCurrentSection } = projectSlice.actions;
export const projectReducer = projectSlice.reducer;
export default projectSlice;
