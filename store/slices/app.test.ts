import * as app from './app';

const SEED_FIELDS = [
  'loading',
  'error',
  'info',
  'erase',
  'computing',
  'autofilling',
  'picturePopup',
  'vipPopup',
  'projectPopup',
  'needLoginPopup',
  'toast',
  'toastError',
  'proposalPopup',
  'investorValidated',
  'congrats',
  'wikiModal',
  'wikiArticles',
  'templates',
  'oemProject',
  'progressBar',
];

describe('app slice', () => {
  it('has exactly the seed fields, loading at start', () => {
    const state = app.appReducer(undefined, { type: 'init' });
    expect(Object.keys(state).sort()).toEqual([...SEED_FIELDS].sort());
    expect(state.loading).toBe(true);
    expect(state.projectPopup).toEqual({ open: false, isOEM: false });
    expect(state.needLoginPopup).toEqual({ open: false, isInvestor: false });
    expect(state.wikiModal).toEqual({ open: false, link: null, question_id: null });
  });

  it('has a setter per field', () => {
    const values: Record<string, unknown> = {
      loading: false,
      error: 'Failed',
      info: 'Saved',
      erase: true,
      computing: true,
      autofilling: true,
      picturePopup: true,
      vipPopup: true,
      projectPopup: { open: true, isOEM: true },
      needLoginPopup: { open: true, isInvestor: true },
      toast: 'Done',
      toastError: 'Oops',
      proposalPopup: true,
      investorValidated: true,
      congrats: true,
      wikiModal: { open: true, link: '/knowledge-hub/biochar', question_id: 'q1' },
      wikiArticles: [{ id: 'w1' }],
      templates: [{ id: 't1' }],
      oemProject: 'p1',
      progressBar: 60,
    };
    let state = app.initialAppState;
    for (const field of SEED_FIELDS) {
      const name = `set${field[0].toUpperCase()}${field.slice(1)}` as keyof typeof app;
      const creator = app[name] as (payload: unknown) => { type: string; payload: unknown };
      state = app.appReducer(state, creator(values[field]));
    }
    expect(state).toEqual(values);
  });
});
