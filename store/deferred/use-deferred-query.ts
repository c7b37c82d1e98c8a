import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useSelector, useStore } from 'react-redux';
import { heldAnswer } from '../prefetched';
import { loadedEndpoint, loadEndpoint, type CachedQuery, type EndpointsLoader, type QuerySubscription } from './loaded-endpoint';
import { queryKey } from './query-key';

/** RTK Query's `skipToken` (a registered symbol, so that this module needs none of RTK Query's code). */
const SKIP_TOKEN = Symbol.for('RTKQuery/skipToken');

export interface DeferredQueryOptions {
  skip?: boolean;
  refetchOnMountOrArgChange?: boolean | number;
  pollingInterval?: number;
  skipPollingIfUnfocused?: boolean;
}

const noCachedQuery = () => undefined;

/** Until the endpoint loads, the endpoint as loaded so far: a page reached after RTK Query loaded has it at once. */
function useEndpoint(load: EndpointsLoader, endpointName: string, wanted: boolean) {
  const store = useStore();
  const [endpoint, setEndpoint] = useState(() => loadedEndpoint(endpointName));
  useEffect(() => {
    if (endpoint || !wanted) return;
    let live = true;
    // The held answers are in the cache before the hook reads it, and the components that read the endpoint render
    // again in a transition: in slices, rather than in one task that a tap would wait for (docs/requirements.md ).
    void loadEndpoint(load, endpointName, store.dispatch).then((loaded) => {
      if (live) startTransition(() => setEndpoint(() => loaded));
    });
    return () => {
      live = false;
    };
  }, [endpoint, wanted, load, endpointName, store]);
  return endpoint;
}

/**
 * A query hook with RTK Query's result (data, currentData, error, isLoading, isFetching, isSuccess, isError, refetch)
 * whose code loads after hydration (issue 25): until its endpoint's module is loaded it answers with the page's first
 * data, read by the server (`heldAnswer`), so that the server's render and the first one in the browser agree; then it
 * subscribes to the cache as RTK Query's own hook does, with the same options.
 */
export function useDeferredQuery(load: EndpointsLoader, endpointName: string, arg: unknown, options: DeferredQueryOptions = {}) {
  const { skip: skipOption = false, refetchOnMountOrArgChange = false, pollingInterval = 0, skipPollingIfUnfocused = false } = options;
  const skip = skipOption || arg === SKIP_TOKEN;
  const store = useStore();
  const endpoint = useEndpoint(load, endpointName, !skip);
  const key = queryKey(endpointName, arg);
  // The argument is read through its key, so that an equal argument made again at each render changes nothing.
  const stableArg = useMemo(() => arg, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  const select = useMemo(() => (endpoint && !skip ? endpoint.select(stableArg) : noCachedQuery), [endpoint, skip, stableArg]);
  const cached = useSelector(select) as CachedQuery | undefined;

  const subscription = useRef<QuerySubscription | undefined>(undefined);
  useEffect(() => {
    if (!endpoint || skip) return;
    const subscriptionOptions = { pollingInterval, skipPollingIfUnfocused };
    const started = store.dispatch(endpoint.initiate(stableArg, { subscriptionOptions, forceRefetch: refetchOnMountOrArgChange })) as unknown as QuerySubscription;
    subscription.current = started;
    return () => {
      started.unsubscribe();
      if (subscription.current === started) subscription.current = undefined;
    };
  }, [endpoint, skip, stableArg, store, refetchOnMountOrArgChange, pollingInterval, skipPollingIfUnfocused]);

  const held = skip || cached?.data !== undefined ? undefined : heldAnswer(store.dispatch, endpointName, stableArg);
  // An answer may be null ("no profile yet"): only undefined means none.
  const currentData = cached?.data !== undefined ? cached.data : held?.data;
  // As RTK Query's hook: the last answer stays as `data` while the next argument is read (`currentData` is the current one's).
  const [last, setLast] = useState<unknown>(undefined);
  const data = skip ? undefined : currentData !== undefined ? currentData : last;
  if (data !== last) setLast(data);
  const pending = !skip && currentData === undefined && !cached?.isError;
  return {
    data,
    currentData,
    error: cached?.error,
    status: skip ? 'uninitialized' : (cached?.status ?? (held ? 'fulfilled' : 'pending')),
    isUninitialized: skip,
    isLoading: pending && data === undefined,
    isFetching: Boolean(cached?.isLoading) || (pending && !cached),
    isSuccess: !skip && data !== undefined && !cached?.isError,
    isError: Boolean(cached?.isError),
    refetch: () => subscription.current?.refetch(),
  };
}
