/** @jest-environment node */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { createLogger } from '@/server/logger';
import { createPageSecurity, readPageSources } from './page-security';
import { appInsightsOrigins, baseSecurityHeaders, originOf, pageContentSecurityPolicy } from './security-headers';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('pageContentSecurityPolicy', () => {
  it('runs this origin’s scripts and those with the nonce, never inline ones, and forbids framing', () => {
    const policy = pageContentSecurityPolicy('abc123');
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    // OpenStreetMap tiles by default.
    expect(directive(policy, 'img-src')).toContain('https://tile.openstreetmap.org');
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://tile.openstreetmap.org");
  });

  it('allows what the configuration names: B2C, Application Insights, the CRM and bug-bounty scripts, the tile server', () => {
    const policy = pageContentSecurityPolicy('n', {
      b2cTenant: 'Groundwork',
      appInsightsConnectionString:
        'InstrumentationKey=k;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/;LiveEndpoint=https://westeurope.livediagnostics.monitor.azure.com/',
      crmChatScriptUrl: 'https://chat.crm.example/widget.js',
      bugBountyScriptUrl: 'https://bounty.example/collector.js?id=1',
      mapTileUrl: 'https://{s}.tiles.example:8443/{z}/{x}/{y}.png',
    });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-n' https://chat.crm.example https://bounty.example");
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://groundwork.b2clogin.com https://westeurope-5.in.applicationinsights.azure.com " +
        'https://westeurope.livediagnostics.monitor.azure.com https://*.tiles.example:8443 https://chat.crm.example https://bounty.example',
    );
    expect(directive(policy, 'img-src')).toContain('https://*.tiles.example:8443');
    expect(directive(policy, 'frame-src')).toContain('https://groundwork.b2clogin.com');
    expect(directive(policy, 'form-action')).toBe("form-action 'self' https://groundwork.b2clogin.com");
  });

  it('lets Next’s development server evaluate modules, in development only', () => {
    expect(directive(pageContentSecurityPolicy('n', {}, { dev: true }), 'script-src')).toContain("'unsafe-eval'");
  });
});

describe('sources', () => {
  it('reads origins from URLs, and ignores what is not an http(s) URL', () => {
    expect(originOf('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(originOf('javascript:alert(1)')).toBeUndefined();
    expect(originOf('not a url')).toBeUndefined();
    expect(originOf('')).toBeUndefined();
  });

  it('takes Application Insights’ default ingestion endpoint when the connection string names none', () => {
    expect(appInsightsOrigins('InstrumentationKey=k')).toEqual(['https://dc.services.visualstudio.com']);
    expect(appInsightsOrigins(null)).toEqual([]);
  });

  it('reads each source by its setting name', async () => {
    const sources = await readPageSources(async (keys) => {
      expect(keys).toEqual(['B2C_TENANT', 'APPINSIGHTS_CONNECTION_STRING', 'CRM_CHAT_SCRIPT_URL', 'BUG_BOUNTY_SCRIPT_URL', 'MAP_TILE_URL']);
      return { MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' };
    });
    expect(sources).toEqual({
      b2cTenant: null,
      appInsightsConnectionString: null,
      crmChatScriptUrl: null,
      bugBountyScriptUrl: null,
      mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
    });
  });
});

describe('baseSecurityHeaders', () => {
  it('sends HSTS on HTTPS only', () => {
    expect(baseSecurityHeaders(true)['Strict-Transport-Security']).toMatch(/^max-age=31536000/);
    expect(baseSecurityHeaders(false)).not.toHaveProperty('Strict-Transport-Security');
    expect(baseSecurityHeaders(false)).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'SAMEORIGIN',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });
});

describe('createPageSecurity', () => {
  it('gives every page answer a fresh nonce, and other answers a policy that allows nothing', async () => {
    const security = createPageSecurity({
      dev: false,
      trustProxy: false,
      readSettings: async () => ({ CRM_CHAT_SCRIPT_URL: 'https://chat.crm.example/widget.js' }),
      logger: createLogger({ level: 'silent' }),
    });
    await security.ready;
    const answer = (apply: (req: IncomingMessage, res: ServerResponse) => void) => {
      const req = new IncomingMessage(new Socket());
      const res = new ServerResponse(req);
      apply(req, res);
      return String(res.getHeader('content-security-policy'));
    };
    const first = answer(security.page);
    const second = answer(security.page);
    const nonce = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce(first)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonce(first)).not.toBe(nonce(second));
    expect(first).toContain('https://chat.crm.example');
    expect(answer(security.other)).toMatch(/^default-src 'none'/);
    security.stop();
  });

  it('lets a page on a monitoring host reach its main application’s provider, and no other page', async () => {
    const security = createPageSecurity({ dev: false, trustProxy: false, readSettings: async () => ({}), logger: createLogger({ level: 'silent' }) });
    await security.ready;
    const connect = (host: string, https = true) => directive(security.pageHeaders(https, host)['Content-Security-Policy'], 'connect-src');
    expect(connect('monitoring.localhost:4100')).toBe("connect-src 'self' https://localhost:4100 https://tile.openstreetmap.org");
    expect(connect('monitoring.staging.groundwork.eco')).toContain('https://staging.groundwork.eco');
    expect(connect('monitoring.localhost:4100', false)).toContain('http://localhost:4100');
    expect(connect('localhost:4100')).toBe("connect-src 'self' https://tile.openstreetmap.org");
    expect(connect('staging.groundwork.eco')).toBe("connect-src 'self' https://tile.openstreetmap.org");
    const req = new IncomingMessage(new Socket());
    req.headers.host = 'monitoring.localhost:4100';
    const res = new ServerResponse(req);
    security.page(req, res);
    expect(directive(String(res.getHeader('content-security-policy')), 'connect-src')).toContain('http://localhost:4100');
    security.stop();
  });
});
