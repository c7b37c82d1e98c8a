import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ParameterMeasure } from '@/lib/schemas/monitoring-measures';
import type { Executor } from '@/server/db/client';
import { monitoringDevices, type DeviceRow, type ReactorRow } from '@/server/db/schema';

/* Devices and their keys: only the SHA-256 of a key is stored, with its first characters to tell keys apart. */

export async function findDevice(db: Executor, id: string): Promise<DeviceRow | undefined> {
  const [row] = await db.select().from(monitoringDevices).where(eq(monitoringDevices.id, id)).limit(1);
  return row;
}

/** How long a device's last_seen_at may lag behind its latest batch: ingestion writes it at most this often per device. */
export const SEEN_EVERY_S = 10;

/** A parameter a device may send readings of, and whether any enabled alarm rule watches it. */
export interface IngestionParameter {
  id: string;
  name: string;
  unit: string;
  measure: ParameterMeasure;
  watched: boolean;
  /** Removed: its readings are refused with that reason. */
  removed: boolean;
}

/**
 * In one round trip: the device whose current key has this hash unless it was revoked (never cached, so that a revoked
 * or rotated-away key is refused at once), the parameters of its reactor, and its last_seen_at set to now when older
 * than SEEN_EVERY_S.
 */
export async function findIngestingDevice(
  db: Executor,
  keyHash: string,
): Promise<{ device: { id: string; monitoringId: string; reactorId: string }; parameters: IngestionParameter[] } | undefined> {
  const result = await db.execute(sql`
    with d as (
      select monitoring_id, id, reactor_id, last_seen_at from monitoring_devices where key_hash = ${keyHash} and revoked_at is null limit 1
    ),
    seen as (
      update monitoring_devices m set last_seen_at = now() from d
      where m.monitoring_id = d.monitoring_id and m.id = d.id
        and (d.last_seen_at is null or d.last_seen_at < now() - make_interval(secs => ${SEEN_EVERY_S}))
    )
    select d.id, d.monitoring_id, d.reactor_id, coalesce((
      select json_agg(json_build_array(p.id, p.name, p.unit, exists (
        select 1 from monitoring_alarm_rules r where r.monitoring_id = p.monitoring_id and r.parameter_id = p.id and r.enabled), p.measure, p.deleted_at is not null))
      from monitoring_parameters p where p.monitoring_id = d.monitoring_id and p.reactor_id = d.reactor_id), '[]') as parameters
    from d`);
  const [row] = (result as unknown as { rows: { id: string; monitoring_id: string; reactor_id: string; parameters: unknown }[] }).rows;
  if (!row) return undefined;
  const list = (typeof row.parameters === 'string' ? JSON.parse(row.parameters) : row.parameters) as [string, string, string, boolean, ParameterMeasure, boolean][];
  return {
    device: { id: row.id, monitoringId: row.monitoring_id, reactorId: row.reactor_id },
    parameters: list.map(([id, name, unit, watched, measure, removed]) => ({ id, name, unit, measure, watched: watched && !removed, removed })),
  };
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

/** The devices of any monitoring with this name and a key still valid (the demo reactors' controllers). */
export async function findActiveDevicesNamed(db: Executor, name: string): Promise<DeviceRow[]> {
  return db
    .select()
    .from(monitoringDevices)
    .where(and(eq(monitoringDevices.name, name), isNull(monitoringDevices.revokedAt)));
}
