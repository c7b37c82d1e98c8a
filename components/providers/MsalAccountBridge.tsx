import { useEffect } from 'react';
import type { IPublicClientApplication } from '@azure/msal-browser';
import { MsalProvider, useAccount, useIsAuthenticated, useMsal } from '@azure/msal-react';
import type { AuthState } from './AuthContext';

/** Reads MSAL React's state with its hooks and hands it to the shell on every change. */
function AccountReport({ onChange }: { onChange: (state: AuthState) => void }) {
  const { accounts, inProgress } = useMsal();
  const isAuthenticated = useIsAuthenticated();
  // The first cached account (the one the start-up renews a token for and sign-out signs out), else the active one.
  const account = useAccount(accounts[0]);
  useEffect(() => {
    onChange({ msalReady: inProgress !== 'startup', inProgress, isAuthenticated, account });
  }, [onChange, inProgress, isAuthenticated, account]);
  return null;
}

/**
 * MSAL React's provider over the MSAL application the shell put to work, and a reader of its hooks. Loaded and
 * mounted by `AuthProvider` only once MSAL is initialized, so neither library is first-load JavaScript.
 */
export default function MsalAccountBridge({ instance, onChange }: { instance: IPublicClientApplication; onChange: (state: AuthState) => void }) {
  return (
    <MsalProvider instance={instance}>
      <AccountReport onChange={onChange} />
    </MsalProvider>
  );
}
