import type { AccountInfo, Configuration, RedirectRequest } from '@azure/msal-browser';
import { getClientConfig } from '@/lib/config/client-config';
import type { PublicConfig } from '@/lib/config/public-config';
import { ROOT_PATH } from '@/lib/constants';
import { mainOriginOf } from '@/lib/env/environments';
import { DEFAULT_POLICY, POLICIES, type Policy } from './policies';

/** Where the built-in identity provider is mounted on the app's own origin. */
export const BUILT_IN_PROVIDER_PATH = '/idp';
/** Query parameter that carries the policy to the built-in provider. */
export const POLICY_QUERY_PARAMETER = 'p';
/** Query option that opens the sign-up form rather than the sign-in form. */
export const SIGN_UP_QUERY = { option: 'signup' } as const;
/** Scopes without the client id (seed: openid, profile, offline_access and the application client id). */
export const BASE_SCOPES = ['openid', 'profile', 'offline_access'] as const;

type AuthConfig = Pick<PublicConfig, 'authClientId' | 'b2cTenant' | 'b2cPolicies'>;

/** Whether sign-in goes to Azure AD B2C rather than the built-in provider. */
export function usesB2c(config: AuthConfig = getClientConfig()): boolean {
  return Boolean(config.b2cTenant);
}

/** The scopes of every sign-in and token request. */
export function loginScopes(config: AuthConfig = getClientConfig()): string[] {
  return [...BASE_SCOPES, config.authClientId];
}

function b2cHost(tenant: string): string {
  return `${tenant}.b2clogin.com`;
}

/**
 * The origin of the built-in provider a page at `origin` signs in with: its own, except on a monitoring host, which
 * signs in at its main application's provider (`https://monitoring.localhost:3000` → `https://localhost:3000`), where
 * the session of the V1 sign-in lives, so that arriving there signs in without a form.
 */
export function providerOrigin(origin: string): string {
  return mainOriginOf(origin) ?? origin;
}

/** The authority of a policy: the B2C user flow, or the built-in provider (the same for every policy). */
export function authorityFor(policy: Policy, origin: string, config: AuthConfig = getClientConfig()): string {
  if (config.b2cTenant) {
    const tenant = config.b2cTenant;
    return `https://${b2cHost(tenant)}/${tenant}.onmicrosoft.com/${config.b2cPolicies[policy]}`;
  }
  return `${providerOrigin(origin)}${BUILT_IN_PROVIDER_PATH}`;
}

/** The MSAL configuration: redirect to the root path, post-logout to the root path, tokens in local storage. */
export function buildMsalConfiguration(origin: string, config: AuthConfig = getClientConfig()): Configuration {
  const b2c = usesB2c(config);
  const redirectUri = `${origin}${ROOT_PATH}`;
  return {
    auth: {
      clientId: config.authClientId,
      authority: authorityFor(DEFAULT_POLICY, origin, config),
      knownAuthorities: [b2c && config.b2cTenant ? b2cHost(config.b2cTenant) : new URL(providerOrigin(origin)).host],
      redirectUri,
      postLogoutRedirectUri: redirectUri,
    },
    cache: { cacheLocation: 'localStorage' },
    system: b2c ? {} : { protocolMode: 'OIDC' },
  };
}

/**
 * The redirect request of a sign-in (or, with `signUp`, a sign-up) with a policy; with `silent`, the provider is asked
 * not to show any page (`prompt=none`): it answers at once, signed in from its session or with `login_required`.
 */
export function loginRequest(policy: Policy, origin: string, options: { signUp?: boolean; silent?: boolean } = {}, config: AuthConfig = getClientConfig()): RedirectRequest {
  const extraQueryParameters: Record<string, string> = {};
  if (!usesB2c(config)) extraQueryParameters[POLICY_QUERY_PARAMETER] = policy;
  if (options.signUp) Object.assign(extraQueryParameters, SIGN_UP_QUERY);
  return {
    scopes: loginScopes(config),
    authority: authorityFor(policy, origin, config),
    redirectUri: `${origin}${ROOT_PATH}`,
    ...(options.silent ? { prompt: 'none' } : {}),
    ...(Object.keys(extraQueryParameters).length > 0 ? { extraQueryParameters } : {}),
  };
}

/**
 * The policy an account signed in with, from its `tfp` (or `acr`) claim: a policy name for the built-in
 * provider, a user-flow name for B2C. Unknown claims give the default policy.
 */
export function policyOfAccount(account: AccountInfo, config: AuthConfig = getClientConfig()): Policy {
  const claims = account.idTokenClaims ?? {};
  const claim = String(claims.tfp ?? claims.acr ?? '').toLowerCase();
  const match = POLICIES.find((policy) => policy === claim || config.b2cPolicies[policy].toLowerCase() === claim);
  return match ?? DEFAULT_POLICY;
}
