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
}

/** The readings of one parameter in [from, to), or undefined when it has none there. */
export async function aggregateReadings(db: Executor, parameter: ParameterRow, from: string, to: string): Promise<ReadingsAggregate | undefined> {
  const result = (await db.execute(sql`
    select count(*)::int as count, min(value) as min, max(value) as max, avg(value) as mean, sum(value) as sum
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
  };
}

/** Time at temperature of a reactor temperature parameter over [from, end), in seconds. */
export interface TimeAtTemperature {
  /** Covered by readings: each holds until the next, unless the gap is longer than `maxGapS` (then unknown). */
  knownS: number;
  /** Of the known time, at or above `hot`. */
  hotS: number;
  /** Of the known time, below `hot` in dips: runs between two runs at temperature lasting at most `maxDipS`. */
  dipS: number;
  /** Readings in the period (those before and after it, which may hold into it, aside). */
  readings: number;
  /** Lowest value during production (at temperature and dips), in the parameter's unit. */
  productionMin: number | null;
  /** Time-weighted mean during production. */
  productionMean: number | null;
}

/**
 * Time at temperature, summed in the database with window functions so that it scales with the readings: lead()
 * gives each reading its span (until the next reading, the one before the period and the one after included), a
 * span longer than `maxGapS` is unknown, spans are clipped to the period, and consecutive spans of one state
 * (hot, cold, unknown) form runs whose neighbours tell a dip from a stop.
 */
export async function timeAtTemperature(
  db: Executor,
  parameter: ParameterRow,
  period: { from: string; end: string },
  limits: { hot: number; maxGapS: number; maxDipS: number },
): Promise<TimeAtTemperature> {
  const where = sql`monitoring_id = ${parameter.monitoringId}::uuid and parameter_id = ${parameter.id}::uuid`;
  const from = sql`${period.from}::timestamptz`;
  const end = sql`${period.end}::timestamptz`;
  const dip = sql`state = 'cold' and before = 'hot' and after = 'hot' and seconds <= ${limits.maxDipS}::double precision`;
  const producing = sql`(state = 'hot' or (${dip}))`;
  const result = (await db.execute(sql`
    with readings as (
      (select time, value from measurements where ${where} and time < ${from} order by time desc limit 1)
      union all
      (select time, value from measurements where ${where} and time >= ${from} and time < ${end})
      union all
      (select time, value from measurements where ${where} and time >= ${end} order by time limit 1)
    ),
    spans as (
      select time, value, coalesce(lead(time) over (order by time), ${end}) as next from readings
    ),
    clipped as (
      select time, value,
        case when extract(epoch from next - time) > ${limits.maxGapS}::double precision then 'unknown'
             when value >= ${limits.hot}::double precision then 'hot' else 'cold' end as state,
        extract(epoch from least(next, ${end}) - greatest(time, ${from}))::double precision as seconds
      from spans where next > ${from} and time < ${end}
    ),
    marked as (
      select *, case when state is distinct from lag(state) over (order by time) then 1 else 0 end as starts from clipped
    ),
    numbered as (
      select *, sum(starts) over (order by time) as run from marked
    ),
    runs as (
      select run, min(state) as state, sum(seconds) as seconds, min(value) as low, sum(value * seconds) as weighted
      from numbered group by run
    ),
    judged as (
      select *, lag(state) over (order by run) as before, lead(state) over (order by run) as after from runs
    )
    select
      coalesce(sum(seconds) filter (where state <> 'unknown'), 0) as known_s,
      coalesce(sum(seconds) filter (where state = 'hot'), 0) as hot_s,
      coalesce(sum(seconds) filter (where ${dip}), 0) as dip_s,
      min(low) filter (where ${producing}) as production_min,
      sum(weighted) filter (where ${producing}) / nullif(sum(seconds) filter (where ${producing}), 0) as production_mean,
      (select count(*) from readings where time >= ${from} and time < ${end}) as readings
    from judged`)) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0] ?? {};
  const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    knownS: Number(row.known_s ?? 0),
    hotS: Number(row.hot_s ?? 0),
    dipS: Number(row.dip_s ?? 0),
    readings: Number(row.readings ?? 0),
    productionMin: numberOrNull(row.production_min),
    productionMean: numberOrNull(row.production_mean),
  };
}
