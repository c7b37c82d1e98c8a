import type Provider from 'oidc-provider';
import type { Interaction, InteractionResults } from 'oidc-provider';
import type { Database } from '@/server/db/client';
import type { Logger } from '@/server/logger';
import type { Mailer } from '@/server/mail/mailer';
import type { EmailVerifier } from '../email-verification';
import type { UpstreamMetadata } from '../federation/discovery';
import { textFields } from '../forms';
import { otherLanguageHref, pageLanguage, pageResponse, type PageInput, type PageLanguage } from '../page-response';
import type { IdpSettings } from '../settings';
import { errorPage } from '../views/account-pages';
import { rememberLanguage } from './cookies';
import { forwardedClient } from '@/server/http/client-address';
import type { IdpContext } from './env';

export type { IdpContext, IdpEnv } from './env';

/** Everything the provider's own pages need. */
export interface IdpDeps {
  db: Database;
  settings: IdpSettings;
  provider: Provider;
  mailer: Mailer;
  /** Sends the links that confirm an account's address. */
  emails: EmailVerifier;
  logger: Logger;
  discover: (issuer: string) => Promise<UpstreamMetadata>;
}

/** The interaction of this browser (its interaction cookie), when it is the one the URL names. */
export class InteractionExpiredError extends Error {
  constructor() {
    super('The sign-in interaction has expired or belongs to another browser');
    this.name = 'InteractionExpiredError';
  }
}

export async function currentInteraction(c: IdpContext, deps: IdpDeps): Promise<Interaction> {
  let interaction: Interaction;
  try {
    interaction = await deps.provider.interactionDetails(c.env.incoming, c.env.outgoing);
  } catch {
    throw new InteractionExpiredError();
  }
  if (interaction.uid !== c.req.param('uid')) throw new InteractionExpiredError();
  return interaction;
}

/** Stores the interaction's result and sends the browser back to the authorization endpoint. */
export async function finishInteraction(c: IdpContext, deps: IdpDeps, result: InteractionResults): Promise<Response> {
  const returnTo = await deps.provider.interactionResult(c.env.incoming, c.env.outgoing, result, {
    mergeWithLastSubmission: false,
  });
  return c.redirect(returnTo, 303);
}

export function languageOf(c: IdpContext, interaction?: Interaction): PageLanguage {
  return pageLanguage({ lang: c.req.query('lang'), headers: c.req.header(), uiLocales: interaction?.params.ui_locales });
}

/**
 * The page a form post answers for (shown again with its errors): the language switch leads there. The sign-in and
 * sign-up screens are shown by the interaction's address with `?screen=`, the profile form by the interaction's
 * address; every other form is shown at the address it posts to.
 */
export function pageAddressOf(pathname: string): string {
  const match = /^(.*\/interaction\/[^/]+)\/(signin|signup|profile)$/.exec(pathname);
  if (!match) return pathname;
  return match[2] === 'profile' ? match[1] : `${match[1]}?screen=${match[2]}`;
}

/**
 * A page of the provider, with its language switch (also after a form post) and security headers. A language chosen
 * with the switch (`?lang=`) is kept in the `language` cookie, so that the form posts that follow keep it.
 */
export function page(c: IdpContext, deps: IdpDeps, lang: PageLanguage, content: PageInput, status = 200): Response {
  const url = new URL(c.req.url);
  const address = c.req.method === 'GET' ? `${url.pathname}${url.search}` : pageAddressOf(url.pathname);
  const chosen = c.req.query('lang');
  if (chosen === 'en' || chosen === 'fr') rememberLanguage(c, chosen);
  const languageHref = otherLanguageHref(address, lang.language);
  return pageResponse(lang, { languageHref, ...content }, { status, formTargets: deps.settings.origins });
}

export const appHref = (deps: IdpDeps) => `${deps.settings.appOrigin}/`;

export function expiredPage(c: IdpContext, deps: IdpDeps): Response {
  const lang = languageOf(c);
  return page(c, deps, lang, errorPage({ t: lang.t, message: lang.t('error.expired'), appHref: appHref(deps) }), 400);
}

/** Form posts must come from the provider's own pages (or the app's origins): a cheap cross-site request check. */
export function sameOriginPost(c: IdpContext, deps: IdpDeps): boolean {
  const origin = c.req.header('origin');
  if (!origin || origin === 'null') return origin !== 'null';
  return origin === new URL(deps.settings.issuer).origin || deps.settings.origins.includes(origin);
}

/** The caller's address, for rate limits: the X-Forwarded-For entry a trusted proxy appended, else the socket's peer. */
export function callerAddress(c: IdpContext, deps: IdpDeps): string {
  const forwarded = deps.settings.trustProxy ? forwardedClient(c.req.header('x-forwarded-for')) : undefined;
  return forwarded ?? c.env.incoming.socket.remoteAddress ?? 'unknown';
}

/** The URL-encoded fields of a form post, text only. */
export async function formFields(c: IdpContext): Promise<Record<string, string>> {
  return textFields(await c.req.parseBody());
}
