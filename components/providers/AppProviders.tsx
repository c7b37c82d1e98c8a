import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { NavigateTo } from '@/lib/auth/redirect';
import { setClientConfig } from '@/lib/config/client-config';
import type { PublicConfig } from '@/lib/config/public-config';
import { DEFAULT_PUBLIC_SETTINGS, type PublicSettings } from '@/lib/config/public-settings';
import { listEnvironments } from '@/lib/env/environments';
import type { Me } from '@/lib/schemas/users';
import { wrapper, type AppStore } from '@/store';
import { seedPageAnswers, type PrefetchedQuery } from '@/store/prefetched';
import { AuthProvider } from './AuthProvider';
import { SharedContextProvider, type SharedContextValue } from './SharedContext';
import { ShellStartup } from './ShellStartup';

/**
 * The page props the shell reads: those of `loadShellProps` but the templates, plus next-redux-wrapper's initial
 * state (the server store's, which carries the templates).
 */
export interface ShellPageProps {
  settings?: PublicSettings;
  publicConfig?: PublicConfig;
  /** The signed-in user as the server read it for this page (null for a visitor). */
  me?: Me | null;
  /** The page's first data, read by the server (see `store/prefetched.ts`). */
  prefetched?: PrefetchedQuery[];
  initialState?: unknown;
  [prop: string]: unknown;
}

export interface AppProvidersProps {
  pageProps: ShellPageProps;
  children: ReactNode;
  /** How to go to a path after sign-in; Next's router by default. */
  navigate?: NavigateTo;
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The page's server-read data goes into the API cache before the page's queries first render: at once for the
 * first page, and for a page reached by navigation before its queries start (layout effects run before them).
 */
function usePrefetchedData(dispatch: Parameters<typeof seedPageAnswers>[0], prefetched: PrefetchedQuery[] | undefined) {
  const [first] = useState(() => {
    seedPageAnswers(dispatch, prefetched);
    return prefetched;
  });
  const seeded = useRef(first);
  useIsomorphicLayoutEffect(() => {
    if (seeded.current === prefetched) return;
    seeded.current = prefetched;
    seedPageAnswers(dispatch, prefetched);
  }, [dispatch, prefetched]);
}

/** The store's templates (those the server store handed over, merged before the first render). */
function useStoreTemplates(store: AppStore): unknown[] {
  const read = () => store.getState().app.templates;
  return useSyncExternalStore(store.subscribe, read, read);
}

/** Whether two readings of the current user say the same (both come as JSON from the API). */
function sameUser(held: Me | null, fetched: Me): boolean {
  return held !== null && JSON.stringify(held) === JSON.stringify(fetched);
}

/**
 * The providers of the shell: the Redux store (next-redux-wrapper), the shared context and MSAL's account
 * (`AuthProvider`). On mount it handles the sign-in redirect, starts telemetry and anchor scrolling, and runs the
 * start-up sequence. MantineProvider wraps it in `pages/_app.tsx`.
 *
 * MSAL and MSAL React are loaded after hydration rather than with the page (see `lib/auth/msal-instance.ts` and
 * `AuthProvider.tsx`); sign-in, sign-up and sign-out go through `lib/auth/actions` (also offered by `useAuth`).
 */
export function AppProviders({ pageProps, children, navigate }: AppProvidersProps) {
  const { store } = wrapper.useWrappedStore({ pageProps });
  // The configuration the server handed over, kept before anything (API calls, MSAL, telemetry) reads it.
  useState(() => setClientConfig(pageProps.publicConfig));
  // The page is signed in from its first paint when the server could read the user; the start-up sequence still
  // runs as the seed has it, and its answer replaces this one.
  const [me, setMe] = useState<Me | null>(pageProps.me ?? null);
  const [serverMe, setServerMe] = useState(pageProps.me);
  if (pageProps.me !== serverMe) {
    setServerMe(pageProps.me);
    if (pageProps.me) setMe(pageProps.me);
  }
  // The start-up fetch's answer replaces the user only when it differs: the same user again (the usual case, read
  // by the server a moment before) leaves the shared context, and every component reading it, as it was.
  const keepMe = useCallback((next: Me) => setMe((current) => (sameUser(current, next) ? current : next)), []);
  // A sign-out in another tab empties MSAL's cache (and the token cookie): this tab then shows no user either.
  const dropMe = useCallback(() => setMe(null), []);
  usePrefetchedData(store.dispatch, pageProps.prefetched);
  const templates = useStoreTemplates(store);
  const settings = pageProps.settings ?? DEFAULT_PUBLIC_SETTINGS;
  const baseDomain = pageProps.publicConfig?.baseDomain;

  const shared = useMemo<SharedContextValue>(() => ({ environments: listEnvironments(baseDomain), templates, me, settings }), [baseDomain, templates, me, settings]);

  return (
    <Provider store={store}>
      <SharedContextProvider value={shared}>
        <AuthProvider onAccountLost={dropMe}>
          <ShellStartup store={store} onMe={keepMe} navigate={navigate} />
          {children}
        </AuthProvider>
      </SharedContextProvider>
    </Provider>
  );
}

export default AppProviders;
