import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_PUBLIC_SETTINGS, type PublicSettings } from '@/lib/config/public-settings';
import type { EnvironmentInfo } from '@/lib/env/environments';
import type { Me } from '@/lib/schemas/users';

/** What the whole shell shares (seed section 3): the environments, the templates and the current user. */
export interface SharedContextValue {
  environments: EnvironmentInfo[];
  templates: unknown[];
  /** The current user; null for a visitor or until the start-up fetch has answered. */
  me: Me | null;
  /**
   * The public environment settings of the page: show OEM and show migration gate the vendor and monitoring entry
   * points, the environment name is the footer's badge (maintenance is applied by the middleware, not here).
   */
  settings: PublicSettings;
}

export const EMPTY_SHARED_CONTEXT: SharedContextValue = {
  environments: [],
  templates: [],
  me: null,
  settings: DEFAULT_PUBLIC_SETTINGS,
};

export const SharedContext = createContext<SharedContextValue>(EMPTY_SHARED_CONTEXT);
SharedContext.displayName = 'SharedContext';

export function SharedContextProvider({ value, children }: { value: SharedContextValue; children: ReactNode }) {
  return <SharedContext.Provider value={value}>{children}</SharedContext.Provider>;
}

/** The shared context of the shell. */
export function useShared(): SharedContextValue {
  return useContext(SharedContext);
}
