import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { ApiError } from './errors';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text the database cannot hold or that is not Unicode: PostgreSQL refuses a NUL character in text and jsonb,
 * and a lone UTF-16 surrogate cannot be encoded as UTF-8. Both are refused at the door with a 400 naming the
 * field, instead of failing deep inside a query.
 */
export function unsafeTextReason(text: string): string | undefined {
  if (text.includes('\u0000')) return 'contains a NUL character (\\u0000), which is not allowed';
  if (LONE_SURROGATE.test(text)) return 'contains a lone UTF-16 surrogate, which is not valid Unicode';
  return undefined;
}

interface Visit {
  value: unknown;
  key: string | undefined;
  parent: Visit | undefined;
}

function pathOf(visit: Visit, last?: string): string {
  const keys: string[] = last === undefined ? [] : [last];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * Where in a parsed JSON value (keys included) the first unsafe text is, with why; undefined when all is safe.
 * Walks with a stack of its own (each entry knowing its parent), so that a deeply nested body neither exhausts
 * the call stack nor costs more than its size.
 */
export function findUnsafeText(root: unknown): { field: string; reason: string } | undefined {
  const pending: Visit[] = [{ value: root, key: undefined, parent: undefined }];
  while (pending.length > 0) {
    const visit = pending.pop() as Visit;
    const { value } = visit;
    if (typeof value === 'string') {
      const reason = unsafeTextReason(value);
      if (reason) return { field: pathOf(visit), reason };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value as Record<string, unknown>);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index];
      const keyReason = Array.isArray(value) ? undefined : unsafeTextReason(key);
      if (keyReason) return { field: pathOf(visit, key), reason: `has a key that ${keyReason}` };
      pending.push({ value: item, key, parent: visit });
    }
  }
  return undefined;
}

/** The 400 for unsafe text in a part of the request (`body`, `query parameter`, `multipart field data`…). */
export function unsafeTextError(where: string, found: { field: string; reason: string }): ApiError {
  const field = found.field || where;
  return new ApiError(400, `Invalid ${where}: ${field} ${found.reason}`, { issues: [{ field, message: found.reason }] });
}

/**
 * Refuses a JSON text holding a NUL or a lone surrogate. Both can only be written in JSON as `\u` escapes (a raw
 * NUL makes the JSON invalid, and decoded UTF-8 holds no lone surrogate), so text without any escape is let
 * through without being parsed here.
 */
export function assertSafeJsonText(text: string, where = 'body'): void {
  if (!text.includes('\\u')) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return; // Malformed JSON is refused by the route's validation.
  }
  const found = findUnsafeText(parsed);
  if (found) throw unsafeTextError(where, found);
}

/** `%00` (any case) in a query string or path: a NUL once decoded. */
const ENCODED_NUL = /%00/i;

/**
 * Every request: the query string and path may not carry a NUL (`?search=%00`). Read from the Node request when
 * served by Node (the raw request target), so that no Fetch request is built for it.
 */
export const safeQuery: MiddlewareHandler<AppEnv> = async (c, next) => {
  const target = c.env?.incoming?.url ?? c.req.url;
  if (ENCODED_NUL.test(target)) {
    const query = target.includes('?') ? 'query parameter' : 'path';
    throw new ApiError(400, `Invalid ${query}: a NUL character (%00) is not allowed in the address`);
  }
  await next();
};
