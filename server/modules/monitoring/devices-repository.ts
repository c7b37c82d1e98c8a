import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { monitoringDevices, type DeviceRow, type ReactorRow } from '@/server/db/schema';

/* Devices and their keys: only the SHA-256 of a key is stored, with its first characters to tell keys apart. */

export async function findDevice(db: Executor, id: string): Promise<DeviceRow | undefined> {
  const [row] = await db.select().from(monitoringDevices).where(eq(monitoringDevices.id, id)).limit(1);
  return row;
}

/** The device whose current key has this hash, unless it was revoked. */
export async function findActiveDeviceByKeyHash(db: Executor, keyHash: string): Promise<DeviceRow | undefined> {
  const [row] = await db
    .select()
    .from(monitoringDevices)
    .where(and(eq(monitoringDevices.keyHash, keyHash), isNull(monitoringDevices.revokedAt)))
    .limit(1);
  return row;
}

export async function listDevices(db: Executor, monitoringId: string, reactorIds: string[]): Promise<DeviceRow[]> {
  if (reactorIds.length === 0) return [];
  return db
    .select()
    .from(monitoringDevices)
    .where(and(eq(monitoringDevices.monitoringId, monitoringId), inArray(monitoringDevices.reactorId, reactorIds)))
    .orderBy(asc(monitoringDevices.createdAt), asc(monitoringDevices.id));
}

export async function insertDevice(db: Executor, reactor: ReactorRow, name: string, key: { hash: string; prefix: string }): Promise<DeviceRow> {
  const [row] = await db
    .insert(monitoringDevices)
    .values({ monitoringId: reactor.monitoringId, reactorId: reactor.id, name, keyHash: key.hash, keyPrefix: key.prefix })
    .returning();
  return row;
}

/** Gives an active device a new key; undefined when it was revoked (nothing written). */
export async function replaceKey(db: Executor, device: DeviceRow, key: { hash: string; prefix: string }): Promise<DeviceRow | undefined> {
  const [row] = await db
    .update(monitoringDevices)
    .set({ keyHash: key.hash, keyPrefix: key.prefix })
    .where(and(eq(monitoringDevices.monitoringId, device.monitoringId), eq(monitoringDevices.id, device.id), isNull(monitoringDevices.revokedAt)))
    .returning();
  return row;
}

/** Revokes the device (a second revocation keeps the first time). */
export async function revokeDevice(db: Executor, device: DeviceRow): Promise<DeviceRow> {
  const [row] = await db
    .update(monitoringDevices)
    .set({ revokedAt: sql`coalesce(${monitoringDevices.revokedAt}, now())` })
    .where(and(eq(monitoringDevices.monitoringId, device.monitoringId), eq(monitoringDevices.id, device.id)))
    .returning();
  return row;
}

export async function markSeen(db: Executor, device: DeviceRow): Promise<void> {
  await db
    .update(monitoringDevices)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(monitoringDevices.monitoringId, device.monitoringId), eq(monitoringDevices.id, device.id)));
}

/** The devices of any monitoring with this name and a key still valid (the demo reactors' controllers). */
export async function findActiveDevicesNamed(db: Executor, name: string): Promise<DeviceRow[]> {
  return db.select().from(monitoringDevices).where(and(eq(monitoringDevices.name, name), isNull(monitoringDevices.revokedAt)));
}
