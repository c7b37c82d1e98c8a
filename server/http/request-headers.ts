import type { Context } from 'hono';
import type { AppEnv } from './context';

/**
 * A request header, by name in any case. Served by Node, it is read from the Node request's own header object:
 * going through `c.req.header` makes the adapter build a Fetch `Headers` object on every request, a cost that
 * shows on small answers. Repeated headers are joined with ", " as the Fetch API does.
 */
export function requestHeader(c: Context<AppEnv>, name: string): string | undefined {
  const incoming = c.env?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}
