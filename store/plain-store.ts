import type { Middleware, MiddlewareAPI, Reducer, Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/*
 * The store's machinery without Redux Toolkit's runtime (issue 25): every page carries the store, and RTK's core would
 * bring Immer and Reselect (~10 kB gzipped) into every page's first load. RTK Query, with the rest of RTK, loads with
 * the modules that call the API and joins the store then (`injectApi` in `store/index.ts`). Only types are imported.
 */

/** Redux's key for observable interop (`Symbol.observable` where a library defines it). */
const OBSERVABLE = (typeof Symbol === 'function' && Symbol.observable) || '@@observable';

type Dispatch<State> = ThunkDispatch<State, unknown, UnknownAction>;

/** A Redux store (react-redux, next-redux-wrapper and RTK Query use its state, dispatch and subscription). */
export type PlainStore<State> = Omit<Store<State, UnknownAction>, 'dispatch'> & { dispatch: Dispatch<State> };

/** Reducers by key, to which more can be added later (the lazily loaded API cache). */
export interface LazyReducers<State> {
  reducer: (state: State | undefined, action: UnknownAction) => State;
  inject: (key: string, reducer: Reducer) => void;
}

/** Combines reducers by key; a reducer injected later gets its part at the next action. */
export function combineLazyReducers<State extends object>(initial: { [Key in keyof State]: Reducer<State[Key]> }): LazyReducers<State> {
  const reducers = new Map<string, Reducer>(Object.entries(initial));
  const reducer = (state: State | undefined, action: UnknownAction): State => {
    const before = (state ?? {}) as Record<string, unknown>;
    let changed = state === undefined;
    const next: Record<string, unknown> = { ...before };
    for (const [key, part] of reducers) {
      next[key] = part(before[key], action);
      if (next[key] !== before[key]) changed = true;
    }
    return (changed ? next : state) as State;
  };
  return { reducer, inject: (key, part) => void reducers.set(key, part) };
}

/** Thunks, as RTK's default middleware runs them (RTK Query dispatches thunks). */
function thunk<State>(): Middleware<object, State> {
  return ({ dispatch, getState }) =>
    (next) =>
    (action) =>
      typeof action === 'function' ? (action as (dispatch: unknown, getState: unknown, extra: unknown) => unknown)(dispatch, getState, undefined) : next(action);
}

/** Middleware added after the stores are made (RTK Query's), each set up once per store. */
export interface LateMiddleware {
  middleware: Middleware;
  add: (...middleware: Middleware[]) => void;
}

export function createLateMiddleware(): LateMiddleware {
  const added: Middleware[] = [];
  const middleware: Middleware = (api) => {
    const applied = new Map<Middleware, ReturnType<Middleware>>();
    return (next) => {
      let chain = next;
      let count = 0;
      return (action) => {
        if (count !== added.length) {
          for (const one of added) if (!applied.has(one)) applied.set(one, one(api));
          chain = added.reduceRight<(action: unknown) => unknown>((inner, one) => applied.get(one)!(inner), next);
          count = added.length;
        }
        return chain(action);
      };
    };
  };
  return { middleware, add: (...more) => void added.push(...more) };
}

/** A store over `reducer` with thunks and then `late` middleware. */
export function createPlainStore<State>(rootReducer: (state: State | undefined, action: UnknownAction) => State, late: Middleware): PlainStore<State> {
  let reducer = rootReducer;
  let state = reducer(undefined, { type: '@@groundwork/INIT' });
  let listeners: (() => void)[] = [];
  const reduce = (action: unknown) => {
    if (typeof (action as UnknownAction | null)?.type !== 'string') throw new Error('Actions must be objects with a string type');
    state = reducer(state, action as UnknownAction);
    for (const listener of listeners) listener();
    return action;
  };
  let dispatch: (action: unknown) => unknown = () => {
    throw new Error('The store is being set up');
  };
  const api: MiddlewareAPI = { getState: () => state, dispatch: (action: unknown) => dispatch(action) } as MiddlewareAPI;
  dispatch = [thunk<State>(), late].reduceRight<(action: unknown) => unknown>((next, one) => one(api)(next), reduce);
  const subscribe = (listener: () => void) => {
    listeners = [...listeners, listener];
    return () => {
      listeners = listeners.filter((held) => held !== listener);
    };
  };
  // Redux's interop point for observable libraries (nothing here uses it; the type asks for it).
  const observable = () => ({
    subscribe(observer: { next?: (state: State) => void }) {
      const emit = () => observer.next?.(state);
      emit();
      return { unsubscribe: subscribe(emit) };
    },
    [OBSERVABLE]() {
      return this;
    },
  });
  return {
    getState: () => state,
    dispatch: ((action: unknown) => dispatch(action)) as Dispatch<State>,
    subscribe,
    replaceReducer(next) {
      reducer = next as typeof reducer;
      reduce({ type: '@@groundwork/REPLACE' });
    },
    [OBSERVABLE]: observable,
  } as PlainStore<State>;
}
