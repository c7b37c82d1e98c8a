import { Hono } from 'hono';
import { listOutbox } from '@/server/mail/outbox';
import { outboxPage } from '../views/outbox-page';
import { languageOf, page, type IdpDeps, type IdpEnv } from './context';

/** `/dev/outbox`: the mail kept instead of sent (development only), as a page or, with `?format=json`, as JSON. */
export function outboxRoutes(deps: IdpDeps) {
  const app = new Hono<IdpEnv>();
  app.get('/outbox', async (c) => {
    const entries = await listOutbox(deps.db, c.req.query('to') || undefined);
    if (c.req.query('format') === 'json') {
      c.header('Cache-Control', 'no-store');
      return c.json(entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })));
    }
    const lang = languageOf(c);
    return page(c, deps, { ...lang, language: 'en' }, { ...outboxPage(entries), wide: true, languageHref: undefined });
  });
  return app;
}
