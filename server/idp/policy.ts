import { POLICIES, type Policy } from './settings';

/** The policy when an authorization request names none (MSAL without `p`). */
export const DEFAULT_POLICY: Policy = 'signin';

/** Policies that are actions rather than ways of signing in: each request shows its page, even with a session. */
const ACTION_POLICIES: ReadonlySet<Policy> = new Set<Policy>(['reset', 'profile']);

/**
 * The policy a `p` value names. Case does not matter, and Azure AD B2C style names (`B2C_1_signin`) are accepted so
 * that the same front-end configuration works against both; anything else is not a policy.
 */
export function parsePolicy(value: unknown): Policy | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value
    .trim()
    .toLowerCase()
    .replace(/^b2c_1a?_/, '');
  return (POLICIES as readonly string[]).includes(name) ? (name as Policy) : undefined;
}

/** The policy of an authorization request's parameters, `signin` when absent or unknown. */
export function requestedPolicy(params: Record<string, unknown>): Policy {
  return parsePolicy(params.p) ?? DEFAULT_POLICY;
}

/** MSAL's sign-up option: a `signup` parameter with any value, or `option=signup`. */
export function wantsSignUp(params: Record<string, unknown>): boolean {
  if (params.signup !== undefined && params.signup !== null && params.signup !== 'false') return true;
  return typeof params.option === 'string' && params.option.toLowerCase() === 'signup';
}

export const isActionPolicy = (policy: Policy) => ACTION_POLICIES.has(policy);

export interface LoginNeed {
  policy: Policy;
  signUp: boolean;
  /** The policy the current session signed in with, when there is a session. */
  sessionPolicy: string | undefined;
  /** The interaction has just produced a login (the check runs again when the request resumes). */
  justLoggedIn: boolean;
}

/**
 * Whether an authorization request must show the provider's pages although a session exists: a sign-up, an action
 * policy (reset, profile), or a request for another policy than the one the session signed in with (an investor
 * sign-in after a plain one), as Azure AD B2C keeps one session per policy.
 */
export function policyRequiresInteraction(need: LoginNeed): boolean {
  if (need.justLoggedIn || need.sessionPolicy === undefined) return false;
  if (need.signUp || isActionPolicy(need.policy)) return true;
  // After a profile edit or a reset the session's policy is that action: it stands for a plain sign-in.
  const signedInWith = parsePolicy(need.sessionPolicy) ?? DEFAULT_POLICY;
  return (isActionPolicy(signedInWith) ? DEFAULT_POLICY : signedInWith) !== need.policy;
}
