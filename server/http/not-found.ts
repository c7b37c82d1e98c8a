import type { NotFoundHandler } from 'hono';
import { errorResponse } from './errors';

interface RouteEntry {
  method: string;
  path: string;
}

/** The methods each route path serves (HEAD wherever GET is), from the application's route table. */
export function methodsByPath(routes: readonly RouteEntry[]): Map<string, string[]> {
  const methods = new Map<string, Set<string>>();
  for (const route of routes) {
    // Middleware is registered for all methods, or on a wildcard path: not a route.
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    const set = methods.get(route.path) ?? new Set<string>();
    set.add(route.method.toUpperCase());
    if (route.method.toUpperCase() === 'GET') set.add('HEAD');
    methods.set(route.path, set);
  }
  return new Map([...methods].map(([path, set]) => [path, [...set].sort()]));
}

/**
 * 404 for an unknown path; 405 with `Allow` for a known path called with a method it does not serve. The route
 * table is read on the first miss, once every route is registered.
 */
export function createNotFoundHandler(routes: () => readonly RouteEntry[]): NotFoundHandler {
  let known: Map<string, string[]> | undefined;
  return (c) => {
    known ??= methodsByPath(routes());
    const allowed = known.get(c.req.path);
    if (allowed) {
      return errorResponse(
        c,
        405,
        `${c.req.method} is not served at ${c.req.path}: use ${allowed.join(', ')}`,
        { allow: allowed },
        {
          Allow: allowed.join(', '),
        },
      );
    }
    return errorResponse(c, 404, `No such route: ${c.req.method} ${c.req.path}`);
  };
}
