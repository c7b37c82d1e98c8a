/**
 * Server-side rendering calls the API in-process: server/main.ts registers the Hono app's `fetch` under this
 * symbol. When the pages run in another process (`API_ORIGIN` set), the call goes over HTTP instead.
 */
export const API_FETCH_SYMBOL = Symbol.for('groundwork.api');

type FetchLike = (request: Request) => Response | Promise<Response>;

/** The in-process API, when this process serves it. */
function inProcessApi(): FetchLike | undefined {
  return (globalThis as Record<symbol, unknown>)[API_FETCH_SYMBOL] as FetchLike | undefined;
}

/** Calls `/api{route}` from the server with the browser's cookies and headers (authorization, language…). */
export async function serverApiFetch(route: string, init: { headers?: Record<string, string> } = {}): Promise<Response> {
  const api = inProcessApi();
  const origin = process.env.API_ORIGIN || 'http://localhost';
  const request = new Request(`${origin}/api${route}`, { headers: init.headers });
  if (api) return api(request);
  if (!process.env.API_ORIGIN) throw new Error('The API is not served by this process and API_ORIGIN is not set');
  return fetch(request);
}
