import type { PayloadAction } from '@reduxjs/toolkit';
import { createPlainSlice } from './plain-slice';

/** The assessment part of the store: exactly the seed's fields (section 3). */
export interface AssessmentState {
  id: string;
  type: string;
  sections: unknown[];
  disabled: boolean;
  access_status: string | null;
  status: string | null;
  current_question: string | null;
  current_section: string | null;
  assessment_id: string | null;
  assessment_completion: number;
  question_list: unknown[];
  autofill_pending: boolean;
  completion: number;
  progress: number;
  next_assessment_id: string | null;
}

export const initialAssessmentState: AssessmentState = {
  id: '',
  type: '',
  sections: [],
  disabled: false,
  access_status: null,
  status: null,
  current_question: null,
  current_section: null,
  assessment_id: null,
  assessment_completion: 0,
  question_list: [],
  autofill_pending: false,
  completion: 0,
  progress: 0,
  next_assessment_id: null,
};

const FIELDS = Object.keys(initialAssessmentState) as (keyof AssessmentState)[];

/** Only the seed's fields of a value, so that nothing else slips into the store. */
function pickFields(value: Partial<AssessmentState>): Partial<AssessmentState> {
  const picked: Partial<Record<keyof AssessmentState, unknown>> = {};
  for (const field of FIELDS) if (field in value) picked[field] = value[field];
  return picked as Partial<AssessmentState>;
}

const assessmentSlice = createPlainSlice({
  name: 'assessment',
  initialState: initialAssessmentState,
  reducers: {
    /** Replaces the assessment (fields not given take their initial value). */
    saveAssessment: (_state: AssessmentState, action: PayloadAction<Partial<AssessmentState>>): AssessmentState => ({
      ...initialAssessmentState,
      ...pickFields(action.payload),
    }),
    /** Changes some fields and keeps the others. */
    updateAssessment: (state: AssessmentState, action: PayloadAction<Partial<AssessmentState>>): AssessmentState => ({ ...state, ...pickFields(action.payload) }),
    clearAssessment: (): AssessmentState => initialAssessmentState,
    setCurrentQuestion: (state: AssessmentState, action: PayloadAction<string | null>): AssessmentState => ({ ...state, current_question: action.payload }),
    setAssessmentSection: (state: AssessmentState, action: PayloadAction<string | null>): AssessmentState => ({ ...state, current_section: action.payload }),
    setAutofillPending: (state: AssessmentState, action: PayloadAction<boolean>): AssessmentState => ({ ...state, autofill_pending: action.payload }),
    /** The figures that move as answers are given. */
    setAssessmentProgress: (state: AssessmentState, action: PayloadAction<Pick<AssessmentState, 'completion' | 'progress' | 'assessment_completion'>>): AssessmentState => {
      const { completion, progress, assessment_completion } = action.payload;
      return { ...state, completion, progress, assessment_completion };
    },
  },
});

export const { saveAssessment, updateAssessment, clearAssessment, setCurrentQuestion, setAssessmentSection, setAutofillPending, setAssessmentProgress } = assessmentSlice.actions;
export const assessmentReducer = assessmentSlice.reducer;
export default assessmentSlice;
