import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { errors, interactionPolicy } from './oidc';
import type { Database } from '@/server/db/client';
import type { Logger } from '@/server/logger';
import { findAccountById } from './accounts';
import { databaseAdapter } from './adapter';
import { accessTokenClaims, accountClaims, loginPolicyOf, SCOPE_CLAIMS } from './claims';
import { loadFirstPartyGrant } from './grant';
import { restoreOfflineAccess } from './offline-access';
import { SIGNING_ALG, type ProviderKeys } from './keys';
import { pageHeaders, pageLanguage } from './page-response';
import { parsePolicy, policyRequiresInteraction, requestedPolicy, wantsSignUp } from './policy';
import { interactionUrls } from './routes/urls';
import { POLICIES, type IdpSettings } from './settings';
import { errorPage, loggedOutPage, logoutPage } from './views/account-pages';
import { SafeHtml } from './views/html';
import { renderPage, type PageOptions } from './views/layout';

/** Lifetimes, in seconds. */
export const TTL = {
  accessToken: 60 * 60,
  authorizationCode: 60,
  idToken: 60 * 60,
  interaction: 60 * 60,
  /** Sessions, grants and refresh tokens: two weeks, as the provider's defaults. */
  session: 14 * 24 * 60 * 60,
} as const;

/** Cookie names of the provider (distinct from the app's own cookies). */
export const COOKIE_NAMES = {
  session: 'idp_session',
  interaction: 'idp_interaction',
  resume: 'idp_interaction_resume',
} as const;

export interface ProviderConfigInput {
  db: Database;
  settings: IdpSettings;
  keys: ProviderKeys;
  logger: Logger;
}

function sendPage(ctx: KoaContextWithOIDC, settings: IdpSettings, page: Omit<PageOptions, 'language' | 't'>, status = 200) {
  const lang = pageLanguage({ lang: null, headers: ctx.headers, uiLocales: ctx.oidc?.params?.ui_locales });
  ctx.status = status;
  ctx.set(pageHeaders(settings.origins));
  ctx.body = renderPage({ ...page, language: lang.language, t: lang.t });
}

/**
 * Asks for the provider's pages although a session exists when the request's policy needs them: another policy
 * than the session's, a sign-up, a password reset or a profile edit.
 */
function policyCheck() {
  return new interactionPolicy.Check('policy_requires_interaction', 'the requested policy needs the End-User on the provider pages', (ctx) => {
    const { oidc } = ctx;
    const params = (oidc.params ?? {}) as Record<string, unknown>;
    return policyRequiresInteraction({
      policy: requestedPolicy(params),
      signUp: wantsSignUp(params),
      sessionPolicy: oidc.session?.accountId ? (oidc.session.acr ?? '') : undefined,
      justLoggedIn: !!oidc.result?.login,
    })
      ? interactionPolicy.Check.REQUEST_PROMPT
      : interactionPolicy.Check.NO_NEED_TO_PROMPT;
  });
}

function interactionsPolicy() {
  const policy = interactionPolicy.base();
  policy.get('login')?.checks.add(policyCheck());
  return policy;
}

/** The configuration of oidc-provider: one public SPA client (MSAL), JWT access tokens for the API. */
export function providerConfiguration({ db, settings, keys, logger }: ProviderConfigInput): Configuration {
  const redirectUris = settings.origins.map((origin) => `${origin}/`);

  return {
    adapter: databaseAdapter(db),
    jwks: { keys: keys.signing },
    cookies: {
      keys: keys.cookies,
      names: { ...COOKIE_NAMES },
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    clients: [
      {
        client_id: settings.clientId,
        client_name: 'Groundwork',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: redirectUris,
        id_token_signed_response_alg: SIGNING_ALG,
      },
    ],
    clientBasedCORS: (_ctx, origin, client) => client.clientId === settings.clientId && settings.origins.includes(origin),
    pkce: { required: () => true },
    claims: {
      openid: [...SCOPE_CLAIMS.openid],
      profile: [...SCOPE_CLAIMS.profile],
      email: [...SCOPE_CLAIMS.email],
    },
    // MSAL reads the account (name, e-mail) from the ID token of the code flow.
    conformIdTokenClaims: false,
    acrValues: [...POLICIES],
    extraParams: {
      // Extra parameter validators run last in an authorization request, after the scope checks, whether or not
      // the parameter is present: the place where a parameter may still be adjusted.
      p: (ctx, value) => {
        if (value !== undefined && value !== '' && !parsePolicy(value)) {
          throw new errors.InvalidRequest(`unknown policy p=${value}; expected one of ${POLICIES.join(', ')}`);
        }
        restoreOfflineAccess(ctx, settings.clientId);
      },
      signup: null,
      option: null,
    },
    async findAccount(ctx, sub) {
      const account = await findAccountById(db, sub);
      if (!account) return undefined;
      const policy = loginPolicyOf(ctx);
      return { accountId: account.id, claims: () => ({ ...accountClaims(account, policy) }) };
    },
    async extraTokenClaims(ctx, token) {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      if (!accountId) return undefined;
      const account = await findAccountById(db, accountId);
      return account ? accessTokenClaims(account, loginPolicyOf(ctx)) : undefined;
    },
    issueRefreshToken: (_ctx, client) => client.clientId === settings.clientId && client.grantTypeAllowed('refresh_token'),
    loadExistingGrant: (ctx) => loadFirstPartyGrant(ctx, settings.clientId),
    interactions: {
      policy: interactionsPolicy(),
      url: (_ctx, interaction) => interactionUrls(settings, interaction.uid).base,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => settings.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== settings.audience) throw new errors.InvalidTarget();
          return {
            scope: settings.clientId,
            audience: settings.audience,
            accessTokenTTL: TTL.accessToken,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: SIGNING_ALG } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          const lang = pageLanguage({ headers: ctx.headers });
          const page = logoutPage({ t: lang.t, form: new SafeHtml(form), automatic: true });
          sendPage(ctx, settings, { ...page, autoSignout: true });
        },
        postLogoutSuccessSource(ctx) {
          const lang = pageLanguage({ headers: ctx.headers });
          sendPage(ctx, settings, loggedOutPage({ t: lang.t, appHref: `${settings.appOrigin}/` }));
        },
      },
    },
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? TTL.accessToken,
      AuthorizationCode: TTL.authorizationCode,
      IdToken: TTL.idToken,
      Interaction: TTL.interaction,
      Session: TTL.session,
      Grant: TTL.session,
      RefreshToken: (ctx, token, client) => {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        if (rotated && client.clientAuthMethod === 'none' && !token.isSenderConstrained()) return rotated.remainingTTL;
        return TTL.session;
      },
    },
    renderError(ctx, out, error) {
      const lang = pageLanguage({ headers: ctx.headers, uiLocales: ctx.oidc?.params?.ui_locales });
      const expired = error instanceof errors.SessionNotFound;
      if (!expired && !(error instanceof errors.OIDCProviderError)) logger.error({ err: error }, 'identity provider error');
      const message = expired ? lang.t('error.expired') : (out.error_description ?? lang.t('error.lead'));
      sendPage(ctx, settings, errorPage({ t: lang.t, message, appHref: `${settings.appOrigin}/` }), ctx.status || 400);
    },
  };
}
