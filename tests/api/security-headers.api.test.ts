import { createTestApp, type TestApp } from './helpers/app';
import { serveOverNode, type ServedApp } from './security-served';

// Every API answer carries the browser protections (issue 10, defect 3): whether it succeeds or fails, through
// app.fetch or served by Node as in production; HSTS only on HTTPS.

let t: TestApp;
let served: ServedApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  served = await serveOverNode(t);
  token = (await t.signIn()).token;
});

afterAll(async () => {
  await served?.close();
  await t?.close();
});

function expectProtected(response: Response, where: string, options: { https: boolean; policy?: RegExp }) {
  const header = (name: string) => [where, name, response.headers.get(name)];
  expect(header('x-content-type-options')).toEqual([where, 'x-content-type-options', 'nosniff']);
  expect(header('x-frame-options')).toEqual([where, 'x-frame-options', 'SAMEORIGIN']);
  expect(header('referrer-policy')).toEqual([where, 'referrer-policy', 'strict-origin-when-cross-origin']);
  expect(header('content-security-policy')).toEqual([where, 'content-security-policy', expect.stringMatching(options.policy ?? /^default-src 'none'.*frame-ancestors 'none'/)]);
  const hsts = options.https ? expect.stringMatching(/^max-age=\d{7,}/) : null;
  expect(header('strict-transport-security')).toEqual([where, 'strict-transport-security', hsts]);
}

const ROUTES: [string, RequestInit & { token?: boolean }][] = [
  ['/me', { token: true }],
  ['/me', {}],
  ['/resources/templates', {}],
  ['/no-such-route', {}],
  ['/create_project', { method: 'GET', token: true }],
  ['/create_project', { method: 'POST', token: true, body: '{', headers: { 'content-type': 'application/json' } }],
  ['/openapi.json', {}],
];

describe('security headers of the API', () => {
  it('are on every answer through app.fetch, HSTS only for an https request', async () => {
    for (const [path, init] of ROUTES) {
      const headers = new Headers(init.headers);
      if (init.token) headers.set('authorization', `Bearer ${token}`);
      for (const origin of ['http://groundwork.test', 'https://groundwork.test']) {
        const response = await t.app.request(`${origin}/api${path}`, { ...init, headers });
        expectProtected(response, `${init.method ?? 'GET'} ${origin}${path} → ${response.status}`, { https: origin.startsWith('https') });
      }
    }
  });

  it('are on every answer served by Node; HSTS when a trusted proxy says the request came over HTTPS', async () => {
    for (const [path, init] of ROUTES) {
      const headers = { ...(init.headers as Record<string, string>) };
      const send = (extra: Record<string, string>) =>
        served.send(path, { method: init.method, token: init.token ? token : undefined, headers: { ...headers, ...extra }, text: init.body as string | undefined });
      const plain = await send({});
      expectProtected(plain, `${path} over http → ${plain.status}`, { https: false });
      const proxied = await send({ 'x-forwarded-proto': 'https' });
      expectProtected(proxied, `${path} via an https proxy → ${proxied.status}`, { https: true });
    }
  });

  it('gives the documentation page a policy that runs this origin’s scripts only', async () => {
    const response = await served.send('/docs');
    expectProtected(response, '/docs', { https: false, policy: /script-src 'self';.*frame-ancestors 'none'/ });
    const directives = (response.headers.get('content-security-policy') ?? '').split(';').map((directive) => directive.trim());
    expect(directives.find((directive) => directive.startsWith('script-src'))).toBe("script-src 'self'");
  });
});
