import { CONFLICT_MESSAGE, type IngestionResult, type ReadingBatch, type RefusalReason, type RefusedReading } from '@/lib/schemas/monitoring-data';
import type { Database } from '@/server/db/client';
import { ApiError } from '@/server/http/errors';
import { recordBatch } from './device-batches-repository';
import { findIngestingDevice, type IngestionParameter } from './devices-repository';
import { DEVICE_KEY_PREFIX, hashDeviceKey } from './devices-service';
import { conflictingReadings, ensurePartitions, storeReadings, type ReadingColumns } from './measurements-repository';
import { createRateLimiter, DEVICE_BATCHES_PER_WINDOW, DEVICE_RATE_WINDOW_S, type RateLimiter } from './rate-limit';
import { checkReading } from './reading-limits';

const DEVICE_KEY = /^gwd_[A-Za-z0-9_-]{43}$/;

export const DEVICE_KEY_REQUIRED = `A device key is required in the device-key header (${DEVICE_KEY_PREFIX}…)`;
export const DEVICE_KEY_REFUSED = 'Unknown or revoked device key';

/** A parameter as a batch uses it: its index in the batch's columns. */
interface Target {
  parameter: IngestionParameter;
  index: number;
  /** Times (ms) of this parameter already taken from the batch. */
  times: Set<number>;
}

/** Where a reading goes: its time (ms) and value in the parameter's unit, or why it is refused (limits: reading-limits.ts, R-20.12). */
function check(reading: ReadingBatch['readings'][number], target: Target | undefined, now: number): RefusalReason | { time: number; value: number } {
  if (!target) return 'unknown_parameter';
  if (target.parameter.removed) return 'parameter_removed';
  return checkReading(reading, target.parameter, now);
}

export interface IngestionOptions {
  limiter?: RateLimiter;
  now?: () => number;
  /** Told of the parameters a batch stored readings of (alarm rules); a failure there never fails the batch. */
  afterStore?: (monitoringId: string, parameterIds: string[], from?: Date) => Promise<void>;
}

/** Device batches: the key names the device (and so its reactor), each reading is checked, and stored once. */
export function createIngestionService(db: Database, options: IngestionOptions = {}) {
  const limiter = options.limiter ?? createRateLimiter(DEVICE_BATCHES_PER_WINDOW, DEVICE_RATE_WINDOW_S);
  const now = options.now ?? Date.now;

  async function deviceOf(key: string | undefined) {
    if (!key) throw new ApiError(401, DEVICE_KEY_REQUIRED);
    const found = DEVICE_KEY.test(key) ? await findIngestingDevice(db, hashDeviceKey(key)) : undefined;
    if (!found) throw new ApiError(401, DEVICE_KEY_REFUSED);
    return found;
  }

  return {
    async ingest(key: string | undefined, batch: ReadingBatch): Promise<IngestionResult> {
      // Only the parameters of the device's own reactor: a key never reaches another reactor's.
      const { device, parameters } = await deviceOf(key);
      const wait = limiter.take(device.id);
      if (wait > 0) {
        throw new ApiError(
          429,
          `This device sent more than ${DEVICE_BATCHES_PER_WINDOW} batches in ${DEVICE_RATE_WINDOW_S} s: retry in ${wait} s`,
          { retry_after_seconds: wait },
          { 'Retry-After': String(wait) },
        );
      }
      const targets = new Map<string, Target>();
      const used: Target[] = [];
      for (const parameter of parameters) {
        const target: Target = { parameter, index: -1, times: new Set() };
        // A removed parameter answers its own refusal, by name unless a parameter in use has that name.
        if (!parameter.removed || !targets.has(parameter.name)) targets.set(parameter.name, target);
        targets.set(parameter.id, target);
      }
      const at = now();
      const refused: RefusedReading[] = [];
      const columns: ReadingColumns = { parameterIds: [], parameter: [], time: [], value: [] };
      /** The position in the batch of each reading of the columns. */
      const positions: number[] = [];
      const months = new Set<number>();
      let month = { start: Infinity, end: -Infinity };
      let repeated = 0;
      batch.readings.forEach((reading, index) => {
        const target = targets.get(reading.parameter);
        const checked = check(reading, target, at);
        if (typeof checked === 'string') return void refused.push({ index, parameter: reading.parameter, time: reading.time, reason: checked });
        if (target!.times.has(checked.time)) return void (repeated += 1);
        target!.times.add(checked.time);
        if (target!.index < 0) {
          target!.index = columns.parameterIds.push(target!.parameter.id) - 1;
          used.push(target!);
        }
        positions.push(index);
        columns.parameter.push(target!.index);
        columns.time.push(checked.time);
        columns.value.push(checked.value);
        if (checked.time < month.start || checked.time >= month.end) {
          const date = new Date(checked.time);
          month = { start: Date.UTC(date.getUTCFullYear(), date.getUTCMonth()), end: Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1) };
          months.add(month.start);
        }
      });
      await ensurePartitions(
        db,
        [...months].map((start) => new Date(start).toISOString()),
      );
      const accepted = await storeReadings(db, device, columns);
      // A reading not stored is a duplicate when the same value is stored, else a conflict, refused with its reason.
      const conflicts = accepted < columns.time.length ? await conflictingReadings(db, device.monitoringId, columns) : [];
      for (const { position, stored } of conflicts) {
        const index = positions[position];
        const { parameter, time } = batch.readings[index];
        refused.push({ index, parameter, time, reason: 'conflict', message: CONFLICT_MESSAGE, stored_value: stored });
      }
      if (conflicts.length > 0) refused.sort((a, b) => a.index - b.index);
      // Alarm rules are evaluated (before the answer) only for the parameters some enabled rule watches.
      const watched = used.filter((target) => target.parameter.watched).map((target) => target.parameter.id);
      // From the batch's earliest reading: a buffered batch may hold a whole excursion.
      if (accepted > 0 && watched.length > 0) await options.afterStore?.(device.monitoringId, watched, new Date(columns.time.reduce((a, b) => Math.min(a, b))));
      const duplicates = repeated + columns.time.length - accepted - conflicts.length;
      // The device's panel shows its last batches and their refusals.
      await recordBatch(db, { monitoringId: device.monitoringId, deviceId: device.id, received: batch.readings.length, accepted, duplicates, refusals: refused });
      return { reactor_id: device.reactorId, received: batch.readings.length, accepted, duplicates, refused };
    },
  };
}
export type IngestionService = ReturnType<typeof createIngestionService>;
