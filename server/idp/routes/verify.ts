import { Hono } from 'hono';
import { confirmEmail, VERIFY_LINK_HOURS } from '../email-verification';
import { verifyDonePage, verifyInvalidPage } from '../views/account-pages';
import { appHref, languageOf, page, type IdpDeps, type IdpEnv } from './context';

/** `/verify/<token>`: the link of the confirmation e-mail; it confirms the address it was sent to, in any browser. */
export function verifyRoutes(deps: IdpDeps) {
  const app = new Hono<IdpEnv>();
  app.get('/:token', async (c) => {
    const lang = languageOf(c);
    const account = await confirmEmail(deps.db, deps.settings.issuer, c.req.param('token'));
    if (!account) return page(c, deps, lang, verifyInvalidPage({ t: lang.t, hours: VERIFY_LINK_HOURS, appHref: appHref(deps) }), 410);
    deps.logger.info({ accountId: account.id }, 'e-mail address confirmed');
    return page(c, deps, lang, verifyDonePage({ t: lang.t, email: account.email, appHref: appHref(deps) }));
  });
  return app;
}
