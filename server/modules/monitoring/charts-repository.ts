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
