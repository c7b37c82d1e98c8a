import { PASSWORD_MAX_LENGTH } from '../passwords';
import type { Policy } from '../settings';
import { field, formAlert, heading, providerButton, submitButton, type FormState } from './components';
import { html, type SafeHtml } from './html';
import type { MessageKey, Translate } from './i18n';

/** The audience a sign-in or sign-up form speaks to. */
type Audience = 'signin' | 'investors' | 'events';

export const audienceOf = (policy: Policy): Audience => (policy === 'investors' || policy === 'events' ? policy : 'signin');

function texts(audience: Audience, mode: 'signin' | 'signup'): { title: MessageKey; lead: MessageKey } {
  if (audience === 'signin') return { title: `${mode}.title`, lead: `${mode}.lead` };
  return { title: `${audience}.${mode}.title`, lead: `${audience}.${mode}.lead` };
}

export interface SignInPageInput {
  t: Translate;
  policy: Policy;
  form: FormState;
  action: string;
  signupHref: string;
  resetHref: string;
  cancelHref: string;
  /** Federated providers offered beside the form (configured ones only). */
  providers: { name: string; href: string }[];
}

export function signInPage(input: SignInPageInput): { title: string; body: SafeHtml } {
  const { t, form } = input;
  const { title, lead } = texts(audienceOf(input.policy), 'signin');
  const body = html`${heading(t(title), t(lead))}
${formAlert(t, form)}
${input.providers.length > 0 ? html`<div class="stack">${input.providers.map((p) => providerButton(t, p.href, p.name))}</div><div class="divider">${t('divider.or')}</div>` : ''}
<form method="post" action="${input.action}" novalidate>
${field(t, form, { name: 'email', label: t('field.email'), type: 'email', autocomplete: 'username', required: true, autofocus: true, maxLength: 254 })}
${field(t, form, { name: 'password', label: t('field.password'), type: 'password', autocomplete: 'current-password', required: true, keepValue: false, maxLength: PASSWORD_MAX_LENGTH })}
<div class="row"><a href="${input.resetHref}">${t('action.forgot')}</a></div>
${submitButton(t('action.signin'))}
</form>
<p class="switch">${t('action.toSignup')} <a href="${input.signupHref}">${t('action.toSignupLink')}</a></p>
<a class="secondary-action" href="${input.cancelHref}">${t('action.cancel')}</a>`;
  return { title: t(title), body };
}

export interface SignUpPageInput {
  t: Translate;
  policy: Policy;
  form: FormState;
  action: string;
  signinHref: string;
  cancelHref: string;
}

export function signUpPage(input: SignUpPageInput): { title: string; body: SafeHtml } {
  const { t, form } = input;
  const audience = audienceOf(input.policy);
  const { title, lead } = texts(audience, 'signup');
  const optional = t('field.optional');
  const body = html`${heading(t(title), t(lead))}
${formAlert(t, form)}
<form method="post" action="${input.action}" novalidate>
${field(t, form, { name: 'name', label: t('field.name'), type: 'text', autocomplete: 'name', required: true, autofocus: true, maxLength: 120 })}
${field(t, form, { name: 'email', label: t('field.email'), type: 'email', autocomplete: 'email', required: true, maxLength: 254 })}
${field(t, form, { name: 'company', label: t('field.company'), optionalLabel: optional, type: 'text', autocomplete: 'organization', maxLength: 160 })}
${audience === 'events' ? field(t, form, { name: 'eventCode', label: t('field.eventCode'), type: 'text', autocomplete: 'off', required: true, hint: t('hint.eventCode'), maxLength: 40 }) : ''}
${field(t, form, { name: 'password', label: t('field.password'), type: 'password', autocomplete: 'new-password', required: true, keepValue: false, hint: t('hint.password'), maxLength: PASSWORD_MAX_LENGTH })}
${submitButton(t('action.signup'))}
</form>
<p class="switch">${t('action.toSignin')} <a href="${input.signinHref}">${t('action.toSigninLink')}</a></p>
<a class="secondary-action" href="${input.cancelHref}">${t('action.cancel')}</a>`;
  return { title: t(title), body };
}
