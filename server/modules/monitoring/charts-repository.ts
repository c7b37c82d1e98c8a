import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';

/* Downsampling in the database: one row per parameter and bucket, from the readings or from the hourly rollups. */

export interface BucketRow {
  parameter_id: string;
  bucket: number;
  min: number;
  max: number;
  mean: number;
  count: number;
  /** The bucket's start (ms) when buckets are days of the site, not of a fixed length. */
  start?: number;
}

export interface BucketQuery {
  monitoringId: string;
  parameterIds: string[];
  /** Start of the first bucket and end of the period, in ms since 1970. */
  fromMs: number;
  toMs: number;
  bucketMs: number;
}

function rowsOf(result: unknown): BucketRow[] {
  return (result as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    parameter_id: String(row.parameter_id),
    bucket: Number(row.bucket),
    min: Number(row.min),
    max: Number(row.max),
    mean: Number(row.mean),
    count: Number(row.count),
    ...(row.start === undefined ? {} : { start: Number(row.start) }),
  }));
}

const ids = (parameterIds: string[]) =>
  sql.join(
    parameterIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** Buckets computed from the readings themselves (short periods). */
export async function bucketsFromReadings(db: Executor, query: BucketQuery): Promise<BucketRow[]> {
  if (query.parameterIds.length === 0) return [];
  const from = new Date(query.fromMs).toISOString();
  const to = new Date(query.toMs).toISOString();
  return rowsOf(
    await db.execute(sql`
      select parameter_id, floor((extract(epoch from time) * 1000 - ${query.fromMs}) / ${query.bucketMs})::int as bucket,
        min(value) as min, max(value) as max, avg(value) as mean, count(*)::int as count
      from measurements
      where monitoring_id = ${query.monitoringId}::uuid and parameter_id in (${ids(query.parameterIds)})
        and time >= ${from}::timestamptz and time < ${to}::timestamptz
      group by 1, 2
      order by 1, 2`),
  );
}

/** Buckets of whole hours, from the hourly rollups (long periods): the period's bounds are hour boundaries. */
export async function bucketsFromRollups(db: Executor, query: BucketQuery): Promise<BucketRow[]> {
  if (query.parameterIds.length === 0) return [];
  const from = new Date(query.fromMs).toISOString();
  const to = new Date(query.toMs).toISOString();
  return rowsOf(
    await db.execute(sql`
      select parameter_id, floor((extract(epoch from hour) * 1000 - ${query.fromMs}) / ${query.bucketMs})::int as bucket,
        min(min) as min, max(max) as max, sum(sum) / sum(count) as mean, sum(count)::int as count
      from measurement_rollups
      where monitoring_id = ${query.monitoringId}::uuid and parameter_id in (${ids(query.parameterIds)})
        and hour >= ${from}::timestamptz and hour < ${to}::timestamptz
      group by 1, 2
      order by 1, 2`),
  );
}

/** The site's midnight at or before `from` and the one at or after `to` (R-20.2: days are the site's days). */
export async function siteDayBounds(db: Executor, fromMs: number, toMs: number, zone: string): Promise<{ fromMs: number; toMs: number }> {
  const from = new Date(fromMs).toISOString();
  const to = new Date(toMs).toISOString();
  const result = (await db.execute(sql`
    select extract(epoch from date_trunc('day', ${from}::timestamptz at time zone ${zone}) at time zone ${zone}) * 1000 as from_ms,
      extract(epoch from (date_trunc('day', (${to}::timestamptz - interval '1 millisecond') at time zone ${zone}) + interval '1 day') at time zone ${zone}) * 1000 as to_ms`)) as unknown as {
    rows: { from_ms: unknown; to_ms: unknown }[];
  };
  const [row] = result.rows;
  return { fromMs: Number(row.from_ms), toMs: Number(row.to_ms) };
}

/**
 * Buckets of whole days of the site, `days` at a time, from the hourly rollups: a day runs from the site's
 * midnight to the next (23 or 25 hours across a change of clock), each bucket's start given. `fromMs` is a site midnight.
 */
export async function bucketsBySiteDays(db: Executor, query: BucketQuery & { days: number; zone: string }): Promise<BucketRow[]> {
  if (query.parameterIds.length === 0) return [];
  const from = new Date(query.fromMs).toISOString();
  const to = new Date(query.toMs).toISOString();
  const { zone, days } = query;
  return rowsOf(
    await db.execute(sql`
      with first as (select (${from}::timestamptz at time zone ${zone})::date as day),
      rows as (
        select parameter_id, (((hour at time zone ${zone})::date - first.day) / ${days}::int)::int as bucket, first.day, min, max, sum, count
        from measurement_rollups, first
        where monitoring_id = ${query.monitoringId}::uuid and parameter_id in (${ids(query.parameterIds)})
          and hour >= ${from}::timestamptz and hour < ${to}::timestamptz
      )
      select parameter_id, bucket, extract(epoch from (day + bucket * ${days}::int)::timestamp at time zone ${zone}) * 1000 as start,
        min(min) as min, max(max) as max, sum(sum) / sum(count) as mean, sum(count)::int as count
      from rows
      group by parameter_id, bucket, day
      order by 1, 2`),
  );
}
