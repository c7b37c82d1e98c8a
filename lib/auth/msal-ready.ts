import type { IPublicClientApplication } from '@azure/msal-browser';

/*
 * Who waits for MSAL to be at work, apart from the MSAL instance module itself: the shell's AuthProvider is part of
 * every page, and the instance module (with MSAL's configuration) is not, so the two meet here.
 */

let ready: IPublicClientApplication | undefined;
const listeners = new Set<(application: IPublicClientApplication) => void>();

/** Tells the listeners that `application` has been initialized for work (once per application). */
export function announceMsalReady(application: IPublicClientApplication): void {
  if (ready === application) return;
  ready = application;
  for (const listener of listeners) listener(application);
}

/** Forgets the application announced (it was replaced). */
export function forgetMsalReady(): void {
  ready = undefined;
}

/**
 * Calls `listener` with the MSAL application once it has been initialized for work (at once if it already has);
 * nothing loads MSAL for it. Returns what stops listening. MSAL React joins the page this way
 * (`components/providers/AuthProvider.tsx`).
 */
export function onMsalReady(listener: (application: IPublicClientApplication) => void): () => void {
  listeners.add(listener);
  if (ready) listener(ready);
  return () => {
    listeners.delete(listener);
  };
}
