import type { PayloadAction } from '@reduxjs/toolkit';
import { createPlainSlice } from './plain-slice';

export interface ProjectPopupState {
  open: boolean;
  isOEM: boolean;
}

export interface NeedLoginPopupState {
  open: boolean;
  isInvestor: boolean;
}

export interface WikiModalState {
  open: boolean;
  link: string | null;
  question_id: string | null;
}

/** App-wide interface state: exactly the seed's fields (section 3). */
export interface AppState {
  loading: boolean;
  error: string | null;
  info: string | null;
  erase: boolean;
  computing: boolean;
  autofilling: boolean;
  picturePopup: boolean;
  vipPopup: boolean;
  projectPopup: ProjectPopupState;
  needLoginPopup: NeedLoginPopupState;
  toast: string | null;
  toastError: string | null;
  proposalPopup: boolean;
  investorValidated: boolean;
  congrats: boolean;
  wikiModal: WikiModalState;
  wikiArticles: unknown[];
  templates: unknown[];
  oemProject: string | null;
  progressBar: number;
}

/** Loading is true at start (seed section 4); everything else is closed, empty or off. */
export const initialAppState: AppState = {
  loading: true,
  error: null,
  info: null,
  erase: false,
  computing: false,
  autofilling: false,
  picturePopup: false,
  vipPopup: false,
  projectPopup: { open: false, isOEM: false },
  needLoginPopup: { open: false, isInvestor: false },
  toast: null,
  toastError: null,
  proposalPopup: false,
  investorValidated: false,
  congrats: false,
  wikiModal: { open: false, link: null, question_id: null },
  wikiArticles: [],
  templates: [],
  oemProject: null,
  progressBar: 0,
};

/** A reducer that sets one field to the action's payload. */
function setter<Field extends keyof AppState>(field: Field) {
  return (state: AppState, action: PayloadAction<AppState[Field]>): AppState => (state[field] === action.payload ? state : { ...state, [field]: action.payload });
}

const appSlice = createPlainSlice({
  name: 'app',
  initialState: initialAppState,
  reducers: {
    setLoading: setter('loading'),
    setError: setter('error'),
    setInfo: setter('info'),
    setErase: setter('erase'),
    setComputing: setter('computing'),
    setAutofilling: setter('autofilling'),
    setPicturePopup: setter('picturePopup'),
    setVipPopup: setter('vipPopup'),
    setProjectPopup: setter('projectPopup'),
    setNeedLoginPopup: setter('needLoginPopup'),
    setToast: setter('toast'),
    setToastError: setter('toastError'),
    setProposalPopup: setter('proposalPopup'),
    setInvestorValidated: setter('investorValidated'),
    setCongrats: setter('congrats'),
    setWikiModal: setter('wikiModal'),
    setWikiArticles: setter('wikiArticles'),
    setTemplates: setter('templates'),
    setOemProject: setter('oemProject'),
    setProgressBar: setter('progressBar'),
  },
});

export const {
  setLoading,
  setError,
  setInfo,
  setErase,
  setComputing,
  setAutofilling,
  setPicturePopup,
  setVipPopup,
  setProjectPopup,
  setNeedLoginPopup,
  setToast,
  setToastError,
  setProposalPopup,
  setInvestorValidated,
  setCongrats,
  setWikiModal,
  setWikiArticles,
  setTemplates,
  setOemProject,
  setProgressBar,
} = appSlice.actions;
export const appReducer = appSlice.reducer;
export default appSlice;
