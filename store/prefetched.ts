import type { Dispatch, ThunkAction, UnknownAction } from '@reduxjs/toolkit';
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
 * Puts the answers the server read for the page into the API cache, so that the page's queries find their data
 * at their first render (on the server and again at hydration) instead of starting with a skeleton. These are
 * page props, not the server's store: the store's own merge (HYDRATE) still keeps only its `app` part. Entries
 * of endpoints this bundle does not hold are skipped, and so is everything when the page loads no API call at all.
 */
export function seedApiCache(dispatch: Dispatch<UnknownAction>, entries: readonly PrefetchedQuery[] | undefined): void {
  const api = loadedApi();
  if (!entries || entries.length === 0 || !api) return;
  const upsert = api.util.upsertQueryEntries as (values: { endpointName: string; arg: unknown; value: unknown }[]) => UnknownAction;
  // The endpoint's own selector finds the cached entry (its cache key), so that the shell needs none of RTK Query's code.
  const endpoints = api.endpoints as unknown as Record<string, { select: (arg: unknown) => (state: unknown) => { data?: unknown } } | undefined>;
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
