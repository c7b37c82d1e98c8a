import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_FETCH_SYMBOL } from '@/lib/api/server-fetch';
import { registeredPageHeaders } from '@/lib/http/page-headers';

// The development runtime as `next dev` runs it: each evaluation of server/next-runtime.ts stands for one hot reload
// of the server code (jest.isolateModules evaluates it anew), all of them on the one database of the process.

jest.setTimeout(120_000);

type Runtime = typeof import('./next-runtime');

const registry = globalThis as Record<symbol, unknown>;
const STATE = Symbol.for('groundwork.nextRuntime');
const ENV_KEYS = ['DATA_DIR', 'DATABASE_URL', 'APP_ORIGIN', 'B2C_TENANT', 'LOG_LEVEL', 'OUTBOX_SECRET', 'SMTP_URL'] as const;

let dataDir: string;
let savedEnv: Partial<Record<(typeof ENV_KEYS)[number], string>>;
let savedListeners: { SIGINT: NodeJS.SignalsListener[]; SIGTERM: NodeJS.SignalsListener[] };
let server: Server | undefined;

function freshRuntime(): Runtime {
  let runtime: Runtime | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    runtime = require('./next-runtime') as Runtime;
  });
  if (!runtime) throw new Error('server/next-runtime.ts did not load');
  return runtime;
}

/** An HTTP server whose every request goes to the catch-all API route's handler. */
async function serveThrough(runtime: Runtime): Promise<string> {
  server = createServer((req, res) => void runtime.serveInNext(req, res));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'groundwork-next-runtime-'));
  savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));
  savedListeners = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
  Object.assign(process.env, { DATA_DIR: dataDir, DATABASE_URL: '', APP_ORIGIN: 'https://localhost:4711', B2C_TENANT: '', LOG_LEVEL: 'silent', OUTBOX_SECRET: '', SMTP_URL: '' });
});

afterAll(async () => {
  if (server) {
    server.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const listener of process.listeners(signal)) if (!savedListeners[signal].includes(listener)) process.off(signal, listener);
  }
  delete registry[STATE];
  delete registry[API_FETCH_SYMBOL];
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the runtime inside next dev', () => {
  it('builds the services again after a hot reload, on the same database, and serves /api and the rewritten /idp', async () => {
    const first = freshRuntime();
    const firstServices = await first.servicesInNext();
    expect(await first.servicesInNext()).toBe(firstServices);
    const databaseOfFirst = await (registry[STATE] as { database: Promise<unknown> }).database;

    const second = freshRuntime();
    const secondServices = await second.servicesInNext();
    expect(secondServices).not.toBe(firstServices);
    expect(await (registry[STATE] as { database: Promise<unknown> }).database).toBe(databaseOfFirst);
    // Server-side rendering now reads the API of the newest code.
    expect(registry[API_FETCH_SYMBOL]).toBe(secondServices.api.fetch);

    const origin = await serveThrough(second);
    const me = await fetch(`${origin}/api/me`);
    expect(me.status).toBe(401);
    expect(await me.json()).toEqual({ detail: { message: expect.any(String) } });

    const discovery = await fetch(`${origin}${second.IDP_REWRITE_BASE}/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    // The provider is given back its own path: its endpoints lie under /idp of the address asked, not under the rewrite.
    expect(await discovery.json()).toMatchObject({ issuer: 'https://localhost:4711/idp', jwks_uri: `${origin}/idp/jwks` });
    expect(discovery.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
  });

  it('registers the page protections for the middleware: a fresh nonce each time, HSTS over HTTPS only', () => {
    const pageHeaders = registeredPageHeaders();
    if (!pageHeaders) throw new Error('no page headers registered');
    const secure = pageHeaders({ url: 'https://localhost:4711/', headers: new Headers() });
    const again = pageHeaders({ url: 'https://localhost:4711/', headers: new Headers() });
    expect(secure['Content-Security-Policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(again['Content-Security-Policy']).not.toBe(secure['Content-Security-Policy']);
    expect(secure['Strict-Transport-Security']).toBeDefined();
    expect(pageHeaders({ url: 'http://localhost:4711/', headers: new Headers({ 'x-forwarded-proto': 'https' }) })['Strict-Transport-Security']).toBeUndefined();
  });

  it('closes the database once and serves nothing afterwards', async () => {
    const runtime = freshRuntime();
    await runtime.closeInNext();
    await expect(runtime.servicesInNext()).rejects.toThrow(/shutting down/);
  });
});

describe('isHttps', () => {
  const { isHttps } = jest.requireActual<Runtime>('./next-runtime');
  const request = (url: string, proto?: string) => ({ url, headers: new Headers(proto ? { 'x-forwarded-proto': proto } : {}) });

  it('trusts the request URL, and a forwarded protocol only behind a trusted proxy', () => {
    expect(isHttps(request('https://localhost:3000/'), false)).toBe(true);
    expect(isHttps(request('http://localhost:3000/', 'https'), false)).toBe(false);
    expect(isHttps(request('http://localhost:3000/', 'https, http'), true)).toBe(true);
    expect(isHttps(request('http://localhost:3000/', 'http'), true)).toBe(false);
  });
});
