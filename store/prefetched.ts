import type { Dispatch, ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { queryKey } from './deferred/query-key';
import { loadedApi } from './index';

/**
 * A query answered while the page was rendered on the server: the endpoint, its argument exactly as the page's
 * component passes it (left out for a query without one), and the answer.
 */
export interface PrefetchedQuery {
  endpointName: string;
  arg?: unknown;
  data: unknown;
}

/**
 * A query whose answer was read this recently is not read again when a component mounts with it
 * (`refetchOnMountOrArgChange`): the server reads a page's first data for every page it renders (on a load and on
 * each navigation), so asking again at once would only repeat that answer, and load the response schemas for it.
 */
export const PREFETCHED_FRESH_FOR_S = 5;

/**
 * Answers whose endpoint is not loaded yet, by store (its `dispatch` names it) and query key: the façade hooks of
 * `store/deferred/` draw the page from them until RTK Query and the endpoint's module load, after hydration.
 */
const held = new WeakMap<object, Map<string, PrefetchedQuery>>();

type Endpoints = Record<string, { select: (arg: unknown) => (state: unknown) => { data?: unknown } } | undefined>;

/** The endpoints loaded so far (none before RTK Query loads). */
function loadedEndpoints(): Endpoints | undefined {
  return loadedApi()?.endpoints as unknown as Endpoints | undefined;
}

/**
 * Puts answers into the API cache, so that the page's queries find their data at their first render (on the server
 * and again at hydration) instead of starting with a skeleton. Answers of endpoints not loaded yet are held
 * (`heldAnswer`) until their module loads (`seedHeldAnswers`).
 */
export function seedApiCache(dispatch: Dispatch<UnknownAction>, entries: readonly PrefetchedQuery[] | undefined): void {
  const endpoints = loadedEndpoints();
  const ready = (entries ?? []).filter((entry) => endpoints?.[entry.endpointName]);
  const waiting = held.get(dispatch) ?? new Map<string, PrefetchedQuery>();
  for (const entry of entries ?? []) if (!ready.includes(entry)) waiting.set(queryKey(entry.endpointName, entry.arg), entry);
  held.set(dispatch, waiting);
  upsertAnswers(dispatch, ready);
}

/**
 * The page's first data, read by the server: it replaces what an earlier page held, so that an answer is never taken
 * for one read long before. These are page props, not the server's store: the store's own merge (HYDRATE) still
 * keeps only its `app` part.
 */
export function seedPageAnswers(dispatch: Dispatch<UnknownAction>, entries: readonly PrefetchedQuery[] | undefined): void {
  held.delete(dispatch);
  seedApiCache(dispatch, entries);
}

/** The page's answer for a query whose endpoint is not loaded yet, if the server read it. */
export function heldAnswer(dispatch: Dispatch<UnknownAction>, endpointName: string, arg: unknown): PrefetchedQuery | undefined {
  return held.get(dispatch)?.get(queryKey(endpointName, arg));
}

/** Moves the held answers of the endpoints now loaded into the API cache (called when a deferred module loads). */
export function seedHeldAnswers(dispatch: Dispatch<UnknownAction>): void {
  const waiting = held.get(dispatch);
  const endpoints = loadedEndpoints();
  if (!waiting || !endpoints) return;
  const ready = [...waiting].filter(([, entry]) => endpoints[entry.endpointName]);
  for (const [key] of ready) waiting.delete(key);
  upsertAnswers(
    dispatch,
    ready.map(([, entry]) => entry),
  );
}

function upsertAnswers(dispatch: Dispatch<UnknownAction>, entries: readonly PrefetchedQuery[]): void {
  const api = loadedApi();
  const endpoints = loadedEndpoints();
  if (entries.length === 0 || !api || !endpoints) return;
  const upsert = api.util.upsertQueryEntries as (values: { endpointName: string; arg: unknown; value: unknown }[]) => UnknownAction;
  // The endpoint's own selector finds the cached entry (its cache key), so that the shell needs none of RTK Query's code.
  const seed: ThunkAction<void, unknown, unknown, UnknownAction> = (next, getState) => {
    const cached = (entry: PrefetchedQuery) => endpoints[entry.endpointName]?.select(entry.arg)(getState())?.data;
    const valueOf = (entry: PrefetchedQuery) => {
      const keep = keepers.get(entry.endpointName);
      const before = keep && cached(entry);
      return keep && before !== undefined ? keep(before, entry.data) : entry.data;
    };
    next(upsert(entries.map((entry) => ({ endpointName: entry.endpointName, arg: entry.arg, value: valueOf(entry) }))));
  };
  dispatch(seed as unknown as UnknownAction);
}

const keepers = new Map<string, (cached: unknown, fresh: unknown) => unknown>();

/**
 * A page's first data for this endpoint keeps, through `keep`, part of the answer already cached for the same
 * argument: the questionnaire's first data leaves out the questions of the sections not opened, and a new reading of
 * the page (a change of language, a link to the same assessment) must not take back those the page has read since.
 */
export function keepOnPrefetch<T>(endpointName: string, keep: (cached: T, fresh: T) => T): void {
  keepers.set(endpointName, keep as (cached: unknown, fresh: unknown) => unknown);
}
