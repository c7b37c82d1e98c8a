// The monitoring part of `npm run bench`: readings ingested per second over HTTP (batches of 1,000 from 10 devices at
// once) beside COPY of the same rows on the same database; a year of one-minute readings (525,600) drawn on 2,000
// pixels; and the delay from a batch posted to its live event while the devices keep posting, on a stream read here and
// on one read by Chromium. The devices post prebuilt requests from a worker thread (bench/device-load.ts).
import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import type { BenchDatabase } from './databases';
import { postBatches } from './device-load';
import { openBrowserStream } from './live-browser';
import { median } from './median';

export const DEVICES = 10;
export const BATCH = 1_000;
const BATCHES_PER_DEVICE = 20;
const YEAR_MINUTES = 525_600;
const CHART_WIDTH = 2_000;
const CHART_RUNS = 15;

export interface MonitoringFigures {
  database: string;
  httpReadingsPerSecond: number;
  copyReadingsPerSecond: number | null;
  chartP50Ms: number;
  chartWorstMs: number;
  liveP50Ms: number;
  liveP99Ms: number;
  liveEvents: number;
  /** The same delays seen by Chromium (null without it). */
  liveBrowserP50Ms: number | null;
  liveBrowserP99Ms: number | null;
  liveBrowserEvents: number;
}

export interface Plant {
  reactorId: string;
  monitoringId: string;
  parameterId: string;
  keys: string[];
}

export async function call<Body>(origin: string, token: string, path: string, json?: unknown): Promise<Body> {
  const response = await fetch(`${origin}/api${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Body;
}

export async function createPlant(origin: string, token: string, projectId: string): Promise<Plant> {
  const monitoring = await call<{ id: string }>(origin, token, '/monitoring/create', { project_id: projectId });
  const site = await call<{ id: string }>(origin, token, '/monitoring/sites', {
    monitoring_id: monitoring.id,
    name: 'Bench yard',
    address: null,
    latitude: 0,
    longitude: 0,
    time_zone: 'UTC',
  });
  const reactor = await call<{ id: string }>(origin, token, '/monitoring/reactor', { site_id: site.id, name: 'Bench kiln' });
  const parameter = await call<{ id: string }>(origin, token, '/monitoring/reactor/parameters', {
    reactor_id: reactor.id,
    name: 'temperature',
    unit: '°C',
    normal_min: null,
    normal_max: null,
    expected_interval_s: 60,
  });
  const keys: string[] = [];
  for (let device = 0; device < DEVICES; device += 1) {
    keys.push((await call<{ key: string }>(origin, token, '/monitoring/reactor/devices', { reactor_id: reactor.id, name: `Logger ${device}` })).key);
  }
  return { reactorId: reactor.id, monitoringId: monitoring.id, parameterId: parameter.id, keys };
}

/** A batch of one device: its own milliseconds of one day, so that no two readings of the run collide. */
function batchOf(start: number, device: number, batch: number): { readings: { parameter: string; time: string; value: number }[] } {
  const base = start + (device * BATCHES_PER_DEVICE + batch) * BATCH * 10;
  return { readings: Array.from({ length: BATCH }, (_, i) => ({ parameter: 'temperature', time: new Date(base + i * 10).toISOString(), value: 400 + (i % 100) })) };
}

/** Each device's batches of the run, serialized (before any clock starts). */
function bodiesOf(start: number): string[][] {
  return Array.from({ length: DEVICES }, (_, device) => Array.from({ length: BATCHES_PER_DEVICE }, (_, batch) => JSON.stringify(batchOf(start, device, batch))));
}

/**
 * Every device posts its batches one after the other, all devices at once, from a worker thread (bench/device-load.ts);
 * answers readings per second, and when each batch was sent.
 */
async function ingestAll(origin: string, plant: Plant, start: number): Promise<{ readingsPerSecond: number; sentAt: number[][] }> {
  const load = await postBatches(origin, '/api/monitoring/gather-IOT-data', plant.keys, bodiesOf(start));
  return { readingsPerSecond: (DEVICES * BATCHES_PER_DEVICE * BATCH) / (load.ms / 1000), sentAt: load.sentAt };
}

/** COPY of as many rows into the same table, through psql (PostgreSQL) or the embedded engine (PGlite). */
async function copyRate(database: BenchDatabase, plant: Plant, start: number, url: string | undefined): Promise<number | null> {
  const rows = DEVICES * BATCHES_PER_DEVICE * BATCH;
  const lines: string[] = [];
  for (let i = 0; i < rows; i += 1) lines.push(`${plant.monitoringId},${plant.parameterId},${new Date(start + i * 10).toISOString()},${400 + (i % 100)}`);
  const csv = `${lines.join('\n')}\n`;
  const columns = 'measurements (monitoring_id, parameter_id, time, value)';
  const began = performance.now();
  if (database.handle.pglite) {
    await database.handle.pglite.query(`copy ${columns} from '/dev/blob' with (format csv)`, [], { blob: new Blob([csv]) });
  } else if (url) {
    const result = spawnSync('psql', [url, '-qc', `\\copy ${columns} from stdin with (format csv)`], { input: csv });
    if (result.status !== 0) return null;
  } else return null;
  return rows / ((performance.now() - began) / 1000);
}

/** A year of one-minute readings on a second parameter, with their hourly rollups, written straight in the database. */
async function fillYear(database: BenchDatabase, plant: Plant, parameterId: string): Promise<void> {
  const { db } = database.handle;
  await db.execute(sql`select monitoring_ensure_partition(d) from generate_series('2025-01-01'::timestamptz, '2025-12-01'::timestamptz, interval '1 month') d`);
  await db.execute(sql`
    insert into measurements (monitoring_id, parameter_id, time, value)
    select ${plant.monitoringId}::uuid, ${parameterId}::uuid, '2025-01-01T00:00:00Z'::timestamptz + make_interval(mins => n), 450 + 50 * sin(n / 60.0)
    from generate_series(0, ${YEAR_MINUTES - 1}) n`);
  await db.execute(sql`
    insert into measurement_rollups (monitoring_id, parameter_id, hour, min, max, sum, count)
    select monitoring_id, parameter_id, date_trunc('hour', time, 'UTC'), min(value), max(value), sum(value), count(*)::int
    from measurements where monitoring_id = ${plant.monitoringId}::uuid and parameter_id = ${parameterId}::uuid group by 1, 2, 3`);
}

async function chartTimes(origin: string, token: string, plant: Plant, parameterId: string): Promise<number[]> {
  const path = `/monitoring/charts?reactor_id=${plant.reactorId}&parameter_ids=${parameterId}&from=2025-01-01T00:00:00Z&to=2026-01-01T00:00:00Z&width=${CHART_WIDTH}`;
  const times: number[] = [];
  for (let run = 0; run < CHART_RUNS + 2; run += 1) {
    const began = performance.now();
    await call(origin, token, path);
    if (run >= 2) times.push(performance.now() - began);
  }
  return times;
}

/**
 * Delays from posting a batch to its first reading's live event while every device keeps posting: on a stream read
 * in this process (Node's fetch) and on one read by Chromium as the app's live chart reads it (none without Chromium).
 */
async function liveDelays(origin: string, token: string, plant: Plant, start: number): Promise<{ node: number[]; browser: number[] | null }> {
  const firsts = plant.keys.flatMap((_, device) => Array.from({ length: BATCHES_PER_DEVICE }, (__, batch) => batchOf(start, device, batch).readings[0].time));
  const browser = await openBrowserStream(origin, token, plant.reactorId, firsts);
  const controller = new AbortController();
  const response = await fetch(`${origin}/api/monitoring/livemonitoring?reactor_id=${plant.reactorId}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  /** When each reading time first reached the stream (ms since the epoch, as the device load counts). */
  const receivedAt = new Map<string, number>();
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const reading = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) return;
      const at = performance.timeOrigin + performance.now();
      buffer += chunk.value;
      for (const match of buffer.matchAll(/"time":"([^"]+)"/g)) if (!receivedAt.has(match[1])) receivedAt.set(match[1], at);
      buffer = buffer.slice(Math.max(0, buffer.lastIndexOf('\n\n')));
    }
  })();
  try {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { sentAt } = await ingestAll(origin, plant, start);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const delaysOf = (received: Map<string, number>) =>
      sentAt
        .flatMap((times, device) =>
          times.flatMap((sent, batch) => (received.has(firsts[device * BATCHES_PER_DEVICE + batch]) ? [received.get(firsts[device * BATCHES_PER_DEVICE + batch])! - sent] : [])),
        )
        .sort((a, b) => a - b);
    return { node: delaysOf(receivedAt), browser: browser ? delaysOf(await browser.receivedAt()) : null };
  } finally {
    controller.abort();
    await reading;
    await browser?.close();
  }
}

const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;

export async function benchMonitoring(database: BenchDatabase, origin: string, token: string, projectId: string, postgresUrl: string | undefined): Promise<MonitoringFigures> {
  const plant = await createPlant(origin, token, projectId);
  const day = Date.UTC(2026, 0, 1);
  await ingestAll(origin, plant, day - 86_400_000); // warm-up, and the months' partitions
  const { readingsPerSecond: httpReadingsPerSecond } = await ingestAll(origin, plant, day);
  const copyReadingsPerSecond = await copyRate(database, plant, day + 86_400_000, postgresUrl);
  const year = await call<{ id: string }>(origin, token, '/monitoring/reactor/parameters', {
    reactor_id: plant.reactorId,
    name: 'year',
    unit: '°C',
    normal_min: null,
    normal_max: null,
    expected_interval_s: 60,
  });
  await fillYear(database, plant, year.id);
  const chart = await chartTimes(origin, token, plant, year.id);
  const delays = await liveDelays(origin, token, plant, day + 2 * 86_400_000);
  return {
    database: database.label,
    httpReadingsPerSecond,
    copyReadingsPerSecond,
    chartP50Ms: median(chart),
    chartWorstMs: Math.max(...chart),
    liveP50Ms: percentile(delays.node, 0.5),
    liveP99Ms: percentile(delays.node, 0.99),
    liveEvents: delays.node.length,
    liveBrowserP50Ms: delays.browser && percentile(delays.browser, 0.5),
    liveBrowserP99Ms: delays.browser && percentile(delays.browser, 0.99),
    liveBrowserEvents: delays.browser?.length ?? 0,
  };
}

export function printMonitoring(figures: MonitoringFigures[]): void {
  for (const f of figures) {
    const ratio = f.copyReadingsPerSecond ? ` = ${(f.httpReadingsPerSecond / f.copyReadingsPerSecond).toFixed(2)}× COPY (${f.copyReadingsPerSecond.toFixed(0)} rows/s)` : '';
    console.log(
      `${f.database}: ingestion over HTTP, ${DEVICES} devices × batches of ${BATCH} (raw HTTP/1.1 from a worker thread): ${f.httpReadingsPerSecond.toFixed(0)} readings/s${ratio}`,
    );
    console.log(
      `${f.database}: chart of ${YEAR_MINUTES} one-minute readings on ${CHART_WIDTH} px: p50 ${f.chartP50Ms.toFixed(1)} ms, worst ${f.chartWorstMs.toFixed(1)} ms (${CHART_RUNS} runs)`,
    );
    console.log(
      `${f.database}: batch posted → live event, under that ingestion (Node fetch): p50 ${f.liveP50Ms.toFixed(0)} ms, p99 ${f.liveP99Ms.toFixed(0)} ms (${f.liveEvents} batches)`,
    );
    if (f.liveBrowserP50Ms !== null && f.liveBrowserP99Ms !== null) {
      console.log(
        `${f.database}: batch posted → live event in Chromium, as the live chart reads it: p50 ${f.liveBrowserP50Ms.toFixed(0)} ms, p99 ${f.liveBrowserP99Ms.toFixed(0)} ms (${f.liveBrowserEvents} batches)`,
      );
    }
  }
}
