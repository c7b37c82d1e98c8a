import type { FederatedProviderName, IdpSettings } from '../settings';

const mountPath = (settings: IdpSettings) => new URL(settings.issuer).pathname;

/** The addresses of one interaction's pages and form targets. */
export function interactionUrls(settings: IdpSettings, uid: string) {
  const base = `${mountPath(settings)}/interaction/${uid}`;
  return {
    base,
    signinScreen: `${base}?screen=signin`,
    signupScreen: `${base}?screen=signup`,
    signin: `${base}/signin`,
    signup: `${base}/signup`,
    reset: `${base}/reset`,
    profile: `${base}/profile`,
    abort: `${base}/abort`,
    federation: (name: FederatedProviderName) => `${base}/federation/${name}`,
    federationReturn: (name: FederatedProviderName) => `${base}/federation/${name}/return`,
  };
}

/** Where an upstream provider sends the browser back (registered with Google and LinkedIn). */
export const federationCallbackUrl = (settings: IdpSettings, name: FederatedProviderName) => `${settings.issuer}/federation/${name}/callback`;

/** The link of a password reset e-mail. */
export const resetLinkUrl = (settings: IdpSettings, token: string) => `${settings.issuer}/reset/${token}`;

export const resetLinkPath = (settings: IdpSettings, token: string) => `${mountPath(settings)}/reset/${token}`;
