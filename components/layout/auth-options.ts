import type { Policy } from '@/lib/auth/policies';
import { getClientConfig } from '@/lib/config/client-config';
import { isFederatedSignIn } from '@/lib/config/federated-sign-in';
import type { PublicConfig } from '@/lib/config/public-config';

/** A way to create an account offered by the sign-up menu, with the key of its label under `auth`. */
export interface SignUpOption {
  policy: Policy;
  label: 'local' | 'google' | 'linkedin' | 'investor' | 'events';
}

/** Every way to create an account: local account, Google, LinkedIn, investors and event participants. */
export const SIGN_UP_OPTIONS: readonly SignUpOption[] = [
  { policy: 'signin', label: 'local' },
  { policy: 'google', label: 'google' },
  { policy: 'linkedin', label: 'linkedin' },
  { policy: 'investors', label: 'investor' },
  { policy: 'events', label: 'events' },
];

/** The ways that work with this configuration: Google and LinkedIn only when they are configured. */
export function signUpOptions(config: Pick<PublicConfig, 'federatedSignIn'> = getClientConfig()): SignUpOption[] {
  return SIGN_UP_OPTIONS.filter((option) => !isFederatedSignIn(option.policy) || config.federatedSignIn.includes(option.policy));
}
