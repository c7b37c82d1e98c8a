/** @jest-environment node */
import { NextRequest } from 'next/server';
import { registerLiveSettings, unregisterLiveSettings, type LiveSettings } from '@/lib/config/public-settings-live';
import { environmentOfRequest, hostRoute, isPageRoute, maintenanceRewritePath, MAINTENANCE_PATH, proxy } from './proxy';

describe('maintenance rewrite', () => {
  it('sends every page route to the maintenance page while maintenance is on', () => {
    for (const path of ['/', '/homepage', '/knowledge-hub', '/a/route/that/does/not/exist']) {
      expect(maintenanceRewritePath(path, true)).toBe(MAINTENANCE_PATH);
    }
  });

  it('leaves the API, the identity provider, Next files and static files alone', () => {
    for (const path of ['/api', '/api/me', '/idp/auth', '/_next/static/chunks/main.js', '/favicon.ico', '/logo.svg']) {
      expect(isPageRoute(path)).toBe(false);
      expect(maintenanceRewritePath(path, true)).toBeNull();
    }
  });

  it('does not rewrite the maintenance page itself, nor anything while maintenance is off', () => {
    expect(maintenanceRewritePath(MAINTENANCE_PATH, true)).toBeNull();
    expect(maintenanceRewritePath('/homepage', false)).toBeNull();
  });

  it("keeps staff's console reachable during maintenance, so that staff can turn it off", () => {
    for (const path of ['/staff', '/staff/configuration', '/staff/publications']) expect(maintenanceRewritePath(path, true)).toBeNull();
    expect(maintenanceRewritePath('/staffing-guide', true)).toBe(MAINTENANCE_PATH);
  });

  it('does not mistake pages that start like a reserved prefix for it', () => {
    expect(isPageRoute('/apis-explained')).toBe(true);
    expect(isPageRoute('/idp-guide')).toBe(true);
  });
});

describe('the monitoring host (R-20.19)', () => {
  const route = (path: string, onMonitoringHost = true) => hostRoute(new URL(path, 'https://monitoring.groundwork.eco'), onMonitoringHost);

  it('serves its own addresses with the monitoring application’s pages', () => {
    expect(route('/')).toEqual({ rewrite: '/monitoring-app' });
    for (const path of ['/alarms', '/sites', '/reactors', '/forms', '/signin']) expect(route(path)).toEqual({ rewrite: `/monitoring-app${path}` });
    expect(route('/alarms/')).toEqual({ rewrite: '/monitoring-app/alarms' });
  });

  it('serves a project’s and a reactor’s monitoring as asked', () => {
    expect(route('/projects/p1/monitoring')).toBeNull();
    expect(route('/projects/p1/monitoring/r1/form')).toBeNull();
  });

  it('sends the V1 dashboard’s address to the monitoring home, and keeps the language handed over', () => {
    expect(route('/homepage')).toEqual({ redirect: '/' });
    expect(route('/alarms?lang=fr&x=1')).toEqual({ redirect: '/alarms?x=1', language: 'fr' });
    expect(route('/?lang=xx')).toEqual({ redirect: '/' });
  });

  it('answers not found for the pages’ own paths, on either host', () => {
    expect(route('/monitoring-app/alarms')).toEqual({ rewrite: expect.not.stringMatching(/^\/monitoring-app(\/|$)/) });
    expect(route('/monitoring-app', false)).toEqual({ rewrite: expect.not.stringMatching(/^\/monitoring-app(\/|$)/) });
  });

  it('leaves the main host’s pages alone', () => {
    for (const path of ['/', '/alarms', '/homepage', '/?lang=fr']) expect(route(path, false)).toBeNull();
  });
});

describe('proxy', () => {
  let live: LiveSettings = { onMaintenance: false, baseDomain: 'groundwork.eco' };
  const read = () => live;
  beforeEach(() => registerLiveSettings(read));
  afterEach(() => unregisterLiveSettings(read));

  function call(url: string, host: string) {
    return proxy(new NextRequest(url, { headers: { host } }));
  }

  it('rewrites a page to /maintenance while the settings the server keeps fresh say so, per request', () => {
    live = { onMaintenance: true, baseDomain: 'groundwork.eco' };
    const response = call('https://staging.groundwork.eco/homepage', 'staging.groundwork.eco');
    expect(response.headers.get('x-middleware-rewrite')).toBe('https://staging.groundwork.eco/maintenance');
    live = { onMaintenance: false, baseDomain: 'groundwork.eco' };
    const after = call('https://staging.groundwork.eco/homepage', 'staging.groundwork.eco');
    expect(after.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('no longer reads ON_MAINTENANCE from the environment itself', () => {
    const saved = process.env.ON_MAINTENANCE;
    process.env.ON_MAINTENANCE = 'true';
    try {
      expect(call('https://groundwork.eco/homepage', 'groundwork.eco').headers.get('x-middleware-rewrite')).toBeNull();
    } finally {
      if (saved === undefined) delete process.env.ON_MAINTENANCE;
      else process.env.ON_MAINTENANCE = saved;
    }
  });

  it('hands the environment of the host to the page in a request header', () => {
    live = { onMaintenance: false, baseDomain: 'groundwork.eco' };
    const response = call('https://demo.groundwork.eco/', 'demo.groundwork.eco');
    expect(response.headers.get('x-middleware-request-x-groundwork-environment')).toBe('demo');
    expect(response.headers.get('x-groundwork-environment')).toBe('demo');
  });

  it('chooses the environment against the base domain the server read', () => {
    live = { onMaintenance: false, baseDomain: 'example.org' };
    expect(call('https://preprod.example.org/', 'preprod.example.org').headers.get('x-groundwork-environment')).toBe('preprod');
    expect(environmentOfRequest('preprod.example.org', 'example.org')).toBe('preprod');
    expect(environmentOfRequest('localhost:3000', 'groundwork.eco')).toBe('dev');
    expect(environmentOfRequest('groundwork.eco', 'groundwork.eco')).toBe('prod');
  });

  it('without a server registered, applies no maintenance and the default base domain', () => {
    unregisterLiveSettings(read);
    expect(call('https://staging.groundwork.eco/homepage', 'staging.groundwork.eco').headers.get('x-middleware-rewrite')).toBeNull();
    expect(call('https://staging.groundwork.eco/', 'staging.groundwork.eco').headers.get('x-groundwork-environment')).toBe('staging');
  });

  it('rewrites the monitoring host’s root to the fleet, and hands the language over in a cookie', () => {
    live = { onMaintenance: false, baseDomain: 'groundwork.eco' };
    const root = call('https://monitoring.groundwork.eco/', 'monitoring.groundwork.eco');
    expect(root.headers.get('x-middleware-rewrite')).toBe('https://monitoring.groundwork.eco/monitoring-app');
    const handOff = call('https://monitoring.localhost:4100/alarms?lang=fr', 'monitoring.localhost:4100');
    expect(handOff.status).toBe(307);
    expect(handOff.headers.get('location')).toBe('https://monitoring.localhost:4100/alarms');
    expect(handOff.cookies.get('language')?.value).toBe('fr');
    expect(call('https://groundwork.eco/', 'groundwork.eco').headers.get('x-middleware-rewrite')).toBeNull();
  });
});

describe('a first visit in the browser’s language (requirements R-21.11)', () => {
  const visit = (headers: Record<string, string>, path = '/') => proxy(new NextRequest(`https://groundwork.eco${path}`, { headers: { host: 'groundwork.eco', ...headers } }));

  it('keeps the language Accept-Language asks for, for the page served and for the browser', () => {
    const response = visit({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' });
    expect(response.cookies.get('language')?.value).toBe('fr');
    expect(response.headers.get('x-middleware-request-cookie')).toContain('language=fr');
  });

  it('leaves a choice already kept, a language not ours and the API alone', () => {
    expect(visit({ 'accept-language': 'fr-FR', cookie: 'language=en' }).cookies.get('language')).toBeUndefined();
    expect(visit({ 'accept-language': 'de-DE' }).cookies.get('language')).toBeUndefined();
    expect(visit({ 'accept-language': 'fr-FR' }, '/favicon.ico').cookies.get('language')).toBeUndefined();
  });
});
