// The live fan-out of `npm run bench` (issue 20): 1,000 live streams of one reactor open on one instance, held by 50
// readers of the project (20 streams each, the per-user limit), while its ten devices post small batches at a
// device's pace. Reports the delay from a batch posted to its arrival on every stream, and what the server's memory
// grew by per stream. The streams are held by a child process (bench/live-readers.ts), so that the bench process's
// memory is the server's; the devices post from a worker thread (bench/device-load.ts).
import type { BenchDatabase } from './databases';
import { postBatches } from './device-load';
import { openReaders } from './live-readers';
import { call, createPlant, DEVICES } from './monitoring-bench';
import { MAX_LIVE_STREAMS_PER_USER } from '@/server/modules/monitoring/live-limits';

export const FANOUT_STREAMS = 1_000;
/** Readers of the project, each holding as many streams as one user may. */
const READERS = FANOUT_STREAMS / MAX_LIVE_STREAMS_PER_USER;
/** Each device posts this many batches of BATCH_READINGS readings, one every PAUSE_MS (the ten devices a share of it apart). */
const BATCHES_PER_DEVICE = 20;
const BATCH_READINGS = 10;
const PAUSE_MS = 500;

export interface FanoutFigures {
  database: string;
  streams: number;
  readers: number;
  refused: number;
  openSeconds: number;
  rssPerStreamKb: number;
  heapPerStreamKb: number;
  p50Ms: number;
  p99Ms: number;
  worstMs: number;
  /** CPU time of the bench process (the server, and the devices' thread) per second of the ingestion, in cores. */
  serverCpu: number;
  /** Deliveries measured (batch × stream) of those expected. */
  deliveries: number;
  expected: number;
}

const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The process's memory after a full collection when Node runs with --expose-gc (`NODE_OPTIONS=--expose-gc npm run bench`). */
async function memory(): Promise<{ rss: number; heap: number }> {
  for (let pass = 0; pass < 3; pass += 1) {
    globalThis.gc?.();
    await settle(200);
  }
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heap: heapUsed };
}

/** One device's batches: its own 10 ms steps of a day, so that no two readings of the run collide. */
function bodiesOf(start: number): { bodies: string[][]; firsts: string[][] } {
  const firsts: string[][] = [];
  const bodies = Array.from({ length: DEVICES }, (_, device) => {
    firsts.push([]);
    return Array.from({ length: BATCHES_PER_DEVICE }, (_, batch) => {
      const base = start + (device * BATCHES_PER_DEVICE + batch) * BATCH_READINGS * 10;
      const readings = Array.from({ length: BATCH_READINGS }, (__, i) => ({ parameter: 'temperature', time: new Date(base + i * 10).toISOString(), value: 400 + i }));
      firsts[device].push(readings[0].time);
      return JSON.stringify({ readings });
    });
  });
  return { bodies, firsts };
}

export async function benchLiveFanout(
  database: BenchDatabase,
  origin: string,
  owner: { token: string; projectId: string },
  tokenFor: (subject: string) => Promise<string>,
): Promise<FanoutFigures> {
  const plant = await createPlant(origin, owner.token, owner.projectId);
  const tokens: string[] = [];
  for (let reader = 0; reader < READERS; reader += 1) {
    const subject = `bench-live-reader-${reader}`;
    await call(origin, owner.token, '/share', { kind: 'invite', project_id: owner.projectId, email: `${subject}@example.test`, right: 'read' });
    const token = await tokenFor(subject);
    for (let stream = 0; stream < MAX_LIVE_STREAMS_PER_USER; stream += 1) tokens.push(token);
  }
  const { bodies, firsts } = bodiesOf(Date.UTC(2026, 0, 10));
  // A warm-up batch per device: the month's partition, the devices' keys and the ingestion's code are ready.
  await postBatches(
    origin,
    '/api/monitoring/gather-IOT-data',
    plant.keys,
    bodiesOf(Date.UTC(2026, 0, 9)).bodies.map((list) => list.slice(0, 1)),
  );
  const before = await memory();
  const began = performance.now();
  const readers = await openReaders(origin, `/api/monitoring/livemonitoring?reactor_id=${plant.reactorId}`, tokens, firsts.flat());
  const openSeconds = (performance.now() - began) / 1000;
  try {
    const after = await memory();
    const cpu = process.cpuUsage();
    const load = await postBatches(origin, '/api/monitoring/gather-IOT-data', plant.keys, bodies, { pauseMs: PAUSE_MS });
    const { sentAt } = load;
    const used = process.cpuUsage(cpu);
    await settle(1_500);
    const arrivals = await readers.arrivals();
    const delays = sentAt.flatMap((times, device) => times.flatMap((sent, batch) => (arrivals.get(firsts[device][batch]) ?? []).map((at) => at - sent))).sort((a, b) => a - b);
    const opened = readers.opened.ready;
    return {
      database: database.label,
      streams: opened,
      readers: READERS,
      refused: readers.opened.refused,
      openSeconds,
      rssPerStreamKb: (after.rss - before.rss) / opened / 1024,
      heapPerStreamKb: (after.heap - before.heap) / opened / 1024,
      p50Ms: percentile(delays, 0.5),
      p99Ms: percentile(delays, 0.99),
      worstMs: delays.at(-1) ?? Number.NaN,
      serverCpu: (used.user + used.system) / 1000 / load.ms,
      deliveries: delays.length,
      expected: DEVICES * BATCHES_PER_DEVICE * FANOUT_STREAMS,
    };
  } finally {
    await readers.close();
  }
}

export function printFanout(figures: FanoutFigures[]): void {
  for (const f of figures) {
    console.log(
      `${f.database}: live fan-out, ${f.streams} streams of one reactor (${f.readers} readers × ${MAX_LIVE_STREAMS_PER_USER}, ${f.refused} refused, opened in ` +
        `${f.openSeconds.toFixed(1)} s) while ${DEVICES} devices post ${BATCH_READINGS} readings every ${PAUSE_MS} ms: batch posted → event on each stream ` +
        `p50 ${f.p50Ms.toFixed(0)} ms, p99 ${f.p99Ms.toFixed(0)} ms, worst ${f.worstMs.toFixed(0)} ms (${f.deliveries} of ${f.expected} deliveries); ` +
        `server process busy ${(f.serverCpu * 100).toFixed(0)} % of a core meanwhile; server memory per open stream: RSS ${f.rssPerStreamKb.toFixed(1)} KiB, JS heap ${f.heapPerStreamKb.toFixed(1)} KiB`,
    );
  }
}
