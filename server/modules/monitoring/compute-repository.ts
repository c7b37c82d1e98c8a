import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import type { ParameterRow } from '@/server/db/schema';

/* The readings the KPIs are computed from, summed up in the database. */

export interface ReadingsAggregate {
  count: number;
  min: number;
  max: number;
  mean: number;
  sum: number;
  /** Readings at or above `hot` (temperature only). */
  hot: number;
  /** Reporting intervals holding a reading at or above `hot`. */
  hotIntervals: number;
}

/** The readings of one parameter in [from, to), or undefined when it has none there. */
export async function aggregateReadings(db: Executor, parameter: ParameterRow, from: string, to: string, hot = Number.MAX_VALUE): Promise<ReadingsAggregate | undefined> {
  const interval = Math.max(1, parameter.expectedIntervalS);
  const result = (await db.execute(sql`
    select count(*)::int as count, min(value) as min, max(value) as max, avg(value) as mean, sum(value) as sum,
      count(*) filter (where value >= ${hot})::int as hot,
      count(distinct floor(extract(epoch from time) / ${interval})) filter (where value >= ${hot})::int as hot_intervals
    from measurements
    where monitoring_id = ${parameter.monitoringId}::uuid and parameter_id = ${parameter.id}::uuid
      and time >= ${from}::timestamptz and time < ${to}::timestamptz`)) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0];
  if (!row || Number(row.count) === 0) return undefined;
  return {
    count: Number(row.count),
    min: Number(row.min),
    max: Number(row.max),
    mean: Number(row.mean),
    sum: Number(row.sum),
    hot: Number(row.hot),
    hotIntervals: Number(row.hot_intervals),
  };
}
