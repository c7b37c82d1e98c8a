import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { loadedApi } from '../index';
import { seedHeldAnswers } from '../prefetched';

/** What a query's subscription offers (RTK Query's `initiate` result, as the façade uses it). */
export interface QuerySubscription {
  refetch: () => unknown;
  unsubscribe: () => void;
}

/** What a started mutation offers (RTK Query's `initiate` result, as the façade uses it). */
export interface StartedMutation extends PromiseLike<unknown> {
  unwrap: () => Promise<unknown>;
  abort: () => void;
}

/** A query's state in the cache, as the endpoint's selector reads it. */
export interface CachedQuery {
  status: string;
  data?: unknown;
  error?: unknown;
  isUninitialized: boolean;
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
}

/** An endpoint of RTK Query as the façade hooks drive it. */
export interface LoadedEndpoint {
  initiate: (arg: unknown, options?: object) => UnknownAction;
  select: (arg: unknown) => (state: unknown) => CachedQuery;
}

/** The endpoint, once RTK Query and the module that injects it are loaded (on the server too, when they are). */
export function loadedEndpoint(endpointName: string): LoadedEndpoint | undefined {
  return (loadedApi()?.endpoints as unknown as Record<string, LoadedEndpoint | undefined> | undefined)?.[endpointName];
}

/** A module of endpoints loaded at most once per page; `load` imports it (and whatever must join with it). */
export type EndpointsLoader = () => Promise<unknown>;

/** Loads the endpoint's module and puts the page's held answers into the cache; the endpoint, then. */
export async function loadEndpoint(load: EndpointsLoader, endpointName: string, dispatch: Dispatch<UnknownAction>): Promise<LoadedEndpoint> {
  await load();
  seedHeldAnswers(dispatch);
  const endpoint = loadedEndpoint(endpointName);
  if (!endpoint) throw new Error(`The endpoint ${endpointName} is not in the module loaded for it.`);
  return endpoint;
}

/** Remembers a loader's promise, so that every hook of a module waits for the same import. */
export function once(load: EndpointsLoader): EndpointsLoader {
  let loading: Promise<unknown> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
