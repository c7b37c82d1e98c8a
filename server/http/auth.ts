import { createLocalJWKSet, createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { ApiError } from './errors';
import type { AuthSettings } from './settings';

/** Asymmetric algorithms only: never `none`, never a shared secret (HS*). */
export const ALLOWED_ALGORITHMS = ['RS256', 'PS256', 'ES256'] as const;

/** The type the built-in provider gives its access tokens (RFC 9068); ID tokens are plain `JWT`. */
const ACCESS_TOKEN_TYPE = 'at+jwt';

/** Injected key sets by issuer: a JWKS document, or a function that finds the key (a live key store). */
export type TokenKeys = Record<string, JWTVerifyGetKey | JSONWebKeySet>;

/** What the API keeps of a verified access token. */
export interface VerifiedClaims {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** The company given at sign-up, when the provider sends it (`company`): a new user's record starts with it. */
  company?: string | null;
  /** The policy (user flow) that signed the user in: `tfp`, or `acr` in older Azure AD B2C tokens. */
  policy: string | null;
  /**
   * When the user signed in (`auth_time`, else the token's `iat`), in seconds since the epoch: the tokens of one
   * sign-in share it, so it names the sign-in event. Null when the token carries neither.
   */
  authTime: number | null;
  /** Expiry, in seconds since the epoch. */
  expiresAt: number;
}

export interface TokenVerifier {
  /** The token's claims, or an `ApiError` (401, or 503 when the issuer's keys cannot be fetched). */
  verify(token: string): Promise<VerifiedClaims>;
}

export interface TokenVerifierOptions {
  keys?: TokenKeys;
  /** Most verified tokens remembered, so that a token is checked once and not on every call. */
  cacheSize?: number;
  fetchTimeoutMs?: number;
}

const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  exp: z.number(),
  iat: z.number().optional(),
  auth_time: z.number().optional(),
  email: z.string().max(320).optional(),
  emails: z.array(z.string().max(320)).optional(),
  email_verified: z.boolean().optional(),
  name: z.string().max(200).optional(),
  company: z.string().max(160).optional(),
  given_name: z.string().max(100).optional(),
  family_name: z.string().max(100).optional(),
  tfp: z.string().max(100).optional(),
  acr: z.string().max(100).optional(),
});

const discoverySchema = z.object({ jwks_uri: z.url() });

const unauthorized = (message: string) => new ApiError(401, message, {}, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });

const keysUnavailable = (extra: Record<string, unknown> = {}) => new ApiError(503, "The identity provider's signing keys could not be fetched; try again shortly", extra);

const CLAIM_MESSAGES: Record<string, string> = {
  aud: 'The access token is not meant for this API (audience)',
  iss: 'The access token comes from an issuer this API does not accept',
  nbf: 'The access token is not valid yet',
  iat: 'The access token claims to be issued in the future',
  typ: 'An ID token cannot be used as an access token',
};

/** Turns jose's failures into answers that say what is wrong with the token, never why the server failed. */
function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const { code, claim } = (error ?? {}) as { code?: string; claim?: string };
  switch (code) {
    case 'ERR_JWT_EXPIRED':
      return unauthorized('The access token has expired');
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
      return unauthorized(CLAIM_MESSAGES[claim ?? ''] ?? `The access token's ${claim} claim is not valid`);
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
      return unauthorized('The access token signature is not valid');
    case 'ERR_JWKS_NO_MATCHING_KEY':
    case 'ERR_JWKS_MULTIPLE_MATCHING_KEYS':
      return unauthorized('The access token was signed with a key this API does not know');
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
      return unauthorized('The access token algorithm is not allowed');
    case 'ERR_JWKS_TIMEOUT':
    case 'ERR_JWKS_INVALID':
    case 'ERR_JOSE_GENERIC':
      return keysUnavailable();
    default:
      // jose's own codes all start with ERR_J; anything else is the network failing while fetching keys.
      return code?.startsWith('ERR_J') ? unauthorized('The access token is malformed') : keysUnavailable();
  }
}

function readHeader(token: string) {
  if (token.split('.').length !== 3) throw unauthorized('The access token is malformed');
  try {
    return { header: decodeProtectedHeader(token), payload: decodeJwt(token) };
  } catch {
    throw unauthorized('The access token is malformed');
  }
}

/**
 * Checks access tokens: the signature against the issuer's published keys (fetched once, cached and refreshed
 * by jose), the algorithm and issuer allow-lists, the audience, expiry, not-before and issue time (a token issued
 * in the future is refused; all three with a small clock tolerance), and that the token is an access token rather than an ID token.
 */
export function createTokenVerifier(settings: AuthSettings, options: TokenVerifierOptions = {}): TokenVerifier {
  const issuers = new Set(settings.issuers);
  const clientIds = new Set(settings.clientIds.filter((id) => id !== settings.audience));
  const cacheSize = options.cacheSize ?? 10_000;
  const timeoutDuration = options.fetchTimeoutMs ?? 5_000;
  const keySets = new Map<string, JWTVerifyGetKey>();
  const verified = new Map<string, VerifiedClaims>();

  for (const [issuer, keys] of Object.entries(options.keys ?? {})) {
    keySets.set(issuer, typeof keys === 'function' ? keys : createLocalJWKSet(keys));
  }

  /** The remote key set of an issuer: the built-in provider's, the configured one, or OpenID discovery. */
  function remoteKeySet(issuer: string): JWTVerifyGetKey {
    const known = issuer === settings.builtInIssuer ? settings.builtInJwksUri : settings.jwksUri;
    if (known) return createRemoteJWKSet(new URL(known), { timeoutDuration });
    let pending: Promise<JWTVerifyGetKey> | undefined;
    const discover = async () => {
      const response = await fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, {
        signal: AbortSignal.timeout(timeoutDuration),
      });
      if (!response.ok) throw new Error(`OpenID discovery answered ${response.status}`);
      const { jwks_uri } = discoverySchema.parse(await response.json());
      return createRemoteJWKSet(new URL(jwks_uri), { timeoutDuration });
    };
    return async (header, token) => {
      pending ??= discover().catch((error: unknown) => {
        pending = undefined;
        throw keysUnavailable({ reason: error instanceof Error ? error.message : String(error) });
      });
      return (await pending)(header, token);
    };
  }

  function keySetFor(issuer: string): JWTVerifyGetKey {
    let keySet = keySets.get(issuer);
    if (!keySet) {
      keySet = remoteKeySet(issuer);
      keySets.set(issuer, keySet);
    }
    return keySet;
  }

  function remember(token: string, claims: VerifiedClaims) {
    if (verified.size >= cacheSize) verified.delete(verified.keys().next().value as string);
    verified.set(token, claims);
  }

  async function verifyUncached(token: string): Promise<VerifiedClaims> {
    const { header, payload } = readHeader(token);
    if (!ALLOWED_ALGORITHMS.includes(header.alg as (typeof ALLOWED_ALGORITHMS)[number])) {
      throw unauthorized('The access token algorithm is not allowed');
    }
    const issuer = typeof payload.iss === 'string' ? payload.iss : '';
    if (!issuers.has(issuer)) throw unauthorized(CLAIM_MESSAGES.iss);
    const builtIn = issuer === settings.builtInIssuer;
    const { payload: checked } = await jwtVerify(token, keySetFor(issuer), {
      algorithms: [...ALLOWED_ALGORITHMS],
      issuer,
      audience: settings.audience,
      clockTolerance: settings.clockToleranceSeconds,
      requiredClaims: ['sub', 'exp'],
      typ: builtIn ? ACCESS_TOKEN_TYPE : undefined,
    }).catch((error: unknown) => {
      throw toApiError(error);
    });
    if (!builtIn) {
      // Other issuers do not type their tokens: an ID token shows itself by its nonce or at_hash, or by being
      // addressed to the web application rather than to the API.
      const audiences = Array.isArray(checked.aud) ? checked.aud : [checked.aud];
      if ('nonce' in checked || 'at_hash' in checked || audiences.some((aud) => aud && clientIds.has(aud))) {
        throw unauthorized(CLAIM_MESSAGES.typ);
      }
    }
    const claims = claimsSchema.safeParse(checked);
    if (!claims.success) throw unauthorized('The access token lacks a valid subject or carries malformed claims');
    if (claims.data.iat !== undefined && claims.data.iat > Date.now() / 1000 + settings.clockToleranceSeconds) {
      throw unauthorized(CLAIM_MESSAGES.iat);
    }
    const { sub, exp, iat, auth_time, email, emails, email_verified, name, company, given_name, family_name, tfp, acr } = claims.data;
    const fullName = [given_name, family_name].filter(Boolean).join(' ');
    return {
      issuer,
      subject: sub,
      email: (email ?? emails?.[0] ?? null)?.toLowerCase() ?? null,
      emailVerified: email_verified === true,
      name: name ?? (fullName || null),
      company: company?.trim() || null,
      policy: (tfp ?? acr ?? null)?.toLowerCase() ?? null,
      authTime: auth_time ?? iat ?? null,
      expiresAt: exp,
    };
  }

  return {
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt + settings.clockToleranceSeconds > Date.now() / 1000) return known;
        verified.delete(token);
      }
      const claims = await verifyUncached(token);
      remember(token, claims);
      return claims;
    },
  };
}
