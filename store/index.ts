import { combineReducers, configureStore, type Action, type UnknownAction } from '@reduxjs/toolkit';
import { createWrapper, HYDRATE } from 'next-redux-wrapper';
import { api } from './api';
import { appReducer } from './slices/app';
import { assessmentReducer } from './slices/assessment';
import { projectReducer } from './slices/project';

const combinedReducer = combineReducers({
  project: projectReducer,
  app: appReducer,
  assessment: assessmentReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof combinedReducer>;

interface HydrateAction extends Action<typeof HYDRATE> {
  payload: Partial<RootState>;
}

function isHydrate(action: Action): action is HydrateAction {
  return action.type === HYDRATE;
}

/** Merging server state into the client keeps ONLY its app part (seed section 3). */
export function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  if (isHydrate(action)) {
    const current = combinedReducer(state, { type: '@@groundwork/INIT' });
    return action.payload.app ? { ...current, app: { ...current.app, ...action.payload.app } } : current;
  }
  return combinedReducer(state, action);
}

export function makeStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** next-redux-wrapper's bridge between Next's data functions and the store. */
export const wrapper = createWrapper<AppStore>(makeStore);
