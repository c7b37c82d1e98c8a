// The duplicate look-up of issue 22 (R-22.7, R-22.30) measured on its own: 100,000 artefacts in one monitoring, then
// the first copy of a stored hash, a thousand times, with nothing else of the bench running. Beside each look-up it
// times a `select 1` through the same client (the round trip with no work in it) and, on a sample, the database's own
// execution time (EXPLAIN ANALYZE): when the look-up's tail is the machine's load, the round trip's tail shows it too
// while the execution stays flat. The load average is read before and after.
// Alone: `npx tsx bench/duplicate-lookup-bench.ts` (PGlite; PostgreSQL too with BENCH_DATABASE_URL), measured with the
// machine as it is, then with BENCH_LOOKUP_BUSY (2 by default, 0 to skip) busy processes of our own beside it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { firstWithSha } from '@/server/modules/artefacts/checks-repository';
import { pgliteDatabase, postgresDatabase, type BenchDatabase } from './databases';

export const LOOKUP_ARTEFACTS = 100_000;
const LOOKUPS = 1_000;
const WARM_UP = 200;
/** Every tenth look-up is also run under EXPLAIN ANALYZE for the database's own time. */
const EXPLAIN_EVERY = 10;
export const LOOKUP_P99_TARGET_MS = 20;

export interface Spread {
  p50: number;
  p99: number;
  max: number;
}

export interface LookupFigures {
  database: string;
  /** What ran beside it: "alone", or "N busy processes". */
  beside: string;
  /** The look-up as the checks call it, in ms. */
  lookup: Spread;
  /** `select 1` through the same client, in ms. */
  roundTrip: Spread;
  /** The database's execution time of the look-up (EXPLAIN ANALYZE), in ms. */
  execution: Spread;
  /**
   * How late this process's event loop ran its timers meanwhile (1 ms resolution), in ms: stalls no query explains.
   * Null on PGlite, whose queries never leave the loop idle long enough for a timer to be sampled.
   */
  loopDelay: Spread | null;
  /** The plan's scan node, e.g. "Index Only Scan using monitoring_artefacts_sha_idx … Heap Fetches: 0". */
  plan: string;
  /** 1-minute load average before and after (two cores). */
  loadBefore: number;
  loadAfter: number;
  /** Linux's CPU pressure after it (`/proc/pressure/cpu`, some avg10): the % of time some task waited for a core. */
  cpuPressure: number | null;
}

/** The share of the last 10 s in which some task waited for a CPU; null where the kernel does not say. */
function cpuPressure(): number | null {
  try {
    return Number(/some avg10=([\d.]+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'))?.[1] ?? NaN);
  } catch {
    return null;
  }
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const spread = (values: number[]): Spread => ({ p50: percentile(values, 50), p99: percentile(values, 99), max: Math.max(...values) });

const rowsOf = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Record<string, unknown>[];
const shaOf = (n: number) => createHash('sha256').update(String(n)).digest('hex');

/** 100,000 artefacts in a monitoring of their own, the table vacuumed (as autovacuum leaves it) and analysed. */
export async function seedLookup(db: Database): Promise<string> {
  const monitoringId = randomUUID();
  await db.execute(sql`
    insert into monitoring_artefacts (monitoring_id, source, file_name, content_type, size, sha256, storage_path, created_at)
    select ${monitoringId}::uuid, 'phone', 'p' || n || '.jpg', 'image/jpeg', 4194304, encode(sha256(n::text::bytea), 'hex'), 'bench/' || n, now() - n * interval '1 second'
    from generate_series(1, ${LOOKUP_ARTEFACTS}) as n`);
  await db.execute(sql`vacuum analyze monitoring_artefacts`);
  return monitoringId;
}

async function explained(db: Database, monitoringId: string, sha: string): Promise<{ ms: number; plan: string }> {
  const lines = rowsOf(
    await db.execute(
      sql`explain (analyze, costs off) select id from monitoring_artefacts where monitoring_id = ${monitoringId}::uuid and sha256 = ${sha} order by created_at, id limit 1`,
    ),
  ).map((row) => String(Object.values(row)[0]));
  const ms = Number(/Execution Time: ([\d.]+) ms/.exec(lines.join('\n'))?.[1] ?? NaN);
  const plan = lines
    .filter((line) => /Scan|Heap Fetches|Sort/.test(line))
    .map((line) => line.replace(/\s*\(actual.*$/, '').replace(/^[\s>-]+/, ''))
    .join('; ');
  return { ms, plan };
}

/** Measures the look-up on an already seeded monitoring. */
export async function measureLookup(database: BenchDatabase, monitoringId: string, beside = 'alone'): Promise<LookupFigures> {
  const db = database.handle.db;
  const random = () => 1 + Math.floor(Math.random() * LOOKUP_ARTEFACTS);
  for (let index = 0; index < WARM_UP; index += 1) await firstWithSha(db, monitoringId, shaOf(random()));
  const loadBefore = loadavg()[0];
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const lookups: number[] = [];
  const trips: number[] = [];
  const executions: number[] = [];
  let plan = '';
  for (let index = 0; index < LOOKUPS; index += 1) {
    const sha = shaOf(random());
    let at = performance.now();
    const found = await firstWithSha(db, monitoringId, sha);
    lookups.push(performance.now() - at);
    if (!found) throw new Error('the look-up missed a stored hash');
    at = performance.now();
    await db.execute(sql`select 1`);
    trips.push(performance.now() - at);
    if (index % EXPLAIN_EVERY === 0) {
      const explain = await explained(db, monitoringId, sha);
      executions.push(explain.ms);
      plan = explain.plan;
    }
  }
  delay.disable();
  const loopDelay = delay.count > 0 ? { p50: delay.percentile(50) / 1e6, p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 } : null;
  return {
    database: database.label,
    beside,
    loopDelay,
    lookup: spread(lookups),
    roundTrip: spread(trips),
    execution: spread(executions),
    plan,
    loadBefore,
    loadAfter: loadavg()[0],
    cpuPressure: cpuPressure(),
  };
}

/** Busy processes of our own (a loop each), to measure the look-up on a loaded machine on purpose. */
function busy(count: number): ChildProcess[] {
  return Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

export function printLookup(figures: LookupFigures[]): void {
  for (const f of figures) {
    console.log(
      `${f.database} (${f.beside}; load ${f.loadBefore.toFixed(2)} → ${f.loadAfter.toFixed(2)} on 2 cores; a task waited for a core ${f.cpuPressure ?? '?'} % of the last 10 s): duplicate look-up over ${LOOKUP_ARTEFACTS.toLocaleString('en')} artefacts p50 ${ms(f.lookup.p50)}, p99 ${ms(f.lookup.p99)} (max ${ms(f.lookup.max)}); ` +
        `target p99 under ${LOOKUP_P99_TARGET_MS} ms: ${f.lookup.p99 < LOOKUP_P99_TARGET_MS ? 'met' : 'NOT met'}. ` +
        `Beside it, select 1: p50 ${ms(f.roundTrip.p50)}, p99 ${ms(f.roundTrip.p99)}; the database's execution: p50 ${ms(f.execution.p50)}, p99 ${ms(f.execution.p99)}${f.loopDelay ? `; this process's timers late by p99 ${ms(f.loopDelay.p99)} (max ${ms(f.loopDelay.max)})` : ''}. Plan: ${f.plan}`,
    );
  }
}

if (require.main === module) {
  void (async () => {
    const busyCount = Number(process.env.BENCH_LOOKUP_BUSY ?? 2);
    const factories = [pgliteDatabase];
    const postgresUrl = process.env.BENCH_DATABASE_URL;
    if (postgresUrl) factories.push(() => postgresDatabase(postgresUrl));
    const figures: LookupFigures[] = [];
    for (const open of factories) {
      const database = await open();
      try {
        const monitoringId = await seedLookup(database.handle.db);
        figures.push(await measureLookup(database, monitoringId));
        if (busyCount > 0) {
          const children = busy(busyCount);
          try {
            figures.push(await measureLookup(database, monitoringId, `${busyCount} busy processes`));
          } finally {
            for (const child of children) child.kill();
          }
        }
      } finally {
        await database.dispose();
      }
    }
    printLookup(figures);
  })();
}
