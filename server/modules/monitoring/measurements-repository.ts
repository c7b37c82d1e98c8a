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

/**
 * The channel that tells live charts of readings just stored, and how many readings one notification of insertReadings
 * carries (8000 bytes at most); storeReadings sends the short form (see live-hub).
 */
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

/** A batch's readings in columns, index by index: parameter (an index into the distinct `parameterIds`), time (ms since the epoch) and value. */
export interface ReadingColumns {
  parameterIds: string[];
  parameter: number[];
  time: number[];
  value: number[];
}

/** Bytes of readings one notification carries at most: pg_notify takes under 8000, with the head `{"r":…,"at":…,"x":`. */
const NOTIFICATION_BYTES = 7_800;
const HOUR_MS = 3_600_000;

const numbers = (values: readonly number[]) => `{${values.join(',')}}`;
const texts = (values: readonly string[]) => `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** Each parameter's hourly min, max, sum and count over the readings. */
function hourlyRollups(columns: ReadingColumns) {
  const rollups: { k: number; hour: number; min: number; max: number; sum: number; count: number }[] = [];
  const byParameter = columns.parameterIds.map(() => new Map<number, (typeof rollups)[number]>());
  for (let i = 0; i < columns.time.length; i += 1) {
    const k = columns.parameter[i];
    const value = columns.value[i];
    const hour = Math.floor(columns.time[i] / HOUR_MS) * HOUR_MS;
    const rollup = byParameter[k].get(hour);
    if (!rollup) {
      const first = { k, hour, min: value, max: value, sum: value, count: 1 };
      byParameter[k].set(hour, first);
      rollups.push(first);
    } else {
      if (value < rollup.min) rollup.min = value;
      if (value > rollup.max) rollup.max = value;
      rollup.sum += value;
      rollup.count += 1;
    }
  }
  return rollups;
}

/**
 * The tails of the live notifications of the readings, each within NOTIFICATION_BYTES, in the short form the live hub
 * also reads: `"p":[parameter…],"b":ms,"x":[[index in p, ms after b, value]…]}`.
 */
function notificationTails(columns: ReadingColumns, base: number): string[] | undefined {
  const head = `"p":${JSON.stringify(columns.parameterIds)},"b":${base},"x":[`;
  if (head.length > NOTIFICATION_BYTES / 2) return undefined; // hundreds of parameters in one batch: insertReadings tells them
  const tails: string[] = [];
  let body = '';
  for (let i = 0; i < columns.time.length; i += 1) {
    const entry = `[${columns.parameter[i]},${columns.time[i] - base},${columns.value[i]}]`;
    if (body && head.length + body.length + entry.length + 3 > NOTIFICATION_BYTES) {
      tails.push(`${head}${body}]}`);
      body = entry;
    } else body = body ? `${body},${entry}` : entry;
  }
  if (body) tails.push(`${head}${body}]}`);
  return tails;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | undefined)?.cause) === '23505';
}

/**
 * Stores a batch's readings (distinct parameter and time) as insertReadings does, with the same rollups and live
 * notifications, cheaper when none of them is stored yet: one plain insert, its hours' rollups and notifications
 * computed here. When a reading is already stored (a retried batch), that statement fails whole (nothing of it stays)
 * and insertReadings stores the others. Not inside a transaction: the failure would end it. Answers how many were stored.
 */
export async function storeReadings(db: Database, device: { monitoringId: string; reactorId: string; id: string | null }, columns: ReadingColumns): Promise<number> {
  if (columns.time.length === 0) return 0;
  const rollups = hourlyRollups(columns);
  // Times go as milliseconds after the batch's earliest: short numbers to write and to read.
  const base = Math.min(...columns.time);
  const ids = texts(columns.parameterIds);
  const tails = notificationTails(columns, base);
  if (tails) {
    try {
      await db.execute(sql`
        with stored as (
          insert into measurements (monitoring_id, parameter_id, time, value, device_id)
          select ${device.monitoringId}::uuid, (${ids}::uuid[])[r.k], 'epoch'::timestamptz + (${base}::float8 + r.t) * interval '1 millisecond', r.v, ${device.id}::uuid
          from unnest(${numbers(columns.parameter.map((k) => k + 1))}::int[], ${numbers(columns.time.map((time) => time - base))}::float8[], ${numbers(columns.value)}::float8[]) as r(k, t, v)
        ),
        hours as (
          insert into measurement_rollups as r (monitoring_id, parameter_id, hour, min, max, sum, count)
          select ${device.monitoringId}::uuid, (${ids}::uuid[])[h.k], 'epoch'::timestamptz + h.hour * interval '1 millisecond', h.min, h.max, h.sum, h.count
          from unnest(
            ${numbers(rollups.map((rollup) => rollup.k + 1))}::int[], ${numbers(rollups.map((rollup) => rollup.hour))}::float8[],
            ${numbers(rollups.map((rollup) => rollup.min))}::float8[], ${numbers(rollups.map((rollup) => rollup.max))}::float8[],
            ${numbers(rollups.map((rollup) => rollup.sum))}::float8[], ${numbers(rollups.map((rollup) => rollup.count))}::int[]
          ) as h(k, hour, min, max, sum, count)
          on conflict (monitoring_id, parameter_id, hour) do update
          set min = least(r.min, excluded.min), max = greatest(r.max, excluded.max), sum = r.sum + excluded.sum, count = r.count + excluded.count
        )
        select count(pg_notify(${LIVE_CHANNEL}, ${`{"r":${JSON.stringify(device.reactorId)},"at":`} || to_json(now())::text || ',' || x))::int as told
        from json_array_elements_text(${JSON.stringify(tails)}::json) as x`);
      return columns.time.length;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const readings = columns.time.map((time, i) => ({ parameterId: columns.parameterIds[columns.parameter[i]], time: new Date(time).toISOString(), value: columns.value[i] }));
  return insertReadings(db, device, readings);
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
  const ids = sql.join(
    query.parameterIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
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
  const ids = sql.join(
    query.parameterIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select parameter_id, time, value, received_at from measurements
    where monitoring_id = ${query.monitoringId}::uuid and parameter_id in (${ids})
      and time >= ${query.measuredAfter}::timestamptz and received_at >= ${query.since}::timestamptz
    order by received_at, time
    limit ${CATCH_UP_LIMIT}`);
  return rowsOf<StoredReading & { received_at: Date | string }>(result);
}

/**
 * The batch's readings whose parameter and time are stored with another value (R-20.12): their positions in the
 * columns and the value stored. Asked only when some readings of a batch were not stored.
 */
export async function conflictingReadings(db: Executor, monitoringId: string, columns: ReadingColumns): Promise<{ position: number; stored: number }[]> {
  if (columns.time.length === 0) return [];
  const result = await db.execute(sql`
    select (r.i - 1)::int as position, m.value as stored
    from unnest(${texts(columns.parameterIds)}::uuid[]) with ordinality as p(id, k)
    join unnest(${numbers(columns.parameter.map((k) => k + 1))}::int[], ${numbers(columns.time)}::float8[], ${numbers(columns.value)}::float8[]) with ordinality as r(k, t, v, i) on r.k = p.k
    join measurements m on m.monitoring_id = ${monitoringId}::uuid and m.parameter_id = p.id and m.time = 'epoch'::timestamptz + r.t * interval '1 millisecond'
    where m.value <> r.v
    order by 1`);
  return rowsOf<{ position: number; stored: number }>(result).map((row) => ({ position: Number(row.position), stored: Number(row.stored) }));
}
