import type { ActionCreatorWithoutPayload, ActionCreatorWithPayload, PayloadAction, Reducer, UnknownAction } from '@reduxjs/toolkit';

/**
 * A slice of the store without Immer: its reducers return the next state themselves (the same state when nothing
 * changes). The store's three slices are part of every page, and RTK's `createSlice` would bring Immer (~4.5 kB
 * gzipped) and its selector helpers into every page's first load (issue 25), and so would its `createAction`; RTK Query, which needs Immer, loads
 * with the pages that call the API. Action types are `name/reducer`, as `createSlice` names them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each case reducer types its own payload.
type CaseReducer<State> = (state: State, action: PayloadAction<any>) => State;

type PayloadOf<Case> = Case extends (state: never, action: PayloadAction<infer Payload>) => unknown ? Payload : never;

export type PlainSliceActions<Cases> = {
  // A case reducer that reads no action gets an action creator called without a payload.
  [Name in keyof Cases & string]: Cases[Name] extends (state: never) => unknown ? ActionCreatorWithoutPayload<string> : ActionCreatorWithPayload<PayloadOf<Cases[Name]>, string>;
};

export interface PlainSlice<Name extends string, State, Cases> {
  name: Name;
  /** Where `combineSlices` puts the slice's state. */
  reducerPath: Name;
  reducer: Reducer<State, UnknownAction, State | undefined>;
  actions: PlainSliceActions<Cases>;
}

/** An action creator as RTK's `createAction` makes one (`type`, `match`, `toString`), without RTK's runtime. */
function actionCreator(type: string): ActionCreatorWithPayload<unknown, string> {
  const create = (payload?: unknown) => ({ type, payload });
  return Object.assign(create, { type, match: (action: unknown): action is PayloadAction<unknown> => (action as UnknownAction | null)?.type === type, toString: () => type });
}

export function createPlainSlice<Name extends string, State, Cases extends Record<string, CaseReducer<State>>>(options: {
  name: Name;
  initialState: State;
  reducers: Cases;
}): PlainSlice<Name, State, Cases> {
  const { name, initialState, reducers } = options;
  const byType = new Map<string, CaseReducer<State>>();
  const actions: Record<string, ActionCreatorWithPayload<unknown, string>> = {};
  for (const [key, caseReducer] of Object.entries(reducers)) {
    const type = `${name}/${key}`;
    byType.set(type, caseReducer);
    actions[key] = actionCreator(type);
  }
  const reducer = (state: State | undefined = initialState, action: UnknownAction): State => {
    const caseReducer = byType.get(action.type);
    return caseReducer ? caseReducer(state, action as PayloadAction<unknown>) : state;
  };
  return { name, reducerPath: name, reducer, actions: actions as PlainSliceActions<Cases> };
}
