// The monitoring part of `npm run bench`: readings ingested per second over HTTP (batches of 1,000 from 10 devices at
// once) beside COPY of the same rows on the same database; a year of one-minute readings (525,600) drawn on 2,000
// pixels; and the delay from a batch posted to its live event while the devices keep posting.
import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import type { BenchDatabase } from './databases';
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
}

interface Plant {
  reactorId: string;
  monitoringId: string;
  parameterId: string;
  keys: string[];
}

async function call<Body>(origin: string, token: string, path: string, json?: unknown): Promise<Body> {
  const response = await fetch(`${origin}/api${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Body;
}

async function createPlant(origin: string, token: string, projectId: string): Promise<Plant> {
  const monitoring = await call<{ id: string }>(origin, token, '/monitoring/create', { project_id: projectId });
  const site = await call<{ id: string }>(origin, token, '/monitoring/sites', { monitoring_id: monitoring.id, name: 'Bench yard', address: null, latitude: 0, longitude: 0, time_zone: 'UTC' });
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

async function post(origin: string, key: string, body: unknown): Promise<void> {
  const response = await fetch(`${origin}/api/monitoring/gather-IOT-data`, { method: 'POST', headers: { 'device-key': key, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status !== 200) throw new Error(`ingestion answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
}

/** Every device posts its batches one after the other, all devices at once; answers readings per second. */
async function ingestAll(origin: string, plant: Plant, start: number, onBatch?: (device: number, batch: number) => void): Promise<number> {
  const began = performance.now();
  await Promise.all(
    plant.keys.map(async (key, device) => {
      for (let batch = 0; batch < BATCHES_PER_DEVICE; batch += 1) {
        onBatch?.(device, batch);
        await post(origin, key, batchOf(start, device, batch));
      }
    }),
  );
  return (DEVICES * BATCHES_PER_DEVICE * BATCH) / ((performance.now() - began) / 1000);
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

/** Delays from posting a batch to its live event on an open stream, while every device keeps posting. */
async function liveDelays(origin: string, token: string, plant: Plant, start: number): Promise<number[]> {
  const controller = new AbortController();
  const response = await fetch(`${origin}/api/monitoring/livemonitoring?reactor_id=${plant.reactorId}`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const sentAt = new Map<string, number>();
  const delays: number[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const reading = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) return;
      buffer += chunk.value;
      for (const match of buffer.matchAll(/"time":"([^"]+)"/g)) {
        const sent = sentAt.get(match[1]);
        if (sent !== undefined) {
          delays.push(performance.now() - sent);
          sentAt.delete(match[1]);
        }
      }
      buffer = buffer.slice(Math.max(0, buffer.lastIndexOf('\n\n')));
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 200));
  await ingestAll(origin, plant, start, (device, batch) => sentAt.set(batchOf(start, device, batch).readings[0].time, performance.now()));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  controller.abort();
  await reading;
  return delays.sort((a, b) => a - b);
}

const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;

export async function benchMonitoring(database: BenchDatabase, origin: string, token: string, projectId: string, postgresUrl: string | undefined): Promise<MonitoringFigures> {
  const plant = await createPlant(origin, token, projectId);
  const day = Date.UTC(2026, 0, 1);
  await ingestAll(origin, plant, day - 86_400_000); // warm-up, and the months' partitions
  const httpReadingsPerSecond = await ingestAll(origin, plant, day);
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
    liveP50Ms: percentile(delays, 0.5),
    liveP99Ms: percentile(delays, 0.99),
    liveEvents: delays.length,
  };
}

export function printMonitoring(figures: MonitoringFigures[]): void {
  for (const f of figures) {
    const ratio = f.copyReadingsPerSecond ? ` = ${(f.httpReadingsPerSecond / f.copyReadingsPerSecond).toFixed(2)}× COPY (${f.copyReadingsPerSecond.toFixed(0)} rows/s)` : '';
    console.log(`${f.database}: ingestion over HTTP, ${DEVICES} devices × batches of ${BATCH}: ${f.httpReadingsPerSecond.toFixed(0)} readings/s${ratio}`);
    console.log(`${f.database}: chart of ${YEAR_MINUTES} one-minute readings on ${CHART_WIDTH} px: p50 ${f.chartP50Ms.toFixed(1)} ms, worst ${f.chartWorstMs.toFixed(1)} ms (${CHART_RUNS} runs)`);
    console.log(`${f.database}: batch posted → live event, under that ingestion: p50 ${f.liveP50Ms.toFixed(0)} ms, p99 ${f.liveP99Ms.toFixed(0)} ms (${f.liveEvents} batches)`);
  }
}
