import type { Action, Middleware, UnknownAction } from '@reduxjs/toolkit';
import { createWrapper, HYDRATE } from 'next-redux-wrapper';
import type { api as Api } from './api/definition';
import appSlice, { initialAppState, type AppState } from './slices/app';
import assessmentSlice from './slices/assessment';
import projectSlice from './slices/project';
import { combineLazyReducers, createLateMiddleware, createPlainStore } from './plain-store';

/**
 * The store's parts: project, app and assessment from the start, and the API cache (RTK Query) once a module that
 * calls the API is loaded (`store/api/index.ts` injects it). A page that never calls the API, such as the landing
 * page, does not load RTK Query at all.
 */
const slices = combineLazyReducers({ project: projectSlice.reducer, app: appSlice.reducer, assessment: assessmentSlice.reducer });
const combinedReducer = slices.reducer;

/** The API's middleware joins every store when the API is injected. */
const lateMiddleware = createLateMiddleware();

let injectedApi: typeof Api | undefined;

/** The stores of this browser page (one in practice), told when the API joins so that their state holds it. */
const browserStores = new Set<{ dispatch: (action: UnknownAction) => unknown }>();

/**
 * Adds the API cache and its middleware to the store (called once, by `store/api/index.ts`), after the middleware
 * given to see every action before it.
 */
export function injectApi(instance: typeof Api, ...before: Middleware[]): void {
  if (injectedApi) return;
  injectedApi = instance;
  slices.inject(instance.reducerPath, instance.reducer as never);
  lateMiddleware.add(...before, instance.middleware as Middleware);
  for (const store of browserStores) store.dispatch({ type: '@@groundwork/API_INJECTED' });
}

/** The API, once a module that calls it has been loaded; undefined before. */
export function loadedApi(): typeof Api | undefined {
  return injectedApi;
}

/**
 * The state as the code that reads it sees it: the API cache is typed as present, since only modules that load the
 * API read it (before that, the store simply holds no `api` part).
 */
export type RootState = Omit<ReturnType<typeof combinedReducer>, typeof Api.reducerPath> & {
  [Api.reducerPath]: ReturnType<typeof Api.reducer>;
};

/**
 * What a server store hands to its page (`initialState` of the wrapper's getServerSideProps): the fields of `app`
 * the server set (the templates), nothing else. The server's other parts, and the fields of `app` it left at their
 * start values (`loading` among them), are not sent, so that a navigation never resets the browser's own state.
 */
export interface ServerState {
  app: Partial<AppState>;
}

/** The server store's state as its page receives it: only the `app` fields the server changed. */
export function serverState(state: Pick<RootState, 'app'>): ServerState {
  const entries = Object.entries(state.app) as [keyof AppState, AppState[keyof AppState]][];
  return { app: Object.fromEntries(entries.filter(([field, value]) => value !== initialAppState[field])) };
}

interface HydrateAction extends Action<typeof HYDRATE> {
  payload: { app?: Partial<AppState> } & Partial<Omit<RootState, 'app'>>;
}

function isHydrate(action: Action): action is HydrateAction {
  return action.type === HYDRATE;
}

/** Whether a value the server sent equals the one held (the payload went through JSON, so JSON compares them). */
function sameValue(held: unknown, sent: unknown): boolean {
  return held === sent || JSON.stringify(held) === JSON.stringify(sent);
}

/**
 * Merging server state into the client keeps ONLY its app part (seed section 3), and only the fields that differ:
 * each navigation hydrates the same templates again, which then leave the state (and every component reading it)
 * untouched.
 */
export function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  if (isHydrate(action)) {
    const current = combinedReducer(state, { type: '@@groundwork/INIT' }) as RootState;
    const sent = Object.entries(action.payload.app ?? {}) as [keyof AppState, unknown][];
    const changed = sent.filter(([field, value]) => !sameValue(current.app[field], value));
    return changed.length > 0 ? { ...current, app: { ...current.app, ...Object.fromEntries(changed) } } : current;
  }
  return combinedReducer(state, action) as RootState;
}

export function makeStore() {
  const store = createPlainStore<RootState>(rootReducer, lateMiddleware.middleware);
  if (typeof window !== 'undefined') browserStores.add(store);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * next-redux-wrapper's bridge between Next's data functions and the store: the server store of a request
 * (`wrapper.getServerSideProps`, `server/ssr/shell-page-props.ts`) reaches the page as `initialState`, and the
 * browser's store merges it (HYDRATE, above) before the page's first render.
 */
export const wrapper = createWrapper<AppStore>(makeStore, { serializeState: serverState });
