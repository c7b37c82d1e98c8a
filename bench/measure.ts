import autocannon from 'autocannon';
import { median } from './median';

export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

export interface MeasureOptions {
  connections: number;
  durationSeconds: number;
  runs: number;
  headers?: Record<string, string>;
}

/** Loads the URL `runs` times and keeps the median of each figure; any non-2xx answer or error is counted. */
export async function measure(url: string, options: MeasureOptions): Promise<Measurement> {
  const results = [];
  for (let run = 0; run < options.runs; run += 1) {
    results.push(
      await autocannon({
        url,
        connections: options.connections,
        duration: options.durationSeconds,
        headers: options.headers,
        // The load generator runs in a thread of its own, so that its work is not charged to the server.
        workers: 1,
      }),
    );
  }
  return {
    requestsPerSecond: median(results.map((result) => result.requests.average)),
    p50Ms: median(results.map((result) => result.latency.p50)),
    p99Ms: median(results.map((result) => result.latency.p99)),
    failures: results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0),
  };
}

/** A short warm-up so that the first measured run does not pay for JIT compilation and connection set-up. */
export async function warmUp(url: string, headers?: Record<string, string>): Promise<void> {
  await autocannon({ url, connections: 10, duration: 1, headers, workers: 1 });
}

/** One simulated user's next request; resolves to whether the server accepted it. */
export type UserStep = () => Promise<boolean>;

function percentile(sorted: number[], fraction: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

export interface UserOptions extends Pick<MeasureOptions, 'durationSeconds' | 'runs'> {
  /** How long each user waits after an answer before the next request (0: at once). Not counted as latency. */
  pauseMs?: number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * For requests that depend on the previous answer (a save names the version it replaces): one loop per
 * simulated user, each sending its next request when the last one is answered (after `pauseMs`), for the run's
 * duration. The users start spread over one pause, as real users do not act in step. Medians of `runs` runs,
 * like `measure`.
 */
export async function measureUsers(users: UserStep[], options: UserOptions): Promise<Measurement> {
  const pauseMs = options.pauseMs ?? 0;
  const runs: Measurement[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    const latencies: number[] = [];
    let failures = 0;
    const started = performance.now();
    const end = started + options.durationSeconds * 1000;
    await Promise.all(
      users.map(async (step, index) => {
        if (pauseMs > 0) await pause((pauseMs * index) / users.length);
        while (performance.now() < end) {
          const before = performance.now();
          const accepted = await step().catch((error: unknown) => {
            console.error(`  request failed: ${error instanceof Error ? error.message : String(error)}`);
            return false;
          });
          latencies.push(performance.now() - before);
          if (!accepted) failures += 1;
          if (pauseMs > 0) await pause(pauseMs);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    runs.push({ requestsPerSecond: latencies.length / seconds, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99), failures });
  }
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p50Ms: median(runs.map((run) => run.p50Ms)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
  };
}
