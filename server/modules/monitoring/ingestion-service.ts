import type { IngestionResult, ReadingBatch, RefusalReason, RefusedReading } from '@/lib/schemas/monitoring-data';
import type { Database } from '@/server/db/client';
import type { DeviceRow, ParameterRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { findActiveDeviceByKeyHash, markSeen } from './devices-repository';
import { DEVICE_KEY_PREFIX, hashDeviceKey } from './devices-service';
import { ensurePartitions, insertReadings, monthOf, type NewReading } from './measurements-repository';
import { createRateLimiter, DEVICE_BATCHES_PER_WINDOW, DEVICE_RATE_WINDOW_S, type RateLimiter } from './rate-limit';
import { listParameters } from './setup-repository';
import { convert, lowestValue } from './units';

/** How far ahead of the server's clock a reading may be (device clocks drift). */
export const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;
/** Readings before this are refused (`time_too_old`); any later one is taken, however late it arrives. */
export const OLDEST_READING = Date.UTC(2000, 0, 1);
/** Largest magnitude of a stored value, after conversion. */
export const MAX_ABSOLUTE_VALUE = 1e15;

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const DEVICE_KEY = /^gwd_[A-Za-z0-9_-]{43}$/;

export const DEVICE_KEY_REQUIRED = `A device key is required in the device-key header (${DEVICE_KEY_PREFIX}…)`;
export const DEVICE_KEY_REFUSED = 'Unknown or revoked device key';

type Checked = { ok: true; reading: NewReading } | { ok: false; reason: RefusalReason };

function check(reading: ReadingBatch['readings'][number], parameter: ParameterRow | undefined, now: number): Checked {
  if (!parameter) return { ok: false, reason: 'unknown_parameter' };
  const time = ISO_WITH_ZONE.test(reading.time) ? Date.parse(reading.time) : Number.NaN;
  if (!Number.isFinite(time)) return { ok: false, reason: 'invalid_time' };
  if (time > now + FUTURE_TOLERANCE_MS) return { ok: false, reason: 'time_in_future' };
  if (time < OLDEST_READING) return { ok: false, reason: 'time_too_old' };
  const value = reading.unit === undefined ? reading.value : convert(reading.value, reading.unit, parameter.unit);
  if (value === undefined) return { ok: false, reason: 'unit_not_convertible' };
  const lowest = lowestValue(parameter.unit);
  if (!Number.isFinite(value) || Math.abs(value) > MAX_ABSOLUTE_VALUE || (lowest !== undefined && value < lowest - 1e-9)) {
    return { ok: false, reason: 'value_out_of_bounds' };
  }
  return { ok: true, reading: { parameterId: parameter.id, time: new Date(time).toISOString(), value } };
}

export interface IngestionOptions {
  limiter?: RateLimiter;
  now?: () => number;
  /** Told of the parameters a batch stored readings of (alarm rules); a failure there never fails the batch. */
  afterStore?: (monitoringId: string, parameterIds: string[]) => Promise<void>;
}

/** Device batches: the key names the device (and so its reactor), each reading is checked, and stored once. */
export function createIngestionService(db: Database, options: IngestionOptions = {}) {
  const limiter = options.limiter ?? createRateLimiter(DEVICE_BATCHES_PER_WINDOW, DEVICE_RATE_WINDOW_S);
  const now = options.now ?? Date.now;

  async function deviceOf(key: string | undefined): Promise<DeviceRow> {
    if (!key) throw new ApiError(401, DEVICE_KEY_REQUIRED);
    const device = DEVICE_KEY.test(key) ? await findActiveDeviceByKeyHash(db, hashDeviceKey(key)) : undefined;
    if (!device) throw new ApiError(401, DEVICE_KEY_REFUSED);
    return device;
  }

  return {
    async ingest(key: string | undefined, batch: ReadingBatch): Promise<IngestionResult> {
      const device = await deviceOf(key);
      const wait = limiter.take(device.id);
      if (wait > 0) {
        throw new ApiError(
          429,
          `This device sent more than ${DEVICE_BATCHES_PER_WINDOW} batches in ${DEVICE_RATE_WINDOW_S} s: retry in ${wait} s`,
          { retry_after_seconds: wait },
          { 'Retry-After': String(wait) },
        );
      }
      // Only the parameters of the device's own reactor: a key never reaches another reactor's.
      const parameters = await listParameters(db, device.monitoringId, [device.reactorId]);
      const byName = new Map(parameters.flatMap((parameter) => [[parameter.name, parameter], [parameter.id, parameter]] as const));
      const at = now();
      const refused: RefusedReading[] = [];
      const unique = new Map<string, NewReading>();
      let repeated = 0;
      batch.readings.forEach((reading, index) => {
        const checked = check(reading, byName.get(reading.parameter), at);
        if (!checked.ok) return void refused.push({ index, parameter: reading.parameter, time: reading.time, reason: checked.reason });
        const id = `${checked.reading.parameterId}|${checked.reading.time}`;
        if (unique.has(id)) repeated += 1;
        else unique.set(id, checked.reading);
      });
      const readings = [...unique.values()];
      await ensurePartitions(db, new Set(readings.map((reading) => monthOf(reading.time))));
      const accepted = await insertReadings(db, device, readings);
      await markSeen(db, device);
      if (accepted > 0) await options.afterStore?.(device.monitoringId, [...new Set(readings.map((reading) => reading.parameterId))]);
      return {
        reactor_id: device.reactorId,
        received: batch.readings.length,
        accepted,
        duplicates: repeated + readings.length - accepted,
        refused,
      };
    },
  };
}
export type IngestionService = ReturnType<typeof createIngestionService>;
