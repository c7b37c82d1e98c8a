import type { Language } from '@/lib/schemas/common';
import type { Chart, ChartQuery, ChartSeries } from '@/lib/schemas/monitoring-charts';
import type { Database } from '@/server/db/client';
import type { AlarmRow, ParameterRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import type { Caller } from '@/server/modules/projects/public';
import { alarmMessage } from './alarms-message';
import { alarmsDuring } from './alarms-repository';
import { chartObservations } from './chart-observations';
import { bucketsBySiteDays, bucketsFromReadings, bucketsFromRollups, siteDayBounds, type BucketQuery, type BucketRow } from './charts-repository';
import { readingsCsv } from './csv-export';
import { PARAMETER_NOT_FOUND, REACTOR_NOT_FOUND, reactorFor } from './reactors-service';
import { findSite, listParameters } from './setup-repository';

const HOUR_MS = 3_600_000;

/** An alarm's text on the chart: the alarms list's own renderer; an alarm raised before facts were kept keeps its text. */
function alarmText(alarm: AlarmRow, parameters: ParameterRow[], language: Language, zone: string): string {
  const parameter = parameters.find((one) => one.id === alarm.parameterId);
  return parameter ? alarmMessage(alarm, parameter, language, zone) : (alarm.message ?? '');
}
const DAY_MS = 86_400_000;

/**
 * The buckets for a period and a width: about one per pixel. Under an hour they come from the readings; from an hour
 * on, from the hourly rollups, in whole hours, the period widened to hour boundaries.
 */
export function planBuckets(fromMs: number, toMs: number, width: number): { fromMs: number; toMs: number; bucketMs: number; source: Chart['source'] } {
  const bucketMs = Math.max(1, Math.ceil((toMs - fromMs) / width));
  if (bucketMs < HOUR_MS) return { fromMs, toMs, bucketMs, source: 'readings' };
  const start = Math.floor(fromMs / HOUR_MS) * HOUR_MS;
  const end = Math.ceil(toMs / HOUR_MS) * HOUR_MS;
  return { fromMs: start, toMs: end, bucketMs: Math.ceil((end - start) / width / HOUR_MS) * HOUR_MS, source: 'hourly_rollups' };
}

interface Plan extends ReturnType<typeof planBuckets> {
  /** The site's time zone; `days` is set when buckets are that many whole days of it. */
  zone: string;
  days?: number;
}

function seriesOf(parameter: ParameterRow, rows: BucketRow[], fromMs: number, bucketMs: number): Omit<ChartSeries, 'observations'> {
  const points: ChartSeries['points'] = { time: [], min: [], max: [], mean: [], count: [] };
  for (const row of rows) {
    points.time.push((row.start ?? fromMs + row.bucket * bucketMs) / 1000);
    points.min.push(row.min);
    points.max.push(row.max);
    points.mean.push(row.mean);
    points.count.push(row.count);
  }
  return {
    parameter_id: parameter.id,
    name: parameter.name,
    unit: parameter.unit,
    normal_min: parameter.normalMin,
    normal_max: parameter.normalMax,
    expected_interval_s: parameter.expectedIntervalS,
    points,
  };
}

/** Charts of a reactor (anyone who may read its project) and the CSV export of their readings. */
export function createChartsService(db: Database) {
  async function chosenParameters(query: Pick<ChartQuery, 'reactor_id' | 'parameter_ids'>, caller: Caller) {
    const reactor = await reactorFor(db, query.reactor_id, caller, 'read');
    const parameters = await listParameters(db, reactor.monitoringId, [reactor.id]);
    if (!query.parameter_ids) return { reactor, parameters };
    const chosen = parameters.filter((parameter) => query.parameter_ids?.includes(parameter.id));
    if (chosen.length !== query.parameter_ids.length) throw new ApiError(404, PARAMETER_NOT_FOUND);
    return { reactor, parameters: chosen };
  }

  /** Buckets of a day or longer are whole days of the site's clock; shorter ones, fixed lengths. */
  async function planFor(fromMs: number, toMs: number, width: number, zone: string): Promise<Plan> {
    const plan = planBuckets(fromMs, toMs, width);
    if (plan.bucketMs < DAY_MS) return { ...plan, zone };
    const bounds = await siteDayBounds(db, fromMs, toMs, zone);
    // Whole days, about as many buckets as asked (a week across a change of clock lasts 167 or 169 hours).
    const days = Math.max(1, Math.round((bounds.toMs - bounds.fromMs) / DAY_MS / width));
    return { ...bounds, bucketMs: days * DAY_MS, source: 'hourly_rollups', zone, days };
  }

  function readBuckets(query: BucketQuery & Pick<Plan, 'source' | 'zone' | 'days'>): Promise<BucketRow[]> {
    if (query.days) return bucketsBySiteDays(db, { ...query, days: query.days });
    return query.source === 'readings' ? bucketsFromReadings(db, query) : bucketsFromRollups(db, query);
  }

  return {
    async chart(query: ChartQuery, caller: Caller, language: Language = 'en'): Promise<Chart> {
      const { reactor, parameters } = await chosenParameters(query, caller);
      const site = await findSite(db, reactor.siteId);
      const plan = await planFor(Date.parse(query.from), Date.parse(query.to), query.width, site?.timeZone ?? 'UTC');
      const rows = await readBuckets({ monitoringId: reactor.monitoringId, parameterIds: parameters.map((parameter) => parameter.id), ...plan });
      const byParameter = new Map<string, BucketRow[]>();
      for (const row of rows) {
        const list = byParameter.get(row.parameter_id);
        if (list) list.push(row);
        else byParameter.set(row.parameter_id, [row]);
      }
      const alarms = await alarmsDuring(
        db,
        reactor.monitoringId,
        parameters.map((parameter) => parameter.id),
        new Date(plan.fromMs),
        new Date(plan.toMs),
      );
      const observed = await chartObservations(db, {
        monitoringId: reactor.monitoringId,
        parameterIds: parameters.map((parameter) => parameter.id),
        from: new Date(plan.fromMs),
        to: new Date(plan.toMs),
      });
      return {
        reactor_id: reactor.id,
        alarms: alarms.map((alarm) => ({
          id: alarm.id,
          parameter_id: alarm.parameterId,
          kind: alarm.kind,
          state: alarm.state,
          triggered_at: alarm.triggeredAt.toISOString(),
          cleared_at: alarm.clearedAt ? alarm.clearedAt.toISOString() : null,
          // the text from the alarm's facts, in the caller's language and the site's zone (named), as the alarms list.
          message: alarmText(alarm, parameters, language, plan.zone),
        })),
        time_zone: plan.zone,
        from: new Date(plan.fromMs).toISOString(),
        to: new Date(plan.toMs).toISOString(),
        bucket_seconds: plan.bucketMs / 1000,
        source: plan.source,
        series: parameters.map((parameter) => ({
          ...seriesOf(parameter, byParameter.get(parameter.id) ?? [], plan.fromMs, plan.bucketMs),
          observations: observed(parameter.id),
        })),
      };
    },

    /** Every reading of the period as CSV, named after the reactor and the period (see csv-export, R-20.17). */
    async csv(query: ChartQuery, caller: Caller): Promise<{ name: string; body: ReadableStream<Uint8Array> }> {
      const { reactor, parameters } = await chosenParameters(query, caller);
      const site = await findSite(db, reactor.siteId);
      if (!site) throw new ApiError(404, REACTOR_NOT_FOUND);
      return readingsCsv(db, { site, reactor, parameters, from: query.from, to: query.to });
    },
  };
}
export type ChartsService = ReturnType<typeof createChartsService>;
