import { Hono } from 'hono';
import { z } from 'zod';
import { authenticate, createLocalAccount, EmailTakenError, findAccountByEmail, flagForPolicy } from '../accounts';
import { parseForm, signInFormSchema, signUpFormSchema } from '../forms';
import { isKnownDevice, recordDeviceFailure } from '../known-devices';
import { requestedPolicy } from '../policy';
import { recordSignIn } from '../sign-in-record';
import { clearFailures, recordFailure, secondsToWait, throttleRule } from '../rate-limit';
import type { FormState } from '../views/components';
import { waitText } from '../views/i18n';
import { callerAddress, currentInteraction, finishInteraction, formFields, languageOf, type IdpContext, type IdpDeps, type IdpEnv } from './context';
import { deviceOf, trustDevice } from './device-cookie';
import { formPolicyOf, loginPage, screenOf } from './login-page';
import { profileAccountId, profileFormPage } from './profile';
import { resetRequestFormPage } from './reset';
import { interactionUrls } from './urls';

/** Where a sign-in attempt came from, for its record. */
function attemptOf(c: IdpContext, deps: IdpDeps) {
  return { issuer: deps.settings.issuer, address: callerAddress(c, deps), userAgent: c.req.header('user-agent') ?? null };
}

/** An address may fail this many times more than one e-mail before it is slowed down too (shared networks). */
const ADDRESS_FACTOR = 4;

const consentDetailsSchema = z.looseObject({
  missingOIDCScope: z.array(z.string()).optional(),
  missingOIDCClaims: z.array(z.string()).optional(),
  missingResourceScopes: z.record(z.string(), z.array(z.string())).optional(),
});

/** Sign-in, sign-up, cancel and consent of an interaction (`/interaction/:uid`). */
export function signInRoutes(deps: IdpDeps) {
  const { db, settings, provider } = deps;
  const rule = throttleRule(settings.login.maxFailures, settings.login.lockMinutes, settings.login.firstDelaySeconds);
  const addressRule = { ...rule, freeFailures: rule.freeFailures * ADDRESS_FACTOR };
  const app = new Hono<IdpEnv>();

  app.get('/:uid', async (c) => {
    const interaction = await currentInteraction(c, deps);
    if (interaction.prompt.name === 'consent') {
      // Groundwork's own web client: the user is not asked to consent to it (see grant.ts); a grant that is still
      // missing something is completed here.
      const accountId = interaction.session?.accountId;
      const clientId = interaction.params.client_id;
      if (!accountId || clientId !== settings.clientId) {
        return finishInteraction(c, deps, { error: 'access_denied', error_description: 'Consent is not available' });
      }
      const details = consentDetailsSchema.parse(interaction.prompt.details);
      const grant = (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ?? new provider.Grant({ accountId, clientId });
      if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
      if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
        grant.addResourceScope(indicator, scopes.join(' '));
      }
      return finishInteraction(c, deps, { consent: { grantId: await grant.save() } });
    }

    const urls = interactionUrls(settings, interaction.uid);
    const policy = requestedPolicy(interaction.params);
    if ((policy === 'google' || policy === 'linkedin') && !c.req.query('screen')) {
      return c.redirect(urls.federation(policy), 303);
    }
    if (policy === 'reset' && !c.req.query('screen')) return resetRequestFormPage(c, deps, interaction);
    if (policy === 'profile' && profileAccountId(interaction)) return profileFormPage(c, deps, interaction);
    return loginPage(c, deps, interaction, { screen: screenOf(c, interaction) });
  });

  app.post('/:uid/signin', async (c) => {
    const interaction = await currentInteraction(c, deps);
    const values = await formFields(c);
    const parsed = parseForm(signInFormSchema, values);
    if (!parsed.ok) return loginPage(c, deps, interaction, { screen: 'signin', form: parsed.form, status: 400 });
    const { email, password } = parsed.data;
    const emailKey = `login:email:${email}`;
    const addressKey = `login:address:${callerAddress(c, deps)}`;
    const refused = (alert: FormState['alert'], status: number) => loginPage(c, deps, interaction, { screen: 'signin', form: { values: { email }, errors: {}, alert }, status });

    // A browser that signed in to this account before passes with the right password, whatever others tried;
    // any other attempt waits out the delay that failures on this e-mail or from this address have built up.
    const deviceId = deviceOf(c);
    const claimed = await findAccountByEmail(db, email);
    const trusted = claimed ? await isKnownDevice(db, claimed.id, deviceId, rule.freeFailures) : false;
    if (!trusted) {
      const wait = await secondsToWait(db, [emailKey, addressKey]);
      if (wait > 0) {
        const response = refused({ key: 'invalid.locked', values: { wait: waitText(languageOf(c, interaction).t, wait) } }, 429);
        response.headers.set('Retry-After', String(wait));
        return response;
      }
    }
    const account = await authenticate(db, email, password);
    if (!account) {
      if (trusted && claimed && deviceId) await recordDeviceFailure(db, claimed.id, deviceId);
      else {
        await recordFailure(db, emailKey, rule);
        await recordFailure(db, addressKey, addressRule);
      }
      await recordSignIn(db, deps.logger, { ...attemptOf(c, deps), accountId: claimed?.id ?? null, email, policy: formPolicyOf(interaction), result: 'failure' });
      return refused({ key: 'invalid.credentials' }, 401);
    }
    // The owner, after waiting, from a new browser: their own failures are forgotten. From a known browser the
    // failures of others stay, so that a guesser keeps waiting.
    if (!trusted) await clearFailures(db, emailKey);
    await trustDevice(c, deps, account.id, deviceId);

    if (requestedPolicy(interaction.params) === 'profile') {
      // Signed in to edit the profile: remember who, then show the profile form.
      await provider.interactionResult(c.env.incoming, c.env.outgoing, { login: { accountId: account.id, acr: 'profile', amr: ['pwd'] } });
      return c.redirect(interactionUrls(settings, interaction.uid).base, 303);
    }
    const policy = formPolicyOf(interaction);
    await flagForPolicy(db, account, policy);
    await recordSignIn(db, deps.logger, { ...attemptOf(c, deps), accountId: account.id, email: account.email, policy, result: 'success' });
    return finishInteraction(c, deps, { login: { accountId: account.id, acr: policy, amr: ['pwd'], remember: true } });
  });

  app.post('/:uid/signup', async (c) => {
    const interaction = await currentInteraction(c, deps);
    const values = await formFields(c);
    const policy = formPolicyOf(interaction);
    const parsed = parseForm(signUpFormSchema, values);
    const form: FormState = parsed.ok ? { values, errors: {} } : parsed.form;
    if (policy === 'events') {
      const code = values.eventCode?.trim().toUpperCase();
      if (!code) form.errors.eventCode ??= 'invalid.eventCodeRequired';
      else if (!settings.eventCodes.includes(code)) form.errors.eventCode ??= 'invalid.eventCode';
    }
    if (!parsed.ok || Object.keys(form.errors).length > 0) {
      return loginPage(c, deps, interaction, { screen: 'signup', form, status: 400 });
    }
    try {
      const account = await createLocalAccount(db, { ...parsed.data, policy });
      await trustDevice(c, deps, account.id, deviceOf(c));
      await recordSignIn(db, deps.logger, { ...attemptOf(c, deps), accountId: account.id, email: account.email, policy, result: 'success' });
      // The account works at once; what was granted to its address waits until the address is confirmed.
      await deps.emails.send(account, languageOf(c, interaction).language).catch((error: unknown) => {
        deps.logger.warn({ err: error, accountId: account.id }, 'the e-mail confirmation link could not be sent');
      });
      return await finishInteraction(c, deps, { login: { accountId: account.id, acr: policy, amr: ['pwd'], remember: true } });
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error;
      return loginPage(c, deps, interaction, {
        screen: 'signup',
        form: { values, errors: {}, alert: { key: 'invalid.emailTaken' } },
        status: 409,
      });
    }
  });

  app.get('/:uid/abort', async (c) => {
    await currentInteraction(c, deps);
    return finishInteraction(c, deps, { error: 'access_denied', error_description: 'The user cancelled the sign-in' });
  });

  return app;
}
