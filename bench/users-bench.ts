// Staff's user search and users export over 100,000 users (issue 24): search p50/p99, the export's time and the
// server process's peak memory. Part of `npm run bench`; alone: `npx tsx bench/users-bench.ts` (PGlite, and
// PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pgliteDatabase, postgresDatabase, type BenchDatabase } from './databases';
import { BENCH_STAFF, startBenchServer } from './server';

export const BENCH_USERS = 100_000;
/** The target of the search (issue 24, item 8). */
export const SEARCH_P99_MS = 100;
const SEARCHES = 300;
const COMPANIES = ['Kiln Works', 'Biochar Ltd', 'Carbon Farms', 'Terra Nova', '=Formula Co'];

export interface UsersFigures {
  database: string;
  users: number;
  searchP50Ms: number;
  searchP99Ms: number;
  exportRows: number;
  exportSeconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

/** 100,000 active users in one statement: names, addresses, companies and roles that vary with the row number. */
async function seedUsers(database: BenchDatabase): Promise<void> {
  const companies = `array[${COMPANIES.map((company) => `'${company.replace(/'/g, "''")}'`).join(',')}]`;
  await database.handle.db.execute(
    sql.raw(`insert into users (issuer, subject, email, email_verified, name, company, roles, status, created_at)
      select 'https://bench.seed', 'seed-' || n, 'person' || n || '@seed.example', true, 'Person ' || n,
        (${companies})[1 + n % ${COMPANIES.length}],
        case when n % 10 = 0 then array['investor'] when n % 17 = 0 then array['oem'] else array['developer'] end,
        'active', now() - (n || ' seconds')::interval
      from generate_series(1, ${BENCH_USERS}) as n`),
  );
  await database.handle.db.execute(sql.raw('analyze users'));
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

export async function benchUsers(database: BenchDatabase): Promise<UsersFigures> {
  await seedUsers(database);
  const storageDir = mkdtempSync(path.join(tmpdir(), 'groundwork-users-bench-'));
  const server = await startBenchServer(database.handle.db, storageDir);
  try {
    const token = await server.tokenFor(BENCH_STAFF);
    const headers = { authorization: `Bearer ${token}` };
    const queries = (index: number) =>
      [
        `search=person ${1000 + ((index * 7919) % 90_000)}`,
        `search=seed.example&role=investor&page=${1 + (index % 50)}`,
        `company=kiln&state=active&page=${1 + (index % 20)}`,
        `search=terra&role=oem`,
        `search=nobody-${index}`,
      ][index % 5];
    for (let index = 0; index < 20; index += 1) await (await fetch(`${server.origin}/api/internal/users?${queries(index)}`, { headers })).arrayBuffer();
    const times: number[] = [];
    for (let index = 0; index < SEARCHES; index += 1) {
      const started = performance.now();
      const response = await fetch(`${server.origin}/api/internal/users?${queries(index)}`, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`search answered ${response.status}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);

    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 10);
    const started = performance.now();
    const response = await fetch(`${server.origin}/api/internal/users_export?state=all`, { headers });
    let rows = -1;
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) rows += decoder.decode(chunk, { stream: true }).split('\r\n').length - 1;
    const exportSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    return {
      database: database.label,
      users: BENCH_USERS,
      searchP50Ms: percentile(times, 0.5),
      searchP99Ms: percentile(times, 0.99),
      exportRows: rows,
      exportSeconds,
      rssBeforeMb: mb(rssBefore),
      rssPeakMb: mb(rssPeak),
    };
  } finally {
    await server.close();
    rmSync(storageDir, { recursive: true, force: true });
  }
}

export function printUsers(figures: UsersFigures[]): void {
  for (const each of figures) {
    const verdict = each.searchP99Ms < SEARCH_P99_MS ? 'within' : 'OVER';
    console.log(
      `Users (${each.database}, ${each.users.toLocaleString('en')} users): search p50 ${each.searchP50Ms.toFixed(1)} ms, p99 ${each.searchP99Ms.toFixed(1)} ms (${verdict} ${SEARCH_P99_MS} ms); ` +
        `export of ${each.exportRows.toLocaleString('en')} rows in ${each.exportSeconds.toFixed(1)} s, server RSS ${each.rssBeforeMb} MB before, peak ${each.rssPeakMb} MB`,
    );
  }
}

async function main(): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const factories: (() => Promise<BenchDatabase>)[] = [pgliteDatabase];
  if (postgresUrl) factories.push(() => postgresDatabase(postgresUrl));
  const figures: UsersFigures[] = [];
  for (const open of factories) {
    const database = await open();
    try {
      figures.push(await benchUsers(database));
    } finally {
      await database.dispose();
    }
  }
  printUsers(figures);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
