import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { ApiTag } from './openapi';

/** Who may call an operation, as the document says it: `signedIn` or `open` (server/http/openapi.ts). */
type Security = Record<string, string[]>[];

/** What every operation says about itself in the OpenAPI document: none reaches it without all three. */
interface OperationText {
  /** Unique in the document, camelCase, a verb first: `getProject`, `saveAnswer`. */
  operationId: string;
  summary: string;
  description: string;
}

/** What the routes of one area share: their tag, who may call them, and the middleware they run first. */
export interface RouteArea {
  tag: ApiTag;
  security: Security;
  middleware?: MiddlewareHandler[];
}

type DeclaredRoute = Omit<RouteConfig, 'tags' | 'security' | 'operationId' | 'summary' | 'description'> & OperationText;

/**
 * The one way to declare an API route. A module takes a declarer for its area once:
 * `const route = routesOf({ tag: 'Projects', security: signedIn, middleware: [guards.requireUser()] })`, then
 * `app.openapi(route({ operationId, method, path, summary, description, request, responses }), handler)`.
 * A route that needs another guard (staff only) names its own `middleware` instead of the area's.
 */
export function routesOf(area: RouteArea) {
  return <Config extends DeclaredRoute>(config: Config) =>
    createRoute({
      ...(area.middleware ? { middleware: area.middleware } : {}),
      ...config,
      tags: [area.tag],
      security: area.security,
    });
}
