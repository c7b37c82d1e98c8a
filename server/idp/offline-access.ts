import type { KoaContextWithOIDC } from 'oidc-provider';

/** The scope an authorization request was sent with, before oidc-provider filtered it. */
function originalScope(ctx: KoaContextWithOIDC): string | undefined {
  const source: unknown = ctx.method === 'POST' ? ctx.oidc.body?.scope : ctx.query.scope;
  return typeof source === 'string' ? source : undefined;
}

/**
 * oidc-provider drops `offline_access` from an authorization request unless it carries `prompt=consent`, which MSAL
 * never sends; the refresh token is then issued anyway (`issueRefreshToken`), but MSAL's renewal, which asks for
 * `offline_access` again, fails with invalid_scope. For Groundwork's own client the scope is put back, so that the
 * grant, the code and the refresh token all carry it.
 */
export function restoreOfflineAccess(ctx: KoaContextWithOIDC, firstPartyClientId: string): void {
  const { oidc } = ctx;
  if (oidc.client?.clientId !== firstPartyClientId || !oidc.client.grantTypeAllowed('refresh_token')) return;
  if (!originalScope(ctx)?.split(' ').includes('offline_access')) return;
  const params = oidc.params as { scope?: string } | undefined;
  if (!params) return;
  const scopes = new Set((params.scope ?? '').split(' ').filter(Boolean));
  if (scopes.has('offline_access') || !scopes.has('openid')) return;
  scopes.add('offline_access');
  params.scope = [...scopes].join(' ');
}
