import autocannon from 'autocannon';

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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Loads the URL `runs` times and keeps the median of each figure; any non-2xx answer or error is counted. */
export async function measure(url: string, options: MeasureOptions): Promise<Measurement> {
  const results = [];
  for (let run = 0; run < options.runs; run += 1) {
    results.push(await autocannon({ url, connections: options.connections, duration: options.durationSeconds, headers: options.headers }));
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
  await autocannon({ url, connections: 10, duration: 1, headers });
}
