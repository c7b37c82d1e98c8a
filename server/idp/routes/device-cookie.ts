import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS, isDeviceId, newDeviceId, rememberDevice } from '../known-devices';
import type { IdpContext, IdpDeps } from './context';
import { appendSetCookie } from './cookies';

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
 * has none.
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
  appendSetCookie(c, attributes.join('; '));
}
