import type { Interaction } from 'oidc-provider';
import { requestedPolicy, wantsSignUp } from '../policy';
import { FEDERATED_PROVIDERS, type Policy } from '../settings';
import { emptyForm, type FormState } from '../views/components';
import { audienceOf, signInPage, signUpPage } from '../views/sign-in-pages';
import { languageOf, page, type IdpContext, type IdpDeps } from './context';
import { interactionUrls } from './urls';

export type LoginScreen = 'signin' | 'signup';

/** The policy a form of this interaction signs in with: investors and events keep theirs, the rest is `signin`. */
export const formPolicyOf = (interaction: Interaction): Policy => audienceOf(requestedPolicy(interaction.params));

/** The screen the interaction opens on, unless the user switched with `?screen=`. */
export function screenOf(c: IdpContext, interaction: Interaction): LoginScreen {
  const asked = c.req.query('screen');
  if (asked === 'signin' || asked === 'signup') return asked;
  return wantsSignUp(interaction.params) ? 'signup' : 'signin';
}

/** The sign-in or sign-up page of an interaction, optionally with a failed submission to show again. */
export function loginPage(c: IdpContext, deps: IdpDeps, interaction: Interaction, options: { screen: LoginScreen; form?: FormState; status?: number }): Response {
  const lang = languageOf(c, interaction);
  const urls = interactionUrls(deps.settings, interaction.uid);
  const policy = formPolicyOf(interaction);
  const form = options.form ?? emptyForm(typeof interaction.params.login_hint === 'string' ? { email: interaction.params.login_hint } : {});
  if (options.screen === 'signup') {
    const content = signUpPage({ t: lang.t, policy, form, action: urls.signup, signinHref: urls.signinScreen, cancelHref: urls.abort });
    return page(c, deps, lang, content, options.status);
  }
  // Upstream providers are offered to plain sign-in only: investors and event participants use their own forms.
  const providers = policy === 'signin' ? FEDERATED_PROVIDERS.filter((name) => deps.settings.federation[name]).map((name) => ({ name, href: urls.federation(name) })) : [];
  const content = signInPage({
    t: lang.t,
    policy,
    form,
    action: urls.signin,
    signupHref: urls.signupScreen,
    resetHref: urls.reset,
    cancelHref: urls.abort,
    providers,
  });
  return page(c, deps, lang, content, options.status);
}
