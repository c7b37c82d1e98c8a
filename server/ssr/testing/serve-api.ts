/**
 * For the tests of the server's page reads: answers their in-process API calls (`serverApiGet`) with `answer`, and
 * records each request. Call `stopServingApi` after each test.
 */
import { API_FETCH_SYMBOL } from '@/lib/api/server-fetch';

type ApiFetch = (request: Request) => Promise<Response>;
const registry = globalThis as unknown as Record<symbol, ApiFetch | undefined>;

/** Serves the API calls with `answer` (given each request's URL and the request); returns the URLs asked for. */
export function serveApi(answer: (url: URL, request: Request) => Response): URL[] {
  const seen: URL[] = [];
  registry[API_FETCH_SYMBOL] = async (request) => {
    const url = new URL(request.url);
    seen.push(url);
    return answer(url, request);
  };
  return seen;
}

export function stopServingApi(): void {
  delete registry[API_FETCH_SYMBOL];
}

/** The cache entries a read made, by endpoint and argument. */
export const keysOf = (data: { prefetched: { endpointName: string; arg?: unknown }[] }) => data.prefetched.map(({ endpointName, arg }) => ({ endpointName, arg }));
