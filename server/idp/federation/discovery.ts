import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';

const discoverySchema = z.looseObject({
  issuer: z.string().min(1),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  userinfo_endpoint: z.url().optional(),
});

export interface UpstreamMetadata {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string | undefined;
  keys: JWTVerifyGetKey;
}

const FETCH_TIMEOUT_MS = 10_000;

/**
 * OpenID discovery of upstream providers, fetched once per issuer and kept (a failure is forgotten, so the next
 * sign-in tries again). The key set refreshes itself when an unknown key id shows up.
 */
export function createDiscoveryCache(fetchImpl: typeof fetch = fetch) {
  const cache = new Map<string, Promise<UpstreamMetadata>>();

  async function discover(issuer: string): Promise<UpstreamMetadata> {
    const response = await fetchImpl(`${issuer}/.well-known/openid-configuration`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`OpenID discovery of ${issuer} answered ${response.status}`);
    const metadata = discoverySchema.parse(await response.json());
    return {
      issuer: metadata.issuer,
      authorizationEndpoint: metadata.authorization_endpoint,
      tokenEndpoint: metadata.token_endpoint,
      userinfoEndpoint: metadata.userinfo_endpoint,
      keys: createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: FETCH_TIMEOUT_MS }),
    };
  }

  return (issuer: string): Promise<UpstreamMetadata> => {
    let pending = cache.get(issuer);
    if (!pending) {
      pending = discover(issuer).catch((error: unknown) => {
        cache.delete(issuer);
        throw error;
      });
      cache.set(issuer, pending);
    }
    return pending;
  };
}
