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

/** An answer of the API to a server-side read: its status, and its JSON body when it is 200. */
export interface ServerApiAnswer<T = unknown> {
  status: number;
  body: T | null;
}

/** A read's query string: a list repeats its name, as the browser's requests send lists. */
export type ServerQuery = Record<string, string | number | readonly (string | number)[] | undefined>;

/**
 * `GET /api{route}` from the server, the query string built as the browser's request builds it (null and
 * undefined left out). A call that cannot be made answers status 0 instead of throwing.
 */
export async function serverApiGet<T = unknown>(route: string, query: ServerQuery | undefined, headers: Record<string, string>): Promise<ServerApiAnswer<T>> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const each of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(name, String(each));
  }
  const search = params.toString();
  try {
    const response = await serverApiFetch(`${route}${search ? `?${search}` : ''}`, { headers });
    if (response.status !== 200) {
      await response.body?.cancel();
      return { status: response.status, body: null };
    }
    return { status: 200, body: (await response.json()) as T };
  } catch {
    return { status: 0, body: null };
  }
}
