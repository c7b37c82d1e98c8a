// Starts the built-in provider for API tests: in-memory PGlite (migrated, from the tests' template), plain HTTP on an
// ephemeral port.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DatabaseHandle } from '@/server/db/client';
import { openMigratedPglite } from '@/server/db/testing/migrated-templates';
import { createTokenVerifier, type TokenVerifier } from '@/server/http/auth';
import { readApiSettings } from '@/server/http/settings';
import { createLogger, type Logger } from '@/server/logger';
import { createMailer, type Mailer } from '@/server/mail/mailer';
import { createIdentityProvider, type IdentityProvider } from '../index';
import { readIdpSettings, type IdpSettings } from '../settings';
import { TestBrowser, type Visit } from './browser';

export const TEST_MAX_FAILURES = 3;
export const SCOPE = 'openid profile offline_access groundwork-web';

export interface TestIdp {
  origin: string;
  settings: IdpSettings;
  database: DatabaseHandle;
  idp: IdentityProvider;
  verifier: TokenVerifier;
  mailer: Mailer;
  /** A new provider instance on the same database and address, as after a restart. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface TestIdpOptions {
  /** The provider's logger (silent by default). */
  logger?: Logger;
  /** The provider's mailer (the outbox, with a random secret, by default). */
  mailer?: (database: DatabaseHandle, logger: Logger) => Mailer;
}

export async function startTestIdp(env: Record<string, string> = {}, options: TestIdpOptions = {}): Promise<TestIdp> {
  const database = await openMigratedPglite();
  let current: IdentityProvider | undefined;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (current && req.url?.startsWith('/idp')) return current.handle(req, res);
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const processEnv = {
    NODE_ENV: 'test',
    APP_ORIGIN: origin,
    LOGIN_MAX_FAILURES: String(TEST_MAX_FAILURES),
    // Delays that outlast any test, so that a slow machine never sees one run out mid-test.
    LOGIN_FIRST_DELAY_SECONDS: '60',
    EVENT_CODES: 'DEMO2026,CLIMATEWEEK',
    ...env,
  } as const;
  const settings = readIdpSettings(processEnv);
  const logger = options.logger ?? createLogger({ level: 'silent' });
  const mailer = options.mailer?.(database, logger) ?? createMailer({ db: database.db, logger });
  const start = () => createIdentityProvider({ db: database.db, settings, mailer, logger });
  current = await start();

  const testIdp: TestIdp = {
    origin,
    settings,
    database,
    idp: current,
    verifier: createTokenVerifier(readApiSettings(processEnv).auth, { keys: { [settings.issuer]: current.verificationKeys } }),
    mailer,
    async restart() {
      current?.close();
      current = await start();
      testIdp.idp = current;
    },
    async close() {
      current?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
  return testIdp;
}

export interface Authorization {
  verifier: string;
  state: string;
  /** Where the browser ended: a provider page, or the app's redirect URI. */
  visit: Visit;
}

const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** What MSAL does: an authorization request with PKCE, the policy in `p`, optionally the sign-up option. */
export async function authorize(browser: TestBrowser, testIdp: TestIdp, options: { policy?: string; signup?: boolean; prompt?: string } = {}): Promise<Authorization> {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const params = new URLSearchParams({
    client_id: testIdp.settings.clientId,
    redirect_uri: `${testIdp.origin}/`,
    response_type: 'code',
    response_mode: 'query',
    scope: SCOPE,
    state,
    nonce: randomBytes(8).toString('hex'),
    code_challenge: challengeOf(verifier),
    code_challenge_method: 'S256',
    ...(options.policy ? { p: options.policy } : {}),
    ...(options.signup ? { signup: 'true' } : {}),
    ...(options.prompt ? { prompt: options.prompt } : {}),
  });
  const visit = await browser.visit(`${testIdp.settings.issuer}/auth?${params}`, {}, `${testIdp.origin}/?`);
  return { verifier, state, visit };
}

/** The authorization code of a visit that ended at the app's redirect URI. */
export function codeOf(visit: Visit): string {
  const url = new URL(visit.url);
  const code = url.searchParams.get('code');
  if (!code) throw new Error(`No code at ${visit.url} (status ${visit.status}):\n${visit.body.slice(0, 800)}`);
  return code;
}

export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

/** The token request of a public client (no secret), from the app's origin as MSAL sends it. */
export async function tokenRequest(testIdp: TestIdp, fields: Record<string, string>): Promise<Response> {
  return fetch(`${testIdp.settings.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: testIdp.origin },
    body: new URLSearchParams({ client_id: testIdp.settings.clientId, ...fields }),
  });
}

export async function redeem(testIdp: TestIdp, authorization: Authorization, visit: Visit): Promise<TokenResponse> {
  const response = await tokenRequest(testIdp, {
    grant_type: 'authorization_code',
    code: codeOf(visit),
    redirect_uri: `${testIdp.origin}/`,
    code_verifier: authorization.verifier,
    scope: SCOPE,
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`Token request answered ${response.status}: ${body}`);
  return JSON.parse(body) as TokenResponse;
}

/** Decodes a JWT's payload without checking it (the verifier checks). */
export function payloadOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}

export function headerOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[0], 'base64url').toString('utf8')) as Record<string, unknown>;
}
