import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { errorResponse } from '@/server/http/errors';
import { listOutbox } from '@/server/mail/outbox';
import { outboxPage } from '../views/outbox-page';
import { languageOf, page, type IdpDeps, type IdpEnv } from './context';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time (on digests, so that lengths do not matter). */
export const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/**
 * `/dev/outbox/<secret>`: the mail kept instead of sent (no SMTP), as a page or, with `?format=json`, as JSON. The
 * secret is printed in the server's log at start; any other address answers 404, from anywhere, loopback included.
 */
export function outboxRoutes(deps: IdpDeps, secret: string) {
  const app = new Hono<IdpEnv>();
  app.get('/outbox/:secret', async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    if (!sameSecret(c.req.param('secret'), secret)) return errorResponse(c, 404, 'Not found');
    const entries = await listOutbox(deps.db, c.req.query('to') || undefined);
    if (c.req.query('format') === 'json') {
      return c.json(entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })));
    }
    const lang = languageOf(c);
    const response = page(c, deps, { ...lang, language: 'en' }, { ...outboxPage(entries), wide: true, languageHref: undefined });
    response.headers.set('Cache-Control', 'no-store');
    response.headers.set('Referrer-Policy', 'no-referrer');
    return response;
  });
  app.get('/outbox', (c) => errorResponse(c, 404, 'Not found'));
  return app;
}
