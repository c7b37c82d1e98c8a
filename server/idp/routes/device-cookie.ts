import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS, isDeviceId, newDeviceId, rememberDevice } from '../known-devices';
import type { IdpContext, IdpDeps } from './context';

/** The browser's device id (the `idp_device` cookie), when it carries a well-formed one. */
export function deviceOf(c: IdpContext): string | undefined {
  for (const part of (c.req.header('cookie') ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === DEVICE_COOKIE) {
      const value = rest.join('=');
      return isDeviceId(value) ? value : undefined;
    }
  }
  return undefined;
}

/**
 * Remembers the browser for the account after a sign-in with the right password, giving it a device id first if it
 * has none. The cookie is appended to the Node response, beside the cookies oidc-provider sets there.
 */
export async function trustDevice(c: IdpContext, deps: IdpDeps, accountId: string, current: string | undefined): Promise<void> {
  const deviceId = current ?? newDeviceId();
  await rememberDevice(deps.db, accountId, deviceId);
  if (current) return;
  const issuer = new URL(deps.settings.issuer);
  const attributes = [
    `${DEVICE_COOKIE}=${deviceId}`,
    `Path=${issuer.pathname}`,
    `Max-Age=${DEVICE_COOKIE_DAYS * 24 * 3600}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(issuer.protocol === 'https:' ? ['Secure'] : []),
  ];
  const outgoing = c.env.outgoing;
  const previous = outgoing.getHeader('set-cookie');
  const list = previous === undefined ? [] : Array.isArray(previous) ? previous : [String(previous)];
  outgoing.setHeader('set-cookie', [...list, attributes.join('; ')]);
}
