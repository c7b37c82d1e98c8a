import type { AuthenticationResult } from '@azure/msal-browser';
import type { Policy } from './policies';
import type { NavigateTo } from './redirect';

/*
 * What the buttons and the start-up call to sign in, sign up, sign out and read the provider's answer. Each loads
 * the session module (MSAL's configuration, the token cookies, the redirects after sign-in) on first use rather
 * than with every page: a click or the start-up after hydration waits for it once.
 */

const session = () => import('./session');

export function signIn(policy?: Policy): Promise<void> {
  return session().then((module) => module.signIn(policy));
}

export function signUp(policy?: Policy): Promise<void> {
  return session().then((module) => module.signUp(policy));
}

export function signOut(navigate?: NavigateTo): Promise<void> {
  return session().then((module) => module.signOut(navigate));
}

/** A page of the monitoring host opens: signs the user in there and brings them to `path` (see `monitoring-arrival.ts`). */
export function arriveOnMonitoring(path: string, navigate?: NavigateTo): Promise<string> {
  return session().then((module) => module.arriveOnMonitoring(path, navigate));
}

export function handleRedirect(navigate?: NavigateTo): Promise<AuthenticationResult | null> {
  return session().then((module) => module.handleRedirect(navigate));
}
