import { Hono } from 'hono';
import type { Interaction } from 'oidc-provider';
import { writeMail } from '@/server/mail/catalogue';
import { IDENTITY_MAIL, IDENTITY_MAIL_PHRASES } from '@/server/mail/catalogues/identity';
import type { MailMessage } from '@/server/mail/message';
import { findAccountByEmail, findAccountById } from '../accounts';
import { newPasswordFormSchema, parseForm, resetRequestFormSchema } from '../forms';
import { createResetToken, findResetAccount, resetPassword, RESET_LINK_MINUTES } from '../password-reset';
import { clearFailures, recordFailure, secondsToWait, throttleRule } from '../rate-limit';
import { newPasswordPage, resetDonePage, resetInvalidPage, resetRequestPage, resetSentPage } from '../views/account-pages';
import { emptyForm, type FormState } from '../views/components';
import { html } from '../views/html';
import { waitText, type Language } from '../views/i18n';
import { appHref, currentInteraction, formFields, languageOf, page, type IdpContext, type IdpDeps, type IdpEnv } from './context';
import { interactionUrls, resetLinkUrl } from './urls';

export function resetRequestFormPage(c: IdpContext, deps: IdpDeps, interaction: Interaction, submitted?: { form: FormState; status: number }): Response {
  const lang = languageOf(c, interaction);
  const urls = interactionUrls(deps.settings, interaction.uid);
  const content = resetRequestPage({
    t: lang.t,
    form: submitted?.form ?? emptyForm(),
    action: urls.reset,
    signinHref: urls.signinScreen,
    cancelHref: urls.abort,
  });
  return page(c, deps, lang, content, submitted?.status);
}

/** The reset e-mail, in the language of the page it was asked from (the identity catalogue), with a button in HTML. */
export function resetMail(language: Language, input: { to: string; name: string; link: string }): MailMessage {
  const { subject, text } = writeMail(IDENTITY_MAIL, 'passwordReset', language, { name: input.name, link: input.link, minutes: RESET_LINK_MINUTES });
  const phrases = IDENTITY_MAIL_PHRASES[language];
  return {
    to: input.to,
    subject,
    text,
    html: html`<p>${text.split('\n\n')[0] ?? ''}</p>
<p><a href="${input.link}">${phrases.resetButton}</a></p>
<p>${phrases.resetIgnore}</p>`.value,
  };
}

/**
 * Password reset: asked for inside an interaction (the reset policy, or "forgot password" on the sign-in page),
 * completed through the e-mailed link, which works once, for RESET_LINK_MINUTES, in any browser.
 */
export function resetRoutes(deps: IdpDeps) {
  const { db, settings } = deps;
  const rule = throttleRule(settings.login.maxFailures, settings.login.lockMinutes, settings.login.firstDelaySeconds);
  const interactionApp = new Hono<IdpEnv>();
  const linkApp = new Hono<IdpEnv>();

  interactionApp.get('/:uid/reset', async (c) => resetRequestFormPage(c, deps, await currentInteraction(c, deps)));

  interactionApp.post('/:uid/reset', async (c) => {
    const interaction = await currentInteraction(c, deps);
    const values = await formFields(c);
    const parsed = parseForm(resetRequestFormSchema, values);
    if (!parsed.ok) return resetRequestFormPage(c, deps, interaction, { form: parsed.form, status: 400 });
    const { email } = parsed.data;
    const key = `reset:email:${email}`;
    const wait = await secondsToWait(db, [key]);
    if (wait > 0) {
      const alert = { key: 'invalid.resetLocked' as const, values: { wait: waitText(languageOf(c, interaction).t, wait) } };
      return resetRequestFormPage(c, deps, interaction, { form: { values, errors: {}, alert }, status: 429 });
    }
    await recordFailure(db, key, rule);
    const lang = languageOf(c, interaction);
    const account = await findAccountByEmail(db, email);
    // The answer is the same whether or not the address has an account.
    if (account) {
      const token = await createResetToken(db, account.id);
      await deps.mailer.sendMail(resetMail(lang.language, { to: account.email, name: account.name, link: resetLinkUrl(settings, token) }));
    }
    const urls = interactionUrls(settings, interaction.uid);
    const content = resetSentPage({ t: lang.t, email, minutes: RESET_LINK_MINUTES, signinHref: urls.signinScreen, cancelHref: urls.abort });
    return page(c, deps, lang, content);
  });

  async function linkPage(c: IdpContext, submitted?: { form: FormState; status: number }) {
    const lang = languageOf(c);
    const token = c.req.param('token') ?? '';
    const accountId = await findResetAccount(db, token);
    const account = accountId ? await findAccountById(db, accountId) : undefined;
    if (!account) {
      return page(c, deps, lang, resetInvalidPage({ t: lang.t, minutes: RESET_LINK_MINUTES, appHref: appHref(deps) }), 410);
    }
    const action = new URL(c.req.url).pathname;
    const content = newPasswordPage({ t: lang.t, email: account.email, form: submitted?.form ?? emptyForm(), action });
    return page(c, deps, lang, content, submitted?.status);
  }

  linkApp.get('/:token', (c) => linkPage(c));

  linkApp.post('/:token', async (c) => {
    const lang = languageOf(c);
    const parsed = parseForm(newPasswordFormSchema, await formFields(c));
    if (!parsed.ok) return linkPage(c, { form: parsed.form, status: 400 });
    const accountId = await resetPassword(db, c.req.param('token'), parsed.data.password);
    if (!accountId) {
      return page(c, deps, lang, resetInvalidPage({ t: lang.t, minutes: RESET_LINK_MINUTES, appHref: appHref(deps) }), 410);
    }
    const account = await findAccountById(db, accountId);
    // Whoever holds the link owns the address: a lock-out from earlier failures no longer applies.
    if (account) await clearFailures(db, `login:email:${account.email}`);
    return page(c, deps, lang, resetDonePage({ t: lang.t, appHref: appHref(deps) }));
  });

  return { interactionApp, linkApp };
}
