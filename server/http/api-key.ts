import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { ApiError } from './errors';
import { requestHeader } from './request-headers';

/** The fixed API key header of the seed's request convention (Azure API Management's subscription key). */
export const API_KEY_HEADER = 'Ocp-Apim-Subscription-Key';

function sameKey(given: string, expected: Buffer): boolean {
  const candidate = Buffer.from(given);
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}

/**
 * Every request must carry the configured key (401 otherwise); the paths in `open` (the API's own documentation)
 * are readable without it. Installed only when a key is configured.
 */
export function apiKeyGuard(apiKey: string, open: (path: string) => boolean): MiddlewareHandler<AppEnv> {
  const expected = Buffer.from(apiKey);
  return async (c, next) => {
    if (!open(c.req.path)) {
      const given = requestHeader(c, API_KEY_HEADER);
      if (!given) throw new ApiError(401, `The ${API_KEY_HEADER} header is missing`);
      if (!sameKey(given, expected)) throw new ApiError(401, `The ${API_KEY_HEADER} header is not valid`);
    }
    await next();
  };
}
