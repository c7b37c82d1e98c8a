import { useEffect } from 'react';
import Router from 'next/router';
import { ApiRequestError } from '@/lib/api/api-error';
import { hasCachedAccountHint } from '@/lib/auth/account-hint';
import { arriveOnMonitoring, handleRedirect } from '@/lib/auth/actions';
import { isMonitoringHost } from '@/lib/env/environments';
import { lookUpToken } from '@/lib/auth/token';
import type { NavigateTo } from '@/lib/auth/redirect';
import type { Me } from '@/lib/schemas/users';
import { initTelemetry } from '@/lib/telemetry/app-insights';
import type { AppStore } from '@/store';
import { runStartup } from '@/store/startup';
import { hasProviderAnswer, TOKEN_RENEWAL_IDLE_TIMEOUT_MS, whenIdle, withoutProviderAnswer } from './provider-state';

const routerNavigate: NavigateTo = (path) => {
  void Router.push(path);
};

/** Once MSAL has read the provider's answer (`?state=…` after a logout), the address is cleaned of it. */
function dropProviderAnswer(): void {
  const clean = withoutProviderAnswer(window.location.href);
  if (clean === null) return;
  if (Router.router) void Router.replace(clean, undefined, { shallow: true, scroll: false });
  else window.history.replaceState(window.history.state, '', clean);
}

/** The status of a failure without a usable answer (`NO_ANSWER_STATUS` of the base query, not imported: it brings the request module). */
const NO_ANSWER_STATUS = 0;

/** The fields of the current user the shell reads, checked without loading zod (~30 kB) on every page. */
function isMe(value: unknown): value is Me {
  const me = value as Partial<Record<keyof Me, unknown>> | null;
  return typeof me === 'object' && me !== null && typeof me.id === 'string' && typeof me.name === 'string' && Array.isArray(me.roles);
}

/**
 * One fetch of the current user with THE request of the client (a failure rejects with its status). A visitor
 * (no token, none expected) has no current user: that is answered here as a 401, without a request the server
 * would refuse. Nothing reads the current user from the API cache, so neither RTK Query nor the response schemas
 * are loaded for it.
 */
async function fetchMe(): Promise<Me> {
  if (!(await lookUpToken())) throw new ApiRequestError(401, 'Not signed in');
  // THE request function and the users' routes load with the fetch (2.5 s in), not with the page.
  const [{ request }, { USER_ROUTES }] = await Promise.all([import('@/lib/api/request'), import('@/lib/api/route-areas/projects')]);
  const me = await request<unknown>('GET', USER_ROUTES.me);
  if (!isMe(me)) throw new ApiRequestError(NO_ANSWER_STATUS, 'Unexpected answer from the server to /me');
  return me;
}

export interface ShellStartupProps {
  store: AppStore;
  onMe: (me: Me) => void;
  navigate?: NavigateTo;
}

/**
 * Runs once on mount, in the browser: the MSAL redirect handling, telemetry (loaded only when configured), smooth
 * anchor scrolling and the start-up sequence. Renders nothing. On the monitoring (V2) host a page opened without the
 * provider's answer signs the user in there first (`arriveOnMonitoring`).
 *
 * MSAL (~80 kB gzipped) is loaded only when there is something for it to do: at once when the address carries the
 * provider's answer (then the address is cleaned of it), once the browser is idle when an account is signed in
 * (the seed's silent token acquisition at start), and not at all for a visitor (sign-in loads it on demand).
 */
export function ShellStartup({ store, onMe, navigate = routerNavigate }: ShellStartupProps) {
  useEffect(() => {
    // A sign-in answer navigates on by itself; what is left to clean is the state a logout comes back with.
    const redirect = () =>
      void handleRedirect(navigate).then((result) => {
        if (!result) dropProviderAnswer();
      });
    let cancelRedirect = () => {};
    const { href, host, pathname, search } = window.location;
    if (hasProviderAnswer(href)) redirect();
    // On the monitoring host the user is signed in there and comes to the path (lib/auth/monitoring-arrival.ts).
    else if (isMonitoringHost(host)) void arriveOnMonitoring(`${pathname}${search}`, navigate);
    else if (hasCachedAccountHint()) cancelRedirect = whenIdle(redirect, TOKEN_RENEWAL_IDLE_TIMEOUT_MS);
    void initTelemetry();
    // Smooth in-page anchors: their code loads once the page has hydrated, not with it.
    let uninstallAnchors = () => {};
    let unmounted = false;
    void import('@/lib/anchors/smooth-anchors').then(({ installAnchorScrolling }) => {
      if (!unmounted) uninstallAnchors = installAnchorScrolling(document);
    });
    const cancelStartup = runStartup({ dispatch: store.dispatch, fetchMe, onMe });
    return () => {
      cancelRedirect();
      cancelStartup();
      unmounted = true;
      uninstallAnchors();
    };
    // Once on mount: the store, callbacks and navigation of the shell do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
