import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Account } from './accounts';

/** Claims the provider releases about an account, by scope (see the `claims` setting). */
export const SCOPE_CLAIMS = {
  openid: ['sub', 'email', 'email_verified', 'tfp'],
  profile: ['name', 'company'],
  email: ['email', 'email_verified'],
} as const;

/**
 * The policy the user signed in with for this token: kept as `acr` on the session, the authorization code and the
 * refresh token (the interaction's login result sets it).
 */
export function loginPolicyOf(ctx: KoaContextWithOIDC | undefined): string | undefined {
  const entities = ctx?.oidc?.entities;
  return entities?.AuthorizationCode?.acr ?? entities?.RefreshToken?.acr ?? ctx?.oidc?.session?.acr ?? undefined;
}

export interface AccountClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  company?: string;
  tfp?: string;
}

/** The claims of an account as ID tokens and the userinfo endpoint give them. */
export function accountClaims(account: Account, policy: string | undefined): AccountClaims {
  return {
    sub: account.id,
    email: account.email,
    email_verified: account.emailVerified,
    name: account.name,
    ...(account.company ? { company: account.company } : {}),
    ...(policy ? { tfp: policy } : {}),
  };
}

/** What JWT access tokens carry beyond the standard claims: the API reads e-mail, name and policy from them. */
export function accessTokenClaims(account: Account, policy: string | undefined): Record<string, string | boolean> {
  return {
    email: account.email,
    email_verified: account.emailVerified,
    name: account.name,
    // The company given at sign-up: the API's new user record starts with it (the investor onboarding's organisation, R-21.18).
    ...(account.company ? { company: account.company } : {}),
    ...(policy ? { tfp: policy } : {}),
  };
}
