/**
 * "Show OEM" on the API (R-23.40): with the public setting off, every OEM route answers 404 as if it did not exist.
 * The setting is read as the pages read it (configuration store, else SHOW_OEM) and kept SHOW_OEM_CACHE_MS, so that a
 * switch takes effect within a minute without a restart. Other modules' OEM routes (proposals) reuse `oemRoutesGuard`.
 */
import type { MiddlewareHandler } from 'hono';
import { readPublicSettings } from '@/server/config/settings';
import { ApiError } from '@/server/http/errors';

export const SHOW_OEM_CACHE_MS = 30_000;
let cached: { value: boolean; at: number } | undefined;
let reader: () => Promise<boolean> = async () => (await readPublicSettings()).showOem;

/** Whether OEMs are shown, read at most every SHOW_OEM_CACHE_MS. */
export async function oemsShown(now = Date.now()): Promise<boolean> {
  if (!cached || now - cached.at >= SHOW_OEM_CACHE_MS) cached = { value: await reader(), at: now };
  return cached.value;
}

/** Tests and benches: read the setting from here from now on (the cache is forgotten). */
export function readShowOemWith(read: () => Promise<boolean>): void {
  reader = read;
  cached = undefined;
}

/** The 404 of an OEM route while OEMs are hidden: the same answer as an unknown path. */
export const oemRoutesGuard: MiddlewareHandler = async (c, next) => {
  if (!(await oemsShown())) throw new ApiError(404, `No such route: ${c.req.method} ${c.req.path}`);
  await next();
};
