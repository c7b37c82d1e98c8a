/** @jest-environment node */
import { NextRequest } from 'next/server';
import {
  environmentOfRequest,
  isMaintenanceOn,
  isPageRoute,
  maintenanceRewritePath,
  MAINTENANCE_PATH,
  middleware,
} from './middleware';

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

  it('does not mistake pages that start like a reserved prefix for it', () => {
    expect(isPageRoute('/apis-explained')).toBe(true);
    expect(isPageRoute('/idp-guide')).toBe(true);
  });

  it('reads ON_MAINTENANCE as a yes/no setting', () => {
    expect(['true', 'TRUE', '1', 'yes', ' on '].map(isMaintenanceOn)).toEqual([true, true, true, true, true]);
    expect(['false', '0', '', 'maybe', undefined].map(isMaintenanceOn)).toEqual([false, false, false, false, false]);
  });
});

describe('middleware', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  function call(url: string, host: string) {
    return middleware(new NextRequest(url, { headers: { host } }));
  }

  it('rewrites a page to /maintenance when ON_MAINTENANCE is true at request time', () => {
    process.env.ON_MAINTENANCE = 'true';
    const response = call('https://staging.groundwork.eco/homepage', 'staging.groundwork.eco');
    expect(response.headers.get('x-middleware-rewrite')).toBe('https://staging.groundwork.eco/maintenance');
    process.env.ON_MAINTENANCE = 'false';
    const after = call('https://staging.groundwork.eco/homepage', 'staging.groundwork.eco');
    expect(after.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('hands the environment of the host to the page in a request header', () => {
    delete process.env.ON_MAINTENANCE;
    const response = call('https://demo.groundwork.eco/', 'demo.groundwork.eco');
    expect(response.headers.get('x-middleware-request-x-groundwork-environment')).toBe('demo');
    expect(response.headers.get('x-groundwork-environment')).toBe('demo');
  });

  it('chooses the environment against BASE_DOMAIN', () => {
    expect(environmentOfRequest('preprod.example.org', { BASE_DOMAIN: 'example.org' })).toBe('preprod');
    expect(environmentOfRequest('localhost:3000', {})).toBe('dev');
    expect(environmentOfRequest('groundwork.eco', {})).toBe('prod');
  });
});
