import { Hono } from 'hono';
import { type IdpDeps, type IdpEnv, InteractionExpiredError, expiredPage, sameOriginPost } from './context';
import { federationRoutes } from './federation';
import { outboxRoutes } from './outbox';
import { profileRoutes } from './profile';
import { resetRoutes } from './reset';
import { signInRoutes } from './sign-in';
import { verifyRoutes } from './verify';

/** The provider's own pages, mounted beside oidc-provider under the same path (`/idp`). */
export function providerPages(deps: IdpDeps, mountPath: string) {
  const app = new Hono<IdpEnv>().basePath(mountPath);
  const reset = resetRoutes(deps);
  const federation = federationRoutes(deps);

  app.use('*', async (c, next) => {
    if (c.req.method === 'POST' && !sameOriginPost(c, deps)) {
      return c.text('Cross-site form posts are refused', 403);
    }
    await next();
  });

  app.route('/interaction', signInRoutes(deps));
  app.route('/interaction', reset.interactionApp);
  app.route('/interaction', profileRoutes(deps));
  app.route('/interaction', federation.interactionApp);
  app.route('/reset', reset.linkApp);
  app.route('/verify', verifyRoutes(deps));
  app.route('/federation', federation.callbackApp);
  if (deps.mailer.outboxSecret) app.route('/dev', outboxRoutes(deps, deps.mailer.outboxSecret));

  app.onError((error, c) => {
    if (error instanceof InteractionExpiredError) return expiredPage(c, deps);
    deps.logger.error({ err: error, path: c.req.path }, 'identity provider page failed');
    return c.text('The identity provider could not complete this request', 500);
  });

  return app;
}

/** Whether a path (relative to the mount path) belongs to the provider's own pages rather than to oidc-provider. */
export function isProviderPage(relativePath: string, outbox: boolean): boolean {
  return /^\/(interaction|reset|verify|federation)\//.test(relativePath) || (outbox && /^\/dev\/outbox(\/|$)/.test(relativePath));
}
