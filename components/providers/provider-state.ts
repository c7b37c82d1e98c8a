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
