import { HYDRATE } from 'next-redux-wrapper';
import { makeStore, rootReducer, serverState, wrapper } from './index';
import { setLoading, setTemplates, setToast, initialAppState } from './slices/app';
import { saveProject } from './slices/project';

describe('store', () => {
  it('holds project, app and assessment, and the API cache once a module that calls the API is loaded', async () => {
    const early = makeStore();
    expect(Object.keys(early.getState()).sort()).toEqual(['app', 'assessment', 'project']);
    await import('./api');
    expect(Object.keys(early.getState()).sort()).toEqual(['api', 'app', 'assessment', 'project']);
    expect(Object.keys(makeStore().getState()).sort()).toEqual(['api', 'app', 'assessment', 'project']);
  });

  it('merges only the app part of server state on hydration', () => {
    const store = makeStore();
    store.dispatch(saveProject({ name: 'Client', id: 'c1', steps: [], offset: null }));
    const server = makeStore();
    server.dispatch(setToast('From the server'));
    server.dispatch(saveProject({ name: 'Server', id: 's1', steps: [], offset: 3 }));
    store.dispatch({ type: HYDRATE, payload: server.getState() });
    const state = store.getState();
    expect(state.app.toast).toBe('From the server');
    expect(state.project).toEqual({ name: 'Client', id: 'c1', steps: [], offset: null });
  });

  it('hydrates an empty client store and ignores a payload without app', () => {
    const hydrated = rootReducer(undefined, { type: HYDRATE, payload: { app: { ...initialAppState, loading: false } } });
    expect(hydrated.app.loading).toBe(false);
    expect(hydrated.project.id).toBe('');
    const unchanged = rootReducer(hydrated, { type: HYDRATE, payload: { project: { name: 'x', id: 'x', steps: [], offset: 1 } } });
    expect(unchanged.project.id).toBe('');
  });

  it("hands the page only the app fields the server store set, so that a navigation's HYDRATE resets nothing else", () => {
    const server = makeStore();
    server.dispatch(setTemplates([{ id: 't1' }]));
    server.dispatch(saveProject({ name: 'Server', id: 's1', steps: [], offset: 3 }));
    expect(serverState(server.getState())).toEqual({ app: { templates: [{ id: 't1' }] } });

    const client = makeStore();
    client.dispatch(setLoading(false));
    client.dispatch(setToast('Saved'));
    client.dispatch({ type: HYDRATE, payload: JSON.parse(JSON.stringify(serverState(server.getState()))) });
    expect(client.getState().app).toEqual({ ...initialAppState, loading: false, toast: 'Saved', templates: [{ id: 't1' }] });
    expect(client.getState().project.id).toBe('');
  });

  it("leaves the state as it is when a navigation's server state holds the same values", () => {
    const store = makeStore();
    store.dispatch(setTemplates([{ id: 't1', name: 'Biochar' }]));
    const before = store.getState();
    store.dispatch({ type: HYDRATE, payload: { app: { templates: [{ id: 't1', name: 'Biochar' }] } } });
    expect(store.getState()).toBe(before);
    store.dispatch({ type: HYDRATE, payload: { app: { templates: [{ id: 't2', name: 'Solar' }] } } });
    expect(store.getState().app.templates).toEqual([{ id: 't2', name: 'Solar' }]);
  });

  it('offers the next-redux-wrapper helpers', () => {
    expect(typeof wrapper.useWrappedStore).toBe('function');
    expect(typeof wrapper.getServerSideProps).toBe('function');
  });
});
