import type { Chart, ChartSeries } from '@/lib/schemas/monitoring-charts';
import type { Reading } from '@/lib/schemas/monitoring-data';

/** A reading that came live, with when it came (ms, this browser's clock). */
export interface LiveReading extends Reading {
  arrived: number;
}

/** A live reading keyed by parameter and time: the same reading twice (a reconnection) is kept once. */
export const readingKey = (reading: Pick<Reading, 'parameter_id' | 'time'>) => `${reading.parameter_id}@${Date.parse(reading.time)}`;

/** Adds readings to those kept, each parameter and time once; answers the same map when nothing was new. */
export function mergeLive(kept: ReadonlyMap<string, LiveReading>, readings: readonly Reading[], arrived = Date.now()): ReadonlyMap<string, LiveReading> {
  let next: Map<string, LiveReading> | null = null;
  for (const reading of readings) {
    const key = readingKey(reading);
    if ((next ?? kept).has(key)) continue;
    next ??= new Map(kept);
    next.set(key, { ...reading, arrived });
  }
  return next ?? kept;
}

/**
 * The columns uPlot draws: times, then for each parameter its mean, min and max. Where a parameter has no value at a
 * time another one has, the cell is undefined (uPlot joins across it, so a reading a day still draws as a line or a
 * point among readings every minute); where it fell silent for longer than three reporting intervals, a null breaks
 * its line (R-20.14: a 58-hour outage is a gap, not a ramp).
 */
export interface AlignedChart {
  data: (number | null | undefined)[][];
  series: ChartSeries[];
  /** Live readings drawn beyond the chart's buckets. */
  added: number;
  /** Whether each parameter has so few values that they are drawn as points too (a reading a day). */
  sparse: boolean[];
  /** Each parameter's longest silence drawn as a line (seconds). */
  longest: number[];
}

/** Below this width (px) a chart is drawn as on a phone: narrower axes, each unit still has its own. */
export const PHONE_WIDTH = 600;

/** Fewer values than this in the period: a parameter's values are drawn as points as well as joined. */
export const SPARSE_POINTS = 60;

/** A parameter's silence longer than this between two of its points is drawn as a gap (seconds). */
export function gapAfter(series: Pick<ChartSeries, 'expected_interval_s'>, bucketSeconds: number): number {
  return bucketSeconds + 3 * series.expected_interval_s;
}

/** The silences of a parameter longer than `longest`: each from one of its points to the next (seconds, both excluded). */
export function gapsOf(times: readonly number[], longest: number): [number, number][] {
  const sorted = [...times].sort((a, b) => a - b);
  const gaps: [number, number][] = [];
  for (let index = 1; index < sorted.length; index += 1) {
    if (sorted[index] - sorted[index - 1] > longest) gaps.push([sorted[index - 1], sorted[index]]);
  }
  return gaps;
}

/**
 * The chart's buckets and the live readings that arrived after them, on one time axis (seconds). A live reading is a
 * bucket of its own (min = max = mean) unless the chart already has a bucket at that second for that parameter.
 * `chartAt` is when the chart's buckets came (this browser's clock): a reading that came before them and falls in
 * their last bucket is already counted there; one that came after them is not, wherever it falls.
 */
export function alignChart(chart: Chart, live: ReadonlyMap<string, LiveReading>, until: number, chartAt = Infinity): AlignedChart {
  const perSeries = chart.series.map((series) => {
    const points = new Map<number, [number, number, number]>();
    series.points.time.forEach((time, index) => points.set(time, [series.points.mean[index], series.points.min[index], series.points.max[index]]));
    return points;
  });
  // A bucket runs from its time for bucket_seconds, both possibly fractional (a period split into about one bucket a
  // pixel), its end excluded.
  const lastBucketEnd = Math.max(0, ...chart.series.flatMap((series) => series.points.time.slice(-1).map((time) => time + chart.bucket_seconds)));
  const from = Date.parse(chart.from) / 1000;
  let added = 0;
  for (const reading of live.values()) {
    const index = chart.series.findIndex((series) => series.parameter_id === reading.parameter_id);
    const time = Date.parse(reading.time) / 1000;
    if (index < 0 || time < from || time * 1000 > until || (time < lastBucketEnd && reading.arrived <= chartAt)) continue;
    if (perSeries[index].has(time)) continue;
    perSeries[index].set(time, [reading.value, reading.value, reading.value]);
    added += 1;
  }
  const longest = chart.series.map((series) => gapAfter(series, chart.bucket_seconds));
  const gaps = perSeries.map((points, index) => gapsOf([...points.keys()], longest[index]));
  // Each gap gets a time of its own in the middle, so that it shows even with no other parameter's time inside it.
  const middles = gaps.flatMap((each) => each.map(([from, to]) => (from + to) / 2));
  const times = [...new Set([...perSeries.flatMap((points) => [...points.keys()]), ...middles])].sort((a, b) => a - b);
  const columns: (number | null | undefined)[][] = [times];
  perSeries.forEach((points, index) => {
    // Null at every time inside a silence: uPlot breaks a line from the last null's neighbours, so the break runs
    // from the parameter's point before the silence to the one after.
    const silent = (time: number) => gaps[index].some(([from, to]) => time > from && time < to);
    for (const part of [0, 1, 2]) columns.push(times.map((time) => (silent(time) ? null : points.get(time)?.[part])));
  });
  return { data: columns, series: chart.series, added, sparse: perSeries.map((points) => points.size < SPARSE_POINTS), longest };
}

/** How many readings a chart shows in all: those of its buckets and the live ones drawn after them. */
export function readingCount(chart: Chart, aligned: AlignedChart): number {
  return chart.series.reduce((sum, series) => sum + series.points.count.reduce((a, b) => a + b, 0), 0) + aligned.added;
}

/** What the pointer shows: the time under it and each parameter's value there (its nearest within its line), or null. */
export function readoutAt(aligned: AlignedChart, index: number): { time: number; values: (number | null)[] } | null {
  const times = aligned.data[0] as number[];
  const time = times[index];
  if (time === undefined) return null;
  const values = aligned.series.map((_series, at) => {
    const column = aligned.data[1 + at * 3];
    let best: number | null = null;
    let distance = Infinity;
    for (const step of [-1, 1]) {
      for (let i = index; i >= 0 && i < times.length && Math.abs(times[i] - time) <= aligned.longest[at]; i += step) {
        const value = column[i];
        if (value === null) break;
        if (value !== undefined) {
          if (Math.abs(times[i] - time) < distance) [best, distance] = [value, Math.abs(times[i] - time)];
          break;
        }
      }
    }
    return best;
  });
  return { time, values };
}
