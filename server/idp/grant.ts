import type { Grant, KoaContextWithOIDC } from 'oidc-provider';

/**
 * The grant of the first-party web client, created or extended so that it covers everything the request asks:
 * the user is never asked to consent to Groundwork's own application. Any other client keeps the default
 * behaviour (its stored grant only).
 */
export async function loadFirstPartyGrant(ctx: KoaContextWithOIDC, firstPartyClientId: string): Promise<Grant | undefined> {
  const { oidc } = ctx;
  const client = oidc.client;
  const session = oidc.session;
  if (!client || !session) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  if (client.clientId !== firstPartyClientId) return grant;
  const accountId = session.accountId;
  if (!accountId) return grant;
  if (grant && grant.accountId !== accountId) grant = undefined;
  grant ??= new oidc.provider.Grant({ clientId: client.clientId, accountId });

  const scopes = [...oidc.requestParamOIDCScopes];
  if (scopes.length > 0) grant.addOIDCScope(scopes.join(' '));
  const claims = [...oidc.requestParamClaims];
  if (claims.length > 0) grant.addOIDCClaims(claims);
  for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {})) {
    const granted = [...oidc.requestParamScopes].filter((scope) => server.scopes.has(scope));
    if (granted.length > 0) grant.addResourceScope(indicator, granted.join(' '));
  }
  await grant.save();
  return grant;
}
