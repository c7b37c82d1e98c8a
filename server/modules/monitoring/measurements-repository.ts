import { sql } from 'drizzle-orm';
import type { Database, Executor } from '@/server/db/client';

/* Readings: the partitioned `measurements` table (migration 0007). */

export interface NewReading {
  parameterId: string;
  /** ISO 8601, UTC. */
  time: string;
  value: number;
}

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** Months (first instant, UTC, ISO) whose partition this process has seen, per database. */
const knownMonths = new WeakMap<object, Set<string>>();

export function monthOf(time: string): string {
  return `${time.slice(0, 7)}-01T00:00:00.000Z`;
}

/** Makes sure each month has its partition, asking the database only about months this process has not seen. */
export async function ensurePartitions(db: Database, months: Iterable<string>): Promise<void> {
  let known = knownMonths.get(db);
  if (!known) knownMonths.set(db, (known = new Set()));
  for (const month of months) {
    if (known.has(month)) continue;
    await db.execute(sql`select monitoring_ensure_partition(${month}::timestamptz)`);
    known.add(month);
  }
}

/** The channel that tells live charts of readings just stored, and how many readings one notification carries (8000 bytes at most). */
export const LIVE_CHANNEL = 'monitoring_live';
export const READINGS_PER_NOTIFICATION = 80;

/**
 * Stores the readings in one statement; a reading whose parameter and time are already stored is left alone. The same
 * statement adds the readings it stored (and only those) to their hours' rollups, and tells live charts about them on
 * LIVE_CHANNEL (`{ r: reactor, at: time stored, x: [[parameter, ms, value]…] }`, sent on commit, to every instance).
 * Answers how many were stored.
 */
export async function insertReadings(db: Executor, device: { monitoringId: string; reactorId: string; id: string | null }, readings: NewReading[]): Promise<number> {
  const { monitoringId, id: deviceId } = device;
  if (readings.length === 0) return 0;
  const payload = JSON.stringify(readings.map((reading) => ({ p: reading.parameterId, t: reading.time, v: reading.value })));
  const result = await db.execute(sql`
    with stored as (
      insert into measurements (monitoring_id, parameter_id, time, value, device_id)
      select ${monitoringId}::uuid, r.p, r.t, r.v, ${deviceId}::uuid
      from json_to_recordset(${payload}::json) as r(p uuid, t timestamptz, v double precision)
      on conflict do nothing
      returning parameter_id, time, value
    ),
    hours as (
      insert into measurement_rollups as r (monitoring_id, parameter_id, hour, min, max, sum, count)
      select ${monitoringId}::uuid, parameter_id, date_trunc('hour', time, 'UTC'), min(value), max(value), sum(value), count(*)::int
      from stored group by 2, 3
      on conflict (monitoring_id, parameter_id, hour) do update
      set min = least(r.min, excluded.min), max = greatest(r.max, excluded.max), sum = r.sum + excluded.sum, count = r.count + excluded.count
    ),
    numbered as (
      select parameter_id, time, value, (row_number() over () - 1) / ${READINGS_PER_NOTIFICATION} as chunk from stored
    ),
    told as (
      select pg_notify(${LIVE_CHANNEL}, json_build_object(
        'r', ${device.reactorId}::text, 'at', now(),
        'x', json_agg(json_build_array(parameter_id, (extract(epoch from time) * 1000)::bigint, value)))::text)
      from numbered group by chunk
    )
    select (select count(*)::int from stored) as stored, (select count(*)::int from told) as told`);
  return Number(rowsOf<{ stored: number }>(result)[0]?.stored ?? 0);
}

export interface StoredReading {
  parameter_id: string;
  time: Date | string;
  value: number;
}

/** Readings of some parameters in [from, to), by time then parameter, after the cursor's position. */
export async function selectReadings(
  db: Executor,
  query: { monitoringId: string; parameterIds: string[]; from: string; to: string; limit: number; after?: { time: string; parameterId: string } },
): Promise<StoredReading[]> {
  if (query.parameterIds.length === 0) return [];
  const after = query.after ? sql`and (time, parameter_id) > (${query.after.time}::timestamptz, ${query.after.parameterId}::uuid)` : sql``;
  const ids = sql.join(query.parameterIds.map((id) => sql`${id}::uuid`), sql`, `);
  const result = await db.execute(sql`
    select parameter_id, time, value from measurements
    where monitoring_id = ${query.monitoringId}::uuid and parameter_id in (${ids})
      and time >= ${query.from}::timestamptz and time < ${query.to}::timestamptz ${after}
    order by time, parameter_id
    limit ${query.limit}`);
  return rowsOf<StoredReading>(result);
}

/** Most readings a reconnecting live stream is sent at once. */
export const CATCH_UP_LIMIT = 10_000;

/** Readings of some parameters stored at or after `since` and measured after `measuredAfter`, in the order they were stored. */
export async function selectReadingsStoredSince(
  db: Executor,
  query: { monitoringId: string; parameterIds: string[]; since: string; measuredAfter: string },
): Promise<(StoredReading & { received_at: Date | string })[]> {
  if (query.parameterIds.length === 0) return [];
  const ids = sql.join(query.parameterIds.map((id) => sql`${id}::uuid`), sql`, `);
  const result = await db.execute(sql`
    select parameter_id, time, value, received_at from measurements
    where monitoring_id = ${query.monitoringId}::uuid and parameter_id in (${ids})
      and time >= ${query.measuredAfter}::timestamptz and received_at >= ${query.since}::timestamptz
    order by received_at, time
    limit ${CATCH_UP_LIMIT}`);
  return rowsOf<StoredReading & { received_at: Date | string }>(result);
}
