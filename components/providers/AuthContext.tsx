import { createContext, useContext } from 'react';
import type { AccountInfo, InteractionStatus } from '@azure/msal-browser';
import { signIn, signOut, signUp } from '@/lib/auth/actions';

/**
 * MSAL's view of the browser's account, as MSAL React reports it (`MsalAccountBridge.tsx`). Until MSAL has been put
 * to work (a visitor who did nothing never loads it) this is the state before MSAL: not ready, `startup`, no
 * account. The first paint's signed-in header comes from the server's user (`useShared().me`), never from here.
 */
export interface AuthState {
  /** Whether MSAL React is mounted and has read MSAL's cache. */
  msalReady: boolean;
  /** MSAL's interaction in progress (`startup` until it has handled the redirect answer, `acquireToken` while a sign-in or a token request is under way, `logout`, `none`…). */
  inProgress: InteractionStatus;
  /** Whether MSAL's cache holds a signed-in account (MSAL React's `useIsAuthenticated`). */
  isAuthenticated: boolean;
  /** That account (MSAL React's `useAccount`), or null. */
  account: AccountInfo | null;
}

/** The account and the actions that act on it: sign-in, sign-up and sign-out (which load MSAL when needed). */
export interface AuthValue extends AuthState {
  signIn: typeof signIn;
  signUp: typeof signUp;
  signOut: typeof signOut;
}

export const BEFORE_MSAL: AuthState = { msalReady: false, inProgress: 'startup', isAuthenticated: false, account: null };

export const AuthContext = createContext<AuthValue>({ ...BEFORE_MSAL, signIn, signUp, signOut });
AuthContext.displayName = 'AuthContext';

/** The browser's MSAL account and the sign-in, sign-up and sign-out actions. */
export function useAuth(): AuthValue {
  return useContext(AuthContext);
}
