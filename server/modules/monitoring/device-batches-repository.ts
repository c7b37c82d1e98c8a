import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { monitoringDeviceBatches, type DeviceBatchRow, type StoredRefusal } from '@/server/db/schema';

/* The last batches of each device (migration 0019): what became of them, shown on the device's panel. */

/** Batches kept per device: older ones are removed as new ones come. */
export const KEPT_BATCHES = 20;
/** Refusals kept per batch (the answer to the device lists them all). */
export const KEPT_REFUSALS = 50;

export interface NewDeviceBatch {
  monitoringId: string;
  deviceId: string;
  received: number;
  accepted: number;
  duplicates: number;
  refusals: StoredRefusal[];
}

/** Records a batch and removes the device's batches beyond the last KEPT_BATCHES. */
export async function recordBatch(db: Executor, batch: NewDeviceBatch): Promise<void> {
  await db.insert(monitoringDeviceBatches).values({
    monitoringId: batch.monitoringId,
    deviceId: batch.deviceId,
    received: batch.received,
    accepted: batch.accepted,
    duplicates: batch.duplicates,
    refusedCount: batch.refusals.length,
    refusals: batch.refusals.slice(0, KEPT_REFUSALS),
  });
  await db.execute(sql`
    delete from monitoring_device_batches
    where monitoring_id = ${batch.monitoringId}::uuid and device_id = ${batch.deviceId}::uuid and id in (
      select id from monitoring_device_batches
      where monitoring_id = ${batch.monitoringId}::uuid and device_id = ${batch.deviceId}::uuid
      order by received_at desc, id desc
      offset ${KEPT_BATCHES})`);
}

/** A device's last batches, the newest first. */
export async function listBatches(db: Executor, monitoringId: string, deviceId: string): Promise<DeviceBatchRow[]> {
  return db
    .select()
    .from(monitoringDeviceBatches)
    .where(and(eq(monitoringDeviceBatches.monitoringId, monitoringId), eq(monitoringDeviceBatches.deviceId, deviceId)))
    .orderBy(desc(monitoringDeviceBatches.receivedAt), desc(monitoringDeviceBatches.id))
    .limit(KEPT_BATCHES);
}
