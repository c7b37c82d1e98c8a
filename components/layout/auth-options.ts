import type { Policy } from '@/lib/auth/policies';

/** A way to create an account offered by the sign-up menu, with the key of its label under `auth`. */
export interface SignUpOption {
  policy: Policy;
  label: 'local' | 'google' | 'linkedin' | 'investor' | 'events';
}

/** The sign-up menu: local account, Google, LinkedIn, investors and event participants. */
export const SIGN_UP_OPTIONS: readonly SignUpOption[] = [
  { policy: 'signin', label: 'local' },
  { policy: 'google', label: 'google' },
  { policy: 'linkedin', label: 'linkedin' },
  { policy: 'investors', label: 'investor' },
  { policy: 'events', label: 'events' },
];
