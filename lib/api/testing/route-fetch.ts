import { fakeResponse, type RecordedCall } from './fake-fetch';

/** An answer of the routing fake: a status and a JSON body (or text). */
export interface RoutedReply {
  status?: number;
  body?: unknown;
}

export type Route = RoutedReply | ((call: RecordedCall) => RoutedReply);

export interface RouteFetch {
  calls: RecordedCall[];
  /** Answers `METHOD /api/path` (the query string is ignored when matching). */
  on(method: string, path: string, reply: Route): void;
  restore(): void;
  /** The calls to one route. */
  callsTo(method: string, path: string): RecordedCall[];
}

const keyOf = (method: string, url: string) => `${method.toUpperCase()} ${url.split('?')[0]}`;

/** A fake `fetch` that answers by method and path (404 for anything not routed), for screens that call several routes. */
export function installRouteFetch(): RouteFetch {
  const original = globalThis.fetch;
  const routes = new Map<string, Route>();
  const calls: RecordedCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    const route = routes.get(keyOf(init.method ?? 'GET', call.url));
    if (!route) return fakeResponse({ status: 404, body: { detail: { message: `No route for ${keyOf(init.method ?? 'GET', call.url)}` } } });
    return fakeResponse(typeof route === 'function' ? route(call) : route);
  }) as typeof fetch;
  return {
    calls,
    on(method, path, reply) {
      routes.set(`${method.toUpperCase()} /api${path}`, reply);
    },
    restore() {
      globalThis.fetch = original;
    },
    callsTo(method, path) {
      return calls.filter((call) => keyOf(call.init.method ?? 'GET', call.url) === `${method.toUpperCase()} /api${path}`);
    },
  };
}
