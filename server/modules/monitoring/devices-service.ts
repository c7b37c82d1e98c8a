import { createHash, randomBytes } from 'node:crypto';
import type { DeviceAction, DeviceInput, DeviceMqtt, DeviceWithKey, Device } from '@/lib/schemas/monitoring';
import type { Database } from '@/server/db/client';
import { ApiError } from '@/server/http/errors';
import type { Caller } from '@/server/modules/projects/public';
import { accessToMonitoring } from './access';
import { toDevice } from './convert';
import type { DeviceBatch } from '@/lib/schemas/monitoring-data';
import { listBatches } from './device-batches-repository';
import { findDevice, insertDevice, replaceKey, revokeDevice } from './devices-repository';
import { reactorFor } from './reactors-service';

export const DEVICE_NOT_FOUND = 'Device not found';
/** Every device key starts with this, then 43 characters of base64url (256 random bits). */
export const DEVICE_KEY_PREFIX = 'gwd_';

/** SHA-256 (hex) of a device key: the only form in which keys are stored. */
export function hashDeviceKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A new device key, and what is kept of it (its hash and first characters). */
export function newDeviceKey(): { key: string; hash: string; prefix: string } {
  const key = `${DEVICE_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashDeviceKey(key), prefix: key.slice(0, DEVICE_KEY_PREFIX.length + 6) };
}

/**
 * Devices of a reactor and their keys (owner or editor of the project). A key comes with the MQTT topics when the server
 * takes batches over MQTT.
 */
export function createDevicesService(db: Database, options: { mqttTopics?: (key: string) => DeviceMqtt } = {}) {
  const withKey = (device: Device, key: string): DeviceWithKey => ({ device, key, mqtt: options.mqttTopics?.(key) ?? null });
  return {
    /** A new device and its key, shown this once. */
    async add(input: DeviceInput, caller: Caller): Promise<DeviceWithKey> {
      const reactor = await reactorFor(db, input.reactor_id, caller, 'write');
      const key = newDeviceKey();
      const row = await insertDevice(db, reactor, input.name, key);
      return withKey(toDevice(row), key.key);
    },

    /** `rotate`: a new key, shown once, the old one refused from now on; `revoke`: no key of the device works again. */
    async act(input: DeviceAction, caller: Caller): Promise<DeviceWithKey | { device: Device }> {
      const device = await findDevice(db, input.device_id);
      if (!device) throw new ApiError(404, DEVICE_NOT_FOUND);
      await accessToMonitoring(db, device.monitoringId, caller, 'write', DEVICE_NOT_FOUND);
      if (input.action === 'revoke') return { device: toDevice(await revokeDevice(db, device)) };
      const key = newDeviceKey();
      const row = await replaceKey(db, device, key);
      if (!row) throw new ApiError(409, 'The device was revoked: create a new device instead');
      return withKey(toDevice(row), key.key);
    },

    /** The device's last batches and their refusals (anyone who may read the project: ). */
    async batches(deviceId: string, caller: Caller): Promise<DeviceBatch[]> {
      const device = await findDevice(db, deviceId);
      if (!device) throw new ApiError(404, DEVICE_NOT_FOUND);
      await accessToMonitoring(db, device.monitoringId, caller, 'read', DEVICE_NOT_FOUND);
      const rows = await listBatches(db, device.monitoringId, device.id);
      return rows.map((row) => ({
        id: row.id,
        received_at: row.receivedAt.toISOString(),
        received: row.received,
        accepted: row.accepted,
        duplicates: row.duplicates,
        refused_count: row.refusedCount,
        refusals: row.refusals as DeviceBatch['refusals'],
      }));
    },
  };
}
export type DevicesService = ReturnType<typeof createDevicesService>;
