import { jwtVerify } from 'jose';
import { z } from 'zod';
import type { FederatedProviderSettings } from '../settings';
import type { UpstreamMetadata } from './discovery';
import { codeChallenge } from './pkce';

/** What Groundwork asks the upstream provider for. */
export const UPSTREAM_SCOPE = 'openid email profile';

export class FederationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FederationError';
  }
}

export interface AuthorizationRequest {
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
}

/** The upstream authorization URL: code flow with PKCE (S256), state and nonce. */
export function authorizationUrl(metadata: UpstreamMetadata, provider: FederatedProviderSettings, request: AuthorizationRequest): string {
  const url = new URL(metadata.authorizationEndpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: request.redirectUri,
    scope: UPSTREAM_SCOPE,
    state: request.state,
    nonce: request.nonce,
    code_challenge: codeChallenge(request.verifier),
    code_challenge_method: 'S256',
  }).toString();
  return url.href;
}

const tokenResponseSchema = z.looseObject({ id_token: z.string().min(1), access_token: z.string().optional() });

const identityClaimsSchema = z.looseObject({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});

export interface UpstreamIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string;
}

const FETCH_TIMEOUT_MS = 10_000;

async function readJson(response: Response, what: string): Promise<unknown> {
  if (!response.ok) throw new FederationError(`${what} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return response.json();
}

function identityOf(issuer: string, claims: z.infer<typeof identityClaimsSchema>, extra?: z.infer<typeof identityClaimsSchema>): UpstreamIdentity {
  const merged = { ...extra, ...claims };
  const fullName = [merged.given_name, merged.family_name].filter(Boolean).join(' ');
  return {
    issuer,
    subject: claims.sub,
    email: merged.email,
    emailVerified: merged.email_verified === true || merged.email_verified === 'true',
    name: merged.name || fullName || '',
  };
}

/**
 * Exchanges the code (client_secret_post, with the PKCE verifier), then verifies the ID token: signature against the
 * upstream keys, issuer, audience, expiry and the nonce of this sign-in. The e-mail comes from the ID token, else
 * from the userinfo endpoint.
 */
export async function exchangeCode(
  metadata: UpstreamMetadata,
  provider: FederatedProviderSettings,
  request: Omit<AuthorizationRequest, 'state'> & { code: string },
  fetchImpl: typeof fetch = fetch,
): Promise<UpstreamIdentity> {
  const response = await fetchImpl(metadata.tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: request.code,
      redirect_uri: request.redirectUri,
      code_verifier: request.verifier,
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
    }),
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  const tokens = tokenResponseSchema.safeParse(await readJson(response, 'The token endpoint'));
  if (!tokens.success) throw new FederationError('The token response carries no ID token');

  const { payload } = await jwtVerify(tokens.data.id_token, metadata.keys, {
    issuer: metadata.issuer,
    audience: provider.clientId,
    requiredClaims: ['sub', 'exp', 'iat'],
  }).catch((error: unknown) => {
    throw new FederationError('The ID token is not valid', { cause: error });
  });
  if (payload.nonce !== request.nonce) throw new FederationError('The ID token nonce does not match this sign-in');
  const claims = identityClaimsSchema.safeParse(payload);
  if (!claims.success) throw new FederationError('The ID token carries malformed claims');
  if (claims.data.email || !metadata.userinfoEndpoint || !tokens.data.access_token) {
    return identityOf(metadata.issuer, claims.data);
  }

  const userinfo = identityClaimsSchema.safeParse(
    await readJson(
      await fetchImpl(metadata.userinfoEndpoint, {
        headers: { authorization: `Bearer ${tokens.data.access_token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      }),
      'The userinfo endpoint',
    ),
  );
  if (!userinfo.success || userinfo.data.sub !== claims.data.sub) {
    throw new FederationError('The userinfo answer does not match the ID token');
  }
  return identityOf(metadata.issuer, claims.data, userinfo.data);
}
