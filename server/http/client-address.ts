import type { Context } from 'hono';
import type { AppEnv } from './context';
import { requestHeader } from './request-headers';

/**
 * The client a trusted proxy saw: the last `X-Forwarded-For` entry, the one that proxy appended. Entries before it
 * come from the client itself and can say anything, so they are never taken for its address.
 */
export function forwardedClient(header: string | undefined): string | undefined {
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-1);
}

/**
 * The caller's network address: the entry the trusted proxy appended to `X-Forwarded-For` (see forwardedClient), else
 * the socket's peer; `unknown` when neither is available (the app called in-process).
 */
export function clientAddress(c: Context<AppEnv>, trustProxy: boolean): string {
  const forwarded = trustProxy ? forwardedClient(requestHeader(c, 'x-forwarded-for')) : undefined;
  return forwarded ?? c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
