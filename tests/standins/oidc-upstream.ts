// A local OpenID Connect provider standing in for Google or LinkedIn in tests: it signs in one configurable user
// without any page (the "user" is already signed in upstream) and answers discovery, token and JWKS like the real
// ones.
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Adapter, type AdapterPayload } from 'oidc-provider';

export interface UpstreamUser {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface OidcUpstream {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The user the next sign-in returns. */
  user: UpstreamUser;
  /** The authorization requests received (their query parameters). */
  authorizationRequests: URLSearchParams[];
  close(): Promise<void>;
}

/** oidc-provider keeps its state here, in memory, for the life of the stand-in. */
function memoryAdapter() {
  const rows = new Map<string, { payload: AdapterPayload; expiresAt?: number }>();
  const alive = (key: string) => {
    const row = rows.get(key);
    if (row?.expiresAt && row.expiresAt < Date.now()) rows.delete(key);
    return rows.get(key)?.payload;
  };
  return (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      rows.set(`${model}:${id}`, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined });
    },
    async find(id) {
      return alive(`${model}:${id}`);
    },
    async findByUid(uid) {
      for (const [key, row] of rows) if (key.startsWith(`${model}:`) && row.payload.uid === uid) return alive(key);
      return undefined;
    },
    async findByUserCode() {
      return undefined;
    },
    async consume(id) {
      const row = rows.get(`${model}:${id}`);
      if (row) row.payload.consumed = Math.floor(Date.now() / 1000);
    },
    async destroy(id) {
      rows.delete(`${model}:${id}`);
    },
    async revokeByGrantId(grantId) {
      for (const [key, row] of rows) if (row.payload.grantId === grantId) rows.delete(key);
    },
  });
}

/** Starts the stand-in on an ephemeral port; `redirectUri` is the callback registered for its one client. */
export async function startOidcUpstream(options: { redirectUri: string; user: UpstreamUser }): Promise<OidcUpstream> {
  const clientId = 'groundwork-upstream-client';
  const clientSecret = 'upstream-secret-for-tests-only-0123456789';
  const authorizationRequests: URLSearchParams[] = [];
  const state = { user: options.user };

  const started: { provider?: Provider } = {};
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://upstream');
    if (url.pathname === '/auth') authorizationRequests.push(url.searchParams);
    const { provider } = started;
    if (!provider) return void res.writeHead(503).end();
    if (url.pathname.startsWith('/interaction/')) return void finishInteraction(provider, req, res);
    void provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  started.provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'upstream', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['upstream-cookie-key-for-tests-only'], names: { session: 'up_session', interaction: 'up_interaction', resume: 'up_resume' } },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        token_endpoint_auth_method: 'client_secret_post',
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    // Lifetimes set explicitly (short: the stand-in lives for one test file), so the library has nothing to warn about.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ ...state.user, sub }) }),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  });

  /** The user is taken as signed in upstream and consenting to everything asked. */
  async function finishInteraction(op: Provider, req: Parameters<Provider['interactionDetails']>[0], res: Parameters<Provider['interactionDetails']>[1]) {
    const details = await op.interactionDetails(req, res);
    const grant = new op.Grant({ accountId: state.user.sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    await op.interactionFinished(req, res, {
      login: { accountId: state.user.sub },
      consent: { grantId: await grant.save() },
    });
  }

  return {
    issuer,
    clientId,
    clientSecret,
    get user() {
      return state.user;
    },
    set user(user: UpstreamUser) {
      state.user = user;
    },
    authorizationRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
