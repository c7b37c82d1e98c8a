import type { Context } from 'hono';
import type { AppEnv } from './context';
import { requestHeader } from './request-headers';

/**
 * The caller's network address: the first `X-Forwarded-For` entry behind a trusted proxy, else the socket's
 * peer; `unknown` when neither is available (the app called in-process).
 */
export function clientAddress(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = requestHeader(c, 'x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
