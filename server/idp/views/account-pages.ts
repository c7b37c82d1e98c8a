import { PASSWORD_MAX_LENGTH } from '../passwords';
import { field, formAlert, heading, linkButton, submitButton, type FormState } from './components';
import { html, type SafeHtml } from './html';
import type { Translate } from './i18n';

export interface PageContent {
  title: string;
  body: SafeHtml;
}

export function resetRequestPage(input: { t: Translate; form: FormState; action: string; signinHref: string; cancelHref: string }): PageContent {
  const { t, form } = input;
  return {
    title: t('reset.title'),
    body: html`${heading(t('reset.title'), t('reset.lead'))}
${formAlert(t, form)}
<form method="post" action="${input.action}" novalidate>
${field(t, form, { name: 'email', label: t('field.email'), type: 'email', autocomplete: 'email', required: true, autofocus: true, maxLength: 254 })}
${submitButton(t('action.sendLink'))}
</form>
<p class="switch"><a href="${input.signinHref}">${t('action.backToSignin')}</a></p>
<a class="secondary-action" href="${input.cancelHref}">${t('action.cancel')}</a>`,
  };
}

export function resetSentPage(input: { t: Translate; email: string; minutes: number; signinHref: string; cancelHref: string }): PageContent {
  const { t } = input;
  return {
    title: t('reset.sentTitle'),
    body: html`${heading(t('reset.sentTitle'))}
<div class="alert alert-ok" role="status">${t('reset.sentLead', { email: input.email, minutes: input.minutes })}</div>
<div class="stack">${linkButton(input.cancelHref, t('action.backToApp'))}${linkButton(input.signinHref, t('action.backToSignin'), 'secondary')}</div>`,
  };
}

export function newPasswordPage(input: { t: Translate; email: string; form: FormState; action: string }): PageContent {
  const { t, form } = input;
  return {
    title: t('reset.newTitle'),
    body: html`${heading(t('reset.newTitle'), t('reset.newLead', { email: input.email }))}
${formAlert(t, form)}
<form method="post" action="${input.action}" novalidate>
<input type="hidden" name="username" value="${input.email}" autocomplete="username">
${field(t, form, { name: 'password', label: t('field.newPassword'), type: 'password', autocomplete: 'new-password', required: true, keepValue: false, hint: t('hint.password'), autofocus: true, maxLength: PASSWORD_MAX_LENGTH })}
${field(t, form, { name: 'confirmPassword', label: t('field.confirmPassword'), type: 'password', autocomplete: 'new-password', required: true, keepValue: false, maxLength: PASSWORD_MAX_LENGTH })}
${submitButton(t('action.setPassword'))}
</form>`,
  };
}

export function resetDonePage(input: { t: Translate; appHref: string }): PageContent {
  const { t } = input;
  return {
    title: t('reset.doneTitle'),
    body: html`${heading(t('reset.doneTitle'), t('reset.doneLead'))}${linkButton(input.appHref, t('action.backToApp'))}`,
  };
}

export function resetInvalidPage(input: { t: Translate; minutes: number; appHref: string }): PageContent {
  const { t } = input;
  return {
    title: t('reset.invalidTitle'),
    body: html`${heading(t('reset.invalidTitle'))}
<div class="alert alert-error" role="alert">${t('reset.invalidLead', { minutes: input.minutes })}</div>
${linkButton(input.appHref, t('action.backToApp'))}`,
  };
}

export function profilePage(input: { t: Translate; form: FormState; action: string; cancelHref: string }): PageContent {
  const { t, form } = input;
  return {
    title: t('profile.title'),
    body: html`${heading(t('profile.title'), t('profile.lead'))}
${formAlert(t, form)}
<form method="post" action="${input.action}" novalidate>
${field(t, form, { name: 'name', label: t('field.name'), type: 'text', autocomplete: 'name', required: true, autofocus: true, maxLength: 120 })}
${field(t, form, { name: 'company', label: t('field.company'), optionalLabel: t('field.optional'), type: 'text', autocomplete: 'organization', maxLength: 160 })}
${submitButton(t('action.save'))}
</form>
<a class="secondary-action" href="${input.cancelHref}">${t('action.cancel')}</a>`,
  };
}

export function federationUnavailablePage(input: { t: Translate; provider: string; variables: string; signinHref: string; cancelHref: string }): PageContent {
  const { t } = input;
  const title = t('federation.unavailableTitle', { provider: input.provider });
  return {
    title,
    body: html`${heading(title)}
<div class="alert alert-info" role="status">${t('federation.unavailableLead', { provider: input.provider, variables: input.variables })}</div>
<div class="stack">${linkButton(input.signinHref, t('action.toSigninLink'))}${linkButton(input.cancelHref, t('action.backToApp'), 'secondary')}</div>`,
  };
}

export function errorPage(input: { t: Translate; message: string; appHref: string }): PageContent {
  const { t } = input;
  return {
    title: t('error.title'),
    body: html`${heading(t('error.title'))}
<div class="alert alert-error" role="alert">${input.message}</div>
${linkButton(input.appHref, t('action.backToApp'))}`,
  };
}

/** `form` is oidc-provider's own hidden logout form (it carries the anti-forgery token). */
export function logoutPage(input: { t: Translate; form: SafeHtml; automatic: boolean }): PageContent {
  const { t } = input;
  return {
    title: t('logout.title'),
    body: html`${heading(input.automatic ? t('logout.pending') : t('logout.title'))}
${input.form}
<div class="stack">
<button class="button primary" id="signout" type="submit" form="op.logoutForm" name="logout" value="yes">${t('action.signout')}</button>
<button class="button secondary" type="submit" form="op.logoutForm">${t('action.stay')}</button>
</div>`,
  };
}

export function loggedOutPage(input: { t: Translate; appHref: string }): PageContent {
  const { t } = input;
  return {
    title: t('logout.doneTitle'),
    body: html`${heading(t('logout.doneTitle'), t('logout.doneLead'))}${linkButton(input.appHref, t('action.backToApp'))}`,
  };
}

export function verifyDonePage(input: { t: Translate; email: string; appHref: string }): PageContent {
  const { t } = input;
  return {
    title: t('verify.doneTitle'),
    body: html`${heading(t('verify.doneTitle'))}
<div class="alert alert-ok" role="status">${t('verify.doneLead', { email: input.email })}</div>
${linkButton(input.appHref, t('action.backToApp'))}`,
  };
}

export function verifyInvalidPage(input: { t: Translate; hours: number; appHref: string }): PageContent {
  const { t } = input;
  return {
    title: t('verify.invalidTitle'),
    body: html`${heading(t('verify.invalidTitle'))}
<div class="alert alert-error" role="alert">${t('verify.invalidLead', { hours: input.hours })}</div>
${linkButton(input.appHref, t('action.backToApp'))}`,
  };
}
