import type { Context, TypedResponse } from 'hono';

/** JSON text that remembers the type of the value it was made from. */
export type JsonText<Value> = string & { readonly __jsonOf?: Value };

export function toJsonText<Value>(value: Value): JsonText<Value> {
  return JSON.stringify(value) as JsonText<Value>;
}

/**
 * A 200 JSON answer from text serialised earlier (a cached answer is serialised once, not on every request),
 * typed as the value it was made from so that the route's response schema still checks it.
 */
export function jsonTextResponse<Value>(c: Context, text: JsonText<Value>) {
  return c.body(text, 200, { 'content-type': 'application/json' }) as unknown as Response & TypedResponse<Value, 200, 'json'>;
}
