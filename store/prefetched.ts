import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
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
  dispatch(upsert(entries.map((entry) => ({ endpointName: entry.endpointName, arg: entry.arg, value: entry.data }))));
}
