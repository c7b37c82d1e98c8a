import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { idpKnownDevices } from '@/server/db/schema/idp';

/** The cookie that names a browser to the provider once it has signed in with a password (a random value). */
export const DEVICE_COOKIE = 'idp_device';
export const DEVICE_COOKIE_DAYS = 400;

const digest = (deviceId: string) => createHash('sha256').update(deviceId).digest('base64url');

export const newDeviceId = () => randomBytes(32).toString('base64url');

const isDeviceId = (value: string | undefined): value is string => !!value && /^[A-Za-z0-9_-]{43}$/.test(value);

/**
 * Whether this browser signed in to the account with its password before and has failed fewer than `maxFailures`
 * times since: then the right password passes even while failures from elsewhere slow the account down.
 */
export async function isKnownDevice(db: Database, accountId: string, deviceId: string | undefined, maxFailures: number): Promise<boolean> {
  if (!isDeviceId(deviceId)) return false;
  const [row] = await db
    .select({ failures: idpKnownDevices.failures })
    .from(idpKnownDevices)
    .where(and(eq(idpKnownDevices.accountId, accountId), eq(idpKnownDevices.deviceHash, digest(deviceId))))
    .limit(1);
  return !!row && row.failures < maxFailures;
}

/** Remembers the browser for the account after a sign-in with the right password (its failures start again). */
export async function rememberDevice(db: Database, accountId: string, deviceId: string, now = new Date()): Promise<void> {
  const values = { accountId, deviceHash: digest(deviceId), failures: 0, lastUsedAt: now };
  await db
    .insert(idpKnownDevices)
    .values(values)
    .onConflictDoUpdate({ target: [idpKnownDevices.accountId, idpKnownDevices.deviceHash], set: { failures: 0, lastUsedAt: now } });
}

/** A wrong password from a known browser: enough of them and the browser is treated as any other. */
export async function recordDeviceFailure(db: Database, accountId: string, deviceId: string): Promise<void> {
  if (!isDeviceId(deviceId)) return;
  await db
    .update(idpKnownDevices)
    .set({ failures: sql`${idpKnownDevices.failures} + 1` })
    .where(and(eq(idpKnownDevices.accountId, accountId), eq(idpKnownDevices.deviceHash, digest(deviceId))));
}

export { isDeviceId };
