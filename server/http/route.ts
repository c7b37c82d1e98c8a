import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { type ActingRule, actingExtension, actingGuard } from './access/acting';
import { ACCESS_CLASSES, securityOf, type CallerClass, type RecordClass } from './access/classes';
import { callerGuards } from './access/middleware';
import type { RecordCheck } from './access/record';
import type { Guards } from './current-user';
import type { ApiTag } from './openapi';

/** What every operation says about itself in the OpenAPI document: none reaches it without all three. */
interface OperationText {
  /** Unique in the document, camelCase, a verb first: `getProject`, `saveAnswer`. */
  operationId: string;
  summary: string;
  description: string;
}

/**
 * Who may call the operation (server/http/access/classes.ts): exactly one class. A class that names a record
 * (`project-read`, `opportunity-signer`…) also says where the request names it, so that the record is resolved once
 * before the handler, which reads it from the context.
 */
type OperationAccess = { access: CallerClass; record?: never } | { access: RecordClass; record: RecordCheck };

/** What the routes of one area share: their tag, and the guards that find the signed-in user. */
export interface RouteArea {
  tag: ApiTag;
  guards: Guards;
}

/** What staff acting as another user may do here (server/http/access/acting.ts); `allowed` when not said. */
interface OperationActing {
  acting?: ActingRule;
}

type DeclaredRoute = Omit<RouteConfig, 'tags' | 'security' | 'operationId' | 'summary' | 'description' | 'middleware'> & OperationText & OperationAccess & OperationActing;

/**
 * The one way to declare an API route. A module takes a declarer for its area once:
 * `const route = routesOf({ tag: 'Projects', guards })`, then
 * `app.openapi(route({ operationId, access: 'project-read', record, method, path, summary, description, request, responses }), handler)`.
 * The class's middleware runs before validation and the handler; the document carries the class as `x-access`
 * (with the record's kind as `x-access-record`) and the `security` that goes with it.
 */
export function routesOf(area: RouteArea) {
  return <Config extends DeclaredRoute>(config: Config) => {
    const { access, record, acting = 'allowed', ...route } = config;
    // The types refuse both; a route built past them (a cast) fails at start rather than serve unguarded.
    if (!Object.hasOwn(ACCESS_CLASSES, access)) throw new Error(`${config.operationId}: an operation needs one access class of ACCESS_CLASSES`);
    if (ACCESS_CLASSES[access].record !== Boolean(record)) throw new Error(`${config.operationId}: the ${access} class ${record ? 'names no record' : 'needs its record'}`);
    const recordGuard = record?.guard(access as RecordClass);
    const refuseActing = actingGuard(acting);
    const middleware = [...callerGuards(area.guards, access), ...(refuseActing ? [refuseActing] : []), ...(recordGuard ? [recordGuard] : [])];
    // A body of one media type is required: without it Hono's validator would hand the handler `{}` unchecked when a
    // request comes with no content type and no body, past the record guard (which found no id to check). A body of
    // several types (JSON or a form) stays optional, since a required one would be checked as JSON whatever its type.
    const body = route.request?.body;
    const request = body && Object.keys(body.content).length === 1 ? { ...route.request, body: { required: true, ...body } } : route.request;
    const declared = {
      ...route,
      ...(request ? { request } : {}),
      ...(middleware.length > 0 ? { middleware } : {}),
      tags: [area.tag],
      security: securityOf(access),
      'x-access': access,
      'x-acting': actingExtension(acting),
      ...(record ? { 'x-access-record': record.kind } : {}),
    };
    // The handler's types come from the operation as declared (request, responses), as createRoute gives them.
    return createRoute(declared as unknown as Omit<Config, 'access' | 'record' | 'acting'>);
  };
}
