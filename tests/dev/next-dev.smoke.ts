// Smoke test of the development server: `npm run dev` (next dev) on a free port with a fresh data directory must
// serve, over HTTPS with the app's own certificate, the landing page, the API in the seed's error format (the same
// answer as the production server's API) and the identity provider's discovery document; then stop cleanly.
// Run by `npm run test:dev` (node's test runner).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createTestApp } from '../api/helpers/app';
import { freePort } from '../e2e/helpers/ports';
import { serverEnvironment } from '../e2e/helpers/server';
import { fetchOver, type Answer } from './https-client';
import { startDevServer, type DevServer } from './dev-server';

/** The first request compiles the pages and the server code: generous on a busy 2-core machine. */
const READY_TIMEOUT_MS = 100_000;

let server: DevServer;
let ca: string;
const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

before(async () => {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'groundwork-next-dev-'));
  const env = serverEnvironment(port, dataDir, { NODE_ENV: 'development', TEST_DATABASE_URL: '' });
  server = await startDevServer({ port, dataDir, env, readyTimeoutMs: READY_TIMEOUT_MS });
  ca = readFileSync(path.join(dataDir, 'tls', 'cert.pem'), 'utf8');
  console.log(`next dev answered after ${seconds(started)} (log ${server.logFile})`);
});

after(async () => {
  if (!server) return;
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
});

const get = (route: string): Promise<Answer> => fetchOver(server.port, route, ca);

test('the landing page answers 200 HTML over HTTPS, with the page policy and the API read in-process', async () => {
  const since = Date.now();
  const page = await get('/');
  assert.equal(page.status, 200);
  assert.match(String(page.headers['content-type']), /^text\/html/);
  assert.match(page.body, /<html[^>]*lang="en"/);
  // The seeded templates, read by server-side rendering from the API in the same process.
  assert.match(page.body, /<script id="__NEXT_DATA__"[^>]*>[^<]*biochar-readiness/);
  // The pages' protections: a policy whose nonce the page's scripts carry, and HSTS on HTTPS.
  const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
  assert.ok(nonce, 'the page carries a Content-Security-Policy with a nonce');
  assert.ok(page.body.includes(`nonce="${nonce}"`), 'the page scripts carry the nonce of the policy');
  assert.ok(page.headers['strict-transport-security']);
  console.log(`landing page in ${seconds(since)}`);
});

test('GET /api/me answers 401 in the seed error format, as the production server API does', async () => {
  const since = Date.now();
  const answer = await get('/api/me');
  const reference = await createTestApp();
  try {
    const expected = await reference.request('/me');
    assert.equal(answer.status, 401);
    assert.equal(answer.status, expected.status);
    assert.match(String(answer.headers['content-type']), /^application\/json/);
    assert.equal(answer.headers['www-authenticate'], expected.headers.get('www-authenticate'));
    const body = JSON.parse(answer.body) as { detail?: { message?: unknown } };
    assert.equal(typeof body.detail?.message, 'string');
    assert.deepEqual(body, await expected.json());
  } finally {
    await reference.close();
  }
  console.log(`API in ${seconds(since)}`);
});

test('the identity provider publishes its discovery document with an https issuer under /idp', async () => {
  const since = Date.now();
  const answer = await get('/idp/.well-known/openid-configuration');
  assert.equal(answer.status, 200);
  assert.match(String(answer.headers['content-type']), /^application\/json/);
  const discovery = JSON.parse(answer.body) as { issuer: string; jwks_uri: string; authorization_endpoint: string };
  assert.equal(discovery.issuer, `https://localhost:${server.port}/idp`);
  assert.ok(discovery.jwks_uri.startsWith(`${discovery.issuer}/`));
  assert.ok(discovery.authorization_endpoint.startsWith(`${discovery.issuer}/`));
  const keys = await get(new URL(discovery.jwks_uri).pathname);
  assert.equal(keys.status, 200);
  assert.ok((JSON.parse(keys.body) as { keys: unknown[] }).keys.length > 0);
  console.log(`identity provider in ${seconds(since)}`);
});

test('stopping npm run dev ends every process of its tree and closes the database', async () => {
  const since = Date.now();
  await server.stop();
  assert.match(server.log(), /Groundwork closed its database/);
  console.log(`stopped in ${seconds(since)}; whole smoke test ${seconds(started)}`);
});
