/** The upstream providers a person can sign up or sign in with, beside e-mail and password. */
export const FEDERATED_SIGN_IN = ['google', 'linkedin'] as const;
export type FederatedSignIn = (typeof FEDERATED_SIGN_IN)[number];

export const isFederatedSignIn = (value: unknown): value is FederatedSignIn => (FEDERATED_SIGN_IN as readonly unknown[]).includes(value);

/**
 * The providers that work with this configuration: with Azure AD B2C its user flows offer both; the built-in
 * provider offers those whose client id and secret are set (`GOOGLE_CLIENT_ID`, `GOOGLE_CLIENT_SECRET`…), the others
 * would end on a "not configured" page.
 */
export function configuredFederatedSignIn(env: Record<string, string | undefined>, b2cTenant: string | null): FederatedSignIn[] {
  if (b2cTenant) return [...FEDERATED_SIGN_IN];
  return FEDERATED_SIGN_IN.filter((name) => {
    const prefix = name.toUpperCase();
    return Boolean(env[`${prefix}_CLIENT_ID`]?.trim() && env[`${prefix}_CLIENT_SECRET`]?.trim());
  });
}
