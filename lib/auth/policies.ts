/**
 * The sign-in policies (seed section 7): local account, Google, LinkedIn, investors, events, password reset, profile
 * edit. Plain constants: this module is part of every page's JavaScript, which does not carry zod (the identity
 * provider validates a policy with its own schema, `server/idp/settings.ts`).
 */
export const POLICIES = ['signin', 'google', 'linkedin', 'investors', 'events', 'reset', 'profile'] as const;
export type Policy = (typeof POLICIES)[number];

/** The policy used when none is named: the local account. */
export const DEFAULT_POLICY: Policy = 'signin';

/** B2C user-flow name of each policy when `B2C_POLICY_<NAME>` is not set. */
export const DEFAULT_B2C_POLICY_NAMES: Readonly<Record<Policy, string>> = {
  signin: 'B2C_1_signin',
  google: 'B2C_1_google',
  linkedin: 'B2C_1_linkedin',
  investors: 'B2C_1_investors',
  events: 'B2C_1_events',
  reset: 'B2C_1_reset',
  profile: 'B2C_1_profile',
};

/** The runtime setting that names a policy's B2C user flow, e.g. `B2C_POLICY_INVESTORS`. */
export function b2cPolicySettingName(policy: Policy): string {
  return `B2C_POLICY_${policy.toUpperCase()}`;
}

/** Every policy's B2C user-flow name, from the given settings or the defaults. */
export function b2cPolicyNames(settings: Record<string, string | undefined>): Record<Policy, string> {
  const names = { ...DEFAULT_B2C_POLICY_NAMES };
  for (const policy of POLICIES) {
    const configured = settings[b2cPolicySettingName(policy)]?.trim();
    if (configured) names[policy] = configured;
  }
  return names;
}

/**
 * The policy whose B2C user flow is `flow` (a token's `tfp` or `acr`), by the given user-flow names (b2cPolicyNames),
 * case aside; `signin` for a flow none of them names, or none (R-24.29: the sign-ins seen in an external provider's tokens).
 */
export function policyOfUserFlow(flow: string | null | undefined, names: Readonly<Record<Policy, string>>): Policy {
  const wanted = flow?.trim().toLowerCase();
  if (!wanted) return DEFAULT_POLICY;
  return POLICIES.find((policy) => names[policy].toLowerCase() === wanted) ?? DEFAULT_POLICY;
}
