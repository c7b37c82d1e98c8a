import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { loadEndpoint, type EndpointsLoader, type StartedMutation } from './loaded-endpoint';

interface MutationState {
  status: 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';
  data?: unknown;
  error?: unknown;
  originalArgs?: unknown;
}

const UNINITIALIZED: MutationState = { status: 'uninitialized' };

/**
 * A mutation hook with RTK Query's trigger and state whose code loads when it is first called (issue 25): the trigger
 * loads the endpoint's module, then starts the call as RTK Query's own trigger does. What it returns is a promise of
 * `{ data }` or `{ error }` with `unwrap()` (the data, or the failure thrown) and `abort()`.
 */
export function useDeferredMutation(load: EndpointsLoader, endpointName: string) {
  const store = useStore();
  const [state, setState] = useState<MutationState>(UNINITIALIZED);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const latest = useRef<object | undefined>(undefined);

  const trigger = useCallback(
    (arg: unknown) => {
      const call = {};
      latest.current = call;
      const update = (next: MutationState) => live.current && latest.current === call && setState(next);
      update({ status: 'pending', originalArgs: arg });
      let started: StartedMutation | undefined;
      const start = loadEndpoint(load, endpointName, store.dispatch).then((endpoint) => {
        started = store.dispatch(endpoint.initiate(arg)) as unknown as StartedMutation;
        return { started };
      });
      // One settlement of the call feeds the hook's state, the promise returned and its `unwrap`.
      const settled = start.then((run) => run.started.unwrap());
      settled.then(
        (data) => update({ status: 'fulfilled', data, originalArgs: arg }),
        (error: unknown) => update({ status: 'rejected', error, originalArgs: arg }),
      );
      const outcome = settled.then(
        (data) => ({ data }),
        (error: unknown) => ({ error }),
      );
      return Object.assign(outcome, { arg, unwrap: () => settled, abort: () => started?.abort(), reset: () => update(UNINITIALIZED) });
    },
    [load, endpointName, store],
  );

  const reset = useCallback(() => {
    latest.current = undefined;
    setState(UNINITIALIZED);
  }, []);

  return [
    trigger,
    {
      ...state,
      reset,
      isUninitialized: state.status === 'uninitialized',
      isLoading: state.status === 'pending',
      isSuccess: state.status === 'fulfilled',
      isError: state.status === 'rejected',
    },
  ] as const;
}
