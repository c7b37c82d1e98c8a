import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet, type KeyLike } from 'jose';

export interface SigningKey {
  kid: string;
  privateKey: KeyLike;
  publicKey: KeyLike;
}

/** A fresh RS256 key pair, as an identity provider would hold it. */
export async function createSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { kid: randomUUID(), privateKey, publicKey };
}

/** The public half, published as a JWKS document. */
export async function publicKeySet(key: SigningKey): Promise<JSONWebKeySet> {
  const jwk = await exportJWK(key.publicKey);
  return { keys: [{ ...jwk, kid: key.kid, alg: 'RS256', use: 'sig' }] };
}

export interface TokenClaims {
  sub?: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
  /** The sign-in policy: signin, google, investors, events… */
  tfp?: string;
  /** Override the defaults, to forge bad tokens. */
  issuer?: string;
  audience?: string;
  typ?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  key?: SigningKey;
  extra?: Record<string, unknown>;
}

export interface TokenMinter {
  issuer: string;
  audience: string;
  key: SigningKey;
  /** A signed access token (typ at+jwt) for the built-in issuer and the API's audience, unless overridden. */
  mint(claims?: TokenClaims): Promise<string>;
}

export function createTokenMinter(key: SigningKey, issuer: string, audience: string): TokenMinter {
  return {
    issuer,
    audience,
    key,
    async mint(claims = {}) {
      const signer = claims.key ?? key;
      const now = Math.floor(Date.now() / 1000);
      const payload: Record<string, unknown> = {
        ...(claims.email !== undefined && { email: claims.email, email_verified: claims.emailVerified ?? true }),
        ...(claims.name !== undefined && { name: claims.name }),
        tfp: claims.tfp ?? 'signin',
        ...claims.extra,
      };
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', typ: claims.typ ?? 'at+jwt', kid: signer.kid })
        .setIssuer(claims.issuer ?? issuer)
        .setAudience(claims.audience ?? audience)
        .setSubject(claims.sub ?? randomUUID())
        .setIssuedAt(now)
        .setExpirationTime(now + (claims.expiresIn ?? 600))
        .setJti(randomUUID())
        .sign(signer.privateKey);
    },
  };
}

/** A token with the given header and payload, signed by nobody (`alg: none`) or by hand. */
export function unsignedToken(header: Record<string, unknown>, payload: Record<string, unknown>, signature = ''): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode(header)}.${encode(payload)}.${signature}`;
}
