import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { NextIntlClientProvider } from 'next-intl';
import { Provider } from 'react-redux';
import { SharedContextProvider, EMPTY_SHARED_CONTEXT } from '@/components/providers/SharedContext';
import { DEFAULT_PUBLIC_SETTINGS, type PublicSettings } from '@/lib/config/public-settings';
import type { Environment } from '@/lib/env/environments';
import { messagesFor } from '@/lib/i18n/messages';
import type { Language } from '@/lib/schemas/common';
import type { Me } from '@/lib/schemas/users';
import { makeStore, type AppStore } from '@/store';
import { theme } from '@/styles/theme';
import { ShellInfoProvider } from '../ShellContext';

/** jsdom lacks what Mantine measures with; these inert versions let its components render. */
function installBrowserShims(): void {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    class InertResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: InertResizeObserver });
  }
  window.HTMLElement.prototype.scrollIntoView ??= () => undefined;
}

export const TEST_ME: Me = {
  id: '0b8f7a1e-3c1d-4a59-9a37-6f1f6f0b2c11',
  email: 'ana@example.org',
  email_verified: true,
  name: 'Ana Ferreira',
  company: null,
  phone: null,
  job_title: null,
  language: 'en',
  roles: ['developer'],
  investor_activated: false,
  created_at: '2026-01-05T10:00:00.000Z',
  impersonated_by: null,
};

export interface ShellRenderOptions {
  store?: AppStore;
  me?: Me | null;
  language?: Language;
  /** Public settings that differ from the defaults (show OEM, show migration, environment name…). */
  settings?: Partial<PublicSettings>;
  /** The environment chosen by host; staging unless given. */
  environment?: Environment;
  /** The monitoring origin the server told the page, if any. */
  monitoringOrigin?: string;
}

/** Renders inside the shell's providers (Mantine, texts, store, shared context) with a fresh store. */
export function renderInShell(
  element: ReactElement,
  { store = makeStore(), me = null, language = 'en', settings, environment = 'staging', monitoringOrigin }: ShellRenderOptions = {},
): ReturnType<typeof render> & { store: AppStore } {
  installBrowserShims();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    // env="test": jsdom lays nothing out, so floating-ui may find a menu's button "hidden" a moment after the menu
    // opens and Mantine would hide the menu again (a race that failed header tests one run in three); the test
    // environment also drops transitions, which jsdom does not run.
    <MantineProvider theme={theme} env="test">
      <NextIntlClientProvider locale={language} messages={messagesFor(language)} timeZone="UTC">
        <Provider store={store}>
          <ShellInfoProvider value={{ environment, language, baseDomain: 'groundwork.eco', monitoringOrigin }}>
            <SharedContextProvider value={{ ...EMPTY_SHARED_CONTEXT, me, settings: { ...DEFAULT_PUBLIC_SETTINGS, ...settings } }}>{children}</SharedContextProvider>
          </ShellInfoProvider>
        </Provider>
      </NextIntlClientProvider>
    </MantineProvider>
  );
  return Object.assign(render(element, { wrapper: Wrapper }), { store });
}
