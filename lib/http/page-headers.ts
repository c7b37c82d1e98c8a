/**
 * The browser protections of a page answer (Content-Security-Policy with a fresh nonce, HSTS, framing…). The
 * production server sets them on the Node response itself; under `next dev` nothing stands in front of Next, so
 * the middleware sets them with the function that the development runtime (server/next-runtime.ts) registers here.
 */
export const PAGE_HEADERS_SYMBOL = Symbol.for('groundwork.pageHeaders');

/** What the middleware knows of a request. */
export interface PageRequest {
  url: string;
  headers: Headers;
}

export type PageHeaders = (request: PageRequest) => Record<string, string>;

type Registry = Record<symbol, unknown>;

/** The registered function; undefined when the app's own server sets the headers (or nothing does). */
export function registeredPageHeaders(): PageHeaders | undefined {
  const value = (globalThis as Registry)[PAGE_HEADERS_SYMBOL];
  return typeof value === 'function' ? (value as PageHeaders) : undefined;
}

export function registerPageHeaders(pageHeaders: PageHeaders | undefined): void {
  (globalThis as Registry)[PAGE_HEADERS_SYMBOL] = pageHeaders;
}
