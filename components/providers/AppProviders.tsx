import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { NavigateTo } from '@/lib/auth/redirect';
import { setClientConfig } from '@/lib/config/client-config';
import type { PublicConfig } from '@/lib/config/public-config';
import { DEFAULT_PUBLIC_SETTINGS, type PublicSettings } from '@/lib/config/public-settings';
import { listEnvironments } from '@/lib/env/environments';
import type { Me } from '@/lib/schemas/users';
import { wrapper } from '@/store';
import { setTemplates } from '@/store/slices/app';
import { SharedContextProvider, type SharedContextValue } from './SharedContext';
import { ShellStartup } from './ShellStartup';

/** The page props the shell reads: those of `loadShellProps`, plus next-redux-wrapper's initial state. */
export interface ShellPageProps {
  templates?: unknown[];
  settings?: PublicSettings;
  publicConfig?: PublicConfig;
  initialState?: unknown;
  [prop: string]: unknown;
}

export interface AppProvidersProps {
  pageProps: ShellPageProps;
  children: ReactNode;
  /** How to go to a path after sign-in; Next's router by default. */
  navigate?: NavigateTo;
}

const NO_TEMPLATES: unknown[] = [];

/**
 * The providers of the shell: the Redux store (next-redux-wrapper) and the shared context. On mount it handles
 * the sign-in redirect, starts telemetry and anchor scrolling, and runs the start-up sequence.
 * MantineProvider wraps it in `pages/_app.tsx`.
 *
 * There is no MSAL React context: nothing reads one, and MSAL is loaded after hydration rather than with the
 * page (see `lib/auth/msal-instance.ts`); sign-in, sign-up and sign-out go through `lib/auth/session`.
 */
export function AppProviders({ pageProps, children, navigate }: AppProvidersProps) {
  const { store } = wrapper.useWrappedStore({ pageProps });
  // The configuration the server handed over, kept before anything (API calls, MSAL, telemetry) reads it.
  useState(() => setClientConfig(pageProps.publicConfig));
  const [me, setMe] = useState<Me | null>(null);
  const templates = pageProps.templates ?? NO_TEMPLATES;
  const settings = pageProps.settings ?? DEFAULT_PUBLIC_SETTINGS;
  const baseDomain = pageProps.publicConfig?.baseDomain;

  useEffect(() => {
    if (pageProps.templates) store.dispatch(setTemplates(pageProps.templates));
  }, [store, pageProps.templates]);

  const shared = useMemo<SharedContextValue>(
    () => ({ environments: listEnvironments(baseDomain), templates, me, settings }),
    [baseDomain, templates, me, settings],
  );

  return (
    <Provider store={store}>
      <SharedContextProvider value={shared}>
        <ShellStartup store={store} onMe={setMe} navigate={navigate} />
        {children}
      </SharedContextProvider>
    </Provider>
  );
}

export default AppProviders;
