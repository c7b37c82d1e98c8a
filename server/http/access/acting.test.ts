/** @jest-environment node */
import { Hono } from 'hono';
import type { AppEnv, CurrentUser } from '../context';
import { createErrorHandler } from '../errors';
import { createLogger } from '@/server/logger';
import { ACTING_REFUSED_MESSAGES, actingExtension, actingGuard, type ActingRule } from './acting';

const STAFF = { id: 'staff' } as CurrentUser;
const INVESTOR = { id: 'investor' } as CurrentUser;

/** A route guarded by the rule, called as the investor in person or by staff acting as them. */
async function call(rule: ActingRule, query: string, acting: boolean, language: 'en' | 'fr' = 'en') {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(createLogger({ level: 'silent' })));
  app.use(async (c, next) => {
    c.set('user', INVESTOR);
    c.set('language', language);
    if (acting) c.set('actor', STAFF);
    await next();
  });
  const guard = actingGuard(rule);
  if (guard) app.use(guard);
  app.get('/room', (c) => c.json({ ok: true }));
  const response = await app.request(`/room${query}`);
  return { status: response.status, body: (await response.json()) as { detail?: { reason?: string; message?: string } } };
}

describe('what staff acting as another user may do (R-21.6)', () => {
  it('lets the user in person do everything, and staff acting only where the route allows', async () => {
    expect((await call('refused', '', false)).status).toBe(200);
    expect((await call('allowed', '', true)).status).toBe(200);
    const refused = await call('refused', '', true);
    expect([refused.status, refused.body.detail?.reason]).toEqual([403, 'acting_as_user']);
  });

  it('refuses by query parameter where one route serves both reads and acts, in the request’s language', async () => {
    const rule = { refusedWith: ['page', 'download'] };
    expect((await call(rule, '?opportunity_id=1', true)).status).toBe(200);
    expect((await call(rule, '?file_id=1&page=2', true)).status).toBe(403);
    const french = await call(rule, '?file_id=1&download=true', true, 'fr');
    expect([french.status, french.body.detail?.message]).toEqual([403, ACTING_REFUSED_MESSAGES.fr]);
  });

  it('publishes the rule as the document’s x-acting', () => {
    expect([actingExtension('allowed'), actingExtension('refused'), actingExtension({ refusedWith: ['page', 'download'] })]).toEqual([
      'allowed',
      'refused',
      'refused with page, download',
    ]);
  });
});
