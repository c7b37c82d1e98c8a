/**
 * The identity provider sends the browser back with its answer in the address (`?state=…`, and `code`,
 * `error`… for a sign-in). Once MSAL has read it, it only clutters the address and every link copied from it.
 */
const PROVIDER_PARAMS = ['state', 'code', 'error', 'error_description', 'error_uri', 'session_state', 'client_info', 'iss'];

/** The address without the provider's answer, or null when it carries none. */
export function withoutProviderAnswer(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has('state')) return null;
  for (const name of PROVIDER_PARAMS) url.searchParams.delete(name);
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}

/** Whether the address carries an answer of the identity provider (sign-in, sign-up, logout) for MSAL to read. */
export function hasProviderAnswer(href: string): boolean {
  const url = new URL(href);
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  return ['code', 'error', 'state'].some((name) => url.searchParams.has(name) || hash.has(name));
}

/** MSAL's silent token renewal waits for the browser to be idle after the page's load, at most this long. */
export const TOKEN_RENEWAL_IDLE_TIMEOUT_MS = 2_000;

/** Runs `task` once the browser is idle (at once where idle callbacks do not exist); returns a cancel function. */
export function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}
