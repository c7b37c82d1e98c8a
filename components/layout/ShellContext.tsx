import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_BASE_DOMAIN } from '@/lib/config/public-config';
import { DEFAULT_ENVIRONMENT, type Environment } from '@/lib/env/environments';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';

/** What the visible shell knows about the page it is drawn for. */
export interface ShellInfo {
  environment: Environment;
  language: Language;
  baseDomain: string;
  /** The monitoring (V2) origin this page hands off to, when the server told it (see `ShellPageProps`). */
  monitoringOrigin?: string;
}

const DEFAULT_SHELL_INFO: ShellInfo = {
  environment: DEFAULT_ENVIRONMENT,
  language: DEFAULT_LANGUAGE,
  baseDomain: DEFAULT_BASE_DOMAIN,
};

const ShellInfoContext = createContext<ShellInfo>(DEFAULT_SHELL_INFO);

export function ShellInfoProvider({ value, children }: { value: ShellInfo; children: ReactNode }) {
  return <ShellInfoContext.Provider value={value}>{children}</ShellInfoContext.Provider>;
}

/** The environment, language, base domain and monitoring origin of the page. */
export function useShellInfo(): ShellInfo {
  return useContext(ShellInfoContext);
}
