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

/** The columns uPlot draws: times, then for each parameter its mean, min and max (null where it has no bucket). */
export interface AlignedChart {
  data: (number | null)[][];
  series: ChartSeries[];
  /** Live readings drawn beyond the chart's buckets. */
  added: number;
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
  const times = [...new Set(perSeries.flatMap((points) => [...points.keys()]))].sort((a, b) => a - b);
  const columns: (number | null)[][] = [times];
  for (const points of perSeries) {
    for (const part of [0, 1, 2]) columns.push(times.map((time) => points.get(time)?.[part] ?? null));
  }
  return { data: columns, series: chart.series, added };
}

/** How many readings a chart shows in all: those of its buckets and the live ones drawn after them. */
export function readingCount(chart: Chart, aligned: AlignedChart): number {
  return chart.series.reduce((sum, series) => sum + series.points.count.reduce((a, b) => a + b, 0), 0) + aligned.added;
}
