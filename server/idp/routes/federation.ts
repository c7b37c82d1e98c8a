import { Hono } from 'hono';
import { EmailTakenError, upsertFederatedAccount } from '../accounts';
import { federationStateStore } from '../federation/state-store';
import { authorizationUrl, exchangeCode, FederationError } from '../federation/upstream-client';
import { randomToken } from '../federation/pkce';
import { FEDERATED_PROVIDERS, type FederatedProviderName } from '../settings';
import { federationUnavailablePage } from '../views/account-pages';
import { PROVIDER_LABELS } from '../views/components';
import { callerAddress, currentInteraction, expiredPage, finishInteraction, languageOf, page, type IdpDeps, type IdpEnv } from './context';
import { recordSignIn } from '../sign-in-record';
import { loginPage } from './login-page';
import { federationCallbackUrl, interactionUrls } from './urls';

const providerName = (value: string | undefined): FederatedProviderName | undefined =>
  (FEDERATED_PROVIDERS as readonly string[]).includes(value ?? '') ? (value as FederatedProviderName) : undefined;

/**
 * Sign-in through Google or LinkedIn (OpenID Connect): out to the upstream provider with PKCE, state and nonce, back
 * through the registered callback, which hands over to the interaction (whose cookie is scoped to its own path).
 */
export function federationRoutes(deps: IdpDeps) {
  const { db, settings, logger } = deps;
  const states = federationStateStore(db);
  const interactionApp = new Hono<IdpEnv>();
  const callbackApp = new Hono<IdpEnv>();

  interactionApp.get('/:uid/federation/:provider', async (c) => {
    const interaction = await currentInteraction(c, deps);
    const name = providerName(c.req.param('provider'));
    if (!name) return c.notFound();
    const upstream = settings.federation[name];
    const urls = interactionUrls(settings, interaction.uid);
    if (!upstream) {
      const lang = languageOf(c, interaction);
      const prefix = name.toUpperCase();
      const content = federationUnavailablePage({
        t: lang.t,
        provider: PROVIDER_LABELS[name],
        variables: `${prefix}_CLIENT_ID, ${prefix}_CLIENT_SECRET`,
        signinHref: urls.signinScreen,
        cancelHref: urls.abort,
      });
      return page(c, deps, lang, content, 503);
    }
    const metadata = await deps.discover(upstream.issuer).catch((error: unknown) => {
      logger.warn({ provider: name, err: error }, 'upstream provider discovery failed');
      return undefined;
    });
    if (!metadata) {
      return loginPage(c, deps, interaction, {
        screen: 'signin',
        form: { values: {}, errors: {}, alert: { key: 'invalid.federation', values: { provider: PROVIDER_LABELS[name] } } },
        status: 502,
      });
    }
    const request = { state: randomToken(), nonce: randomToken(), verifier: randomToken(48), redirectUri: federationCallbackUrl(settings, name) };
    await states.save(request.state, { uid: interaction.uid, provider: name, nonce: request.nonce, verifier: request.verifier });
    return c.redirect(authorizationUrl(metadata, upstream, request), 303);
  });

  callbackApp.get('/:provider/callback', async (c) => {
    const state = c.req.query('state');
    const pending = state ? await states.peek(state) : undefined;
    if (!pending || pending.provider !== c.req.param('provider')) return expiredPage(c, deps);
    const search = new URL(c.req.url).search;
    return c.redirect(`${interactionUrls(settings, pending.uid).federationReturn(pending.provider)}${search}`, 303);
  });

  interactionApp.get('/:uid/federation/:provider/return', async (c) => {
    const interaction = await currentInteraction(c, deps);
    const state = c.req.query('state');
    const pending = state ? await states.take(state) : undefined;
    const name = providerName(c.req.param('provider'));
    const upstream = name ? settings.federation[name] : undefined;
    if (!pending || !name || !upstream || pending.uid !== interaction.uid || pending.provider !== name) {
      return expiredPage(c, deps);
    }
    const failed = (key: 'invalid.federation' | 'invalid.federationEmail') =>
      loginPage(c, deps, interaction, {
        screen: 'signin',
        form: { values: {}, errors: {}, alert: { key, values: { provider: PROVIDER_LABELS[name] } } },
        status: 401,
      });
    const code = c.req.query('code');
    if (!code) {
      logger.warn({ provider: name, error: c.req.query('error') }, 'upstream sign-in returned no code');
      return failed('invalid.federation');
    }
    try {
      const metadata = await deps.discover(upstream.issuer);
      const identity = await exchangeCode(metadata, upstream, {
        code,
        nonce: pending.nonce,
        verifier: pending.verifier,
        redirectUri: federationCallbackUrl(settings, name),
      });
      if (!identity.email) return failed('invalid.federationEmail');
      const account = await upsertFederatedAccount(db, { ...identity, email: identity.email, policy: name });
      await recordSignIn(db, deps.logger, {
        issuer: settings.issuer,
        accountId: account.id,
        email: account.email,
        policy: name,
        address: callerAddress(c, deps),
        userAgent: c.req.header('user-agent') ?? null,
        result: 'success',
      });
      return await finishInteraction(c, deps, { login: { accountId: account.id, acr: name, amr: ['fed'], remember: true } });
    } catch (error) {
      if (error instanceof EmailTakenError) return failed('invalid.federationEmail');
      if (!(error instanceof FederationError)) throw error;
      logger.warn({ provider: name, err: error }, 'upstream sign-in failed');
      return failed('invalid.federation');
    }
  });

  return { interactionApp, callbackApp };
}
