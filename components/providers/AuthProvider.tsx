import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { IPublicClientApplication } from '@azure/msal-browser';
import { signIn, signOut, signUp } from '@/lib/auth/actions';
import { onMsalReady } from '@/lib/auth/msal-ready';
import { AuthContext, BEFORE_MSAL, type AuthState, type AuthValue } from './AuthContext';

/** MSAL React and the reader of its hooks: a chunk of their own, loaded once MSAL is at work. */
const MsalAccountBridge = lazy(() => import('./MsalAccountBridge'));

export interface AuthProviderProps {
  children: ReactNode;
  /**
   * Called when MSAL's cache loses the account it held (a sign-out here or in another tab of the browser), so that
   * the shell stops showing a signed-in user.
   */
  onAccountLost?: () => void;
}

/**
 * Gives the shell MSAL's account (`useAuth`). MSAL React's provider is mounted beside the page once MSAL has been
 * initialized for work (the provider's answer, a signed-in account's token renewal, a sign-in or sign-out), never
 * with the page: the server-rendered header stays the first paint and MSAL stays out of first-load JavaScript.
 * The page's tree is not wrapped by it, so mounting it never re-renders the page from scratch.
 */
export function AuthProvider({ children, onAccountLost }: AuthProviderProps) {
  const [application, setApplication] = useState<IPublicClientApplication | null>(null);
  const [state, setState] = useState<AuthState>(BEFORE_MSAL);
  // MSAL gets to work after the page is up; what it reports re-renders the shell in a transition, in slices rather
  // than in one long task (docs/requirements.md ).
  useEffect(() => onMsalReady((ready) => startTransition(() => setApplication(() => ready))), []);

  const heldAccount = useRef(false);
  const report = useCallback(
    (next: AuthState) => {
      startTransition(() => setState(next));
      if (!next.msalReady) return;
      if (next.isAuthenticated) heldAccount.current = true;
      else if (heldAccount.current) {
        heldAccount.current = false;
        onAccountLost?.();
      }
    },
    [onAccountLost],
  );

  const value = useMemo<AuthValue>(() => ({ ...state, signIn, signUp, signOut }), [state]);
  return (
    <AuthContext.Provider value={value}>
      {children}
      {application && (
        <Suspense fallback={null}>
          <MsalAccountBridge instance={application} onChange={report} />
        </Suspense>
      )}
    </AuthContext.Provider>
  );
}
