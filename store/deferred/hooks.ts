import type { EndpointsLoader } from './loaded-endpoint';
import { useDeferredMutation } from './use-deferred-mutation';
import { useDeferredQuery, type DeferredQueryOptions } from './use-deferred-query';

/**
 * The façade of an RTK Query hook: typed as the hook it stands for (`Hook`, a type only), so that a component calls it
 * exactly as it would the real one, while RTK Query and the endpoint's module load after hydration (`load`).
 */
export function deferredQueryHook<Hook>(load: EndpointsLoader, endpointName: string): Hook {
  const useQuery = (arg: unknown, options?: DeferredQueryOptions) => useDeferredQuery(load, endpointName, arg, options);
  return useQuery as Hook;
}

/** The façade of an RTK Query mutation hook (see `deferredQueryHook`); its module loads at the first call. */
export function deferredMutationHook<Hook>(load: EndpointsLoader, endpointName: string): Hook {
  const useMutation = () => useDeferredMutation(load, endpointName);
  return useMutation as Hook;
}
