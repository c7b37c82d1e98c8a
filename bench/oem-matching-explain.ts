// The OEM matching bench's diagnostics (BENCH_MATCHING_EXPLAIN=1, bench/oem-matching-bench.ts): the page's and the
// count's plans, the page query timed alone, and `GET /api/me` as the floor of a signed-in request on this machine.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { companies } from '@/server/db/schema';
import { oemMatchPage } from '@/server/modules/oems/matches-repository';

const PAGE_RUNS = 200;
const PAGE_SIZE = 20;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** BENCH_MATCHING_EXPLAIN=1: the database's plan for the OEM's page (its first OEM), to see which index it walks. */
export async function explainPage(db: Database, origin: string, headers: Record<string, string>, projects: number): Promise<void> {
  const [{ id }] = await db.select({ id: companies.id }).from(companies).where(eq(companies.legalName, 'Bench OEM 1'));
  await oemMatchPage(db, id, { page: 5, page_size: PAGE_SIZE, min_score: 0 });
  const result = await db.execute(
    sql.raw(`explain analyze select m.project_id from oem_matches m join project_discoverability d on d.project_id = m.project_id
    join oem_project_facts f on f.project_id = m.project_id where m.company_id = '${id}' and d.discoverable and m.score >= 0
    order by m.score desc nulls last, m.project_id limit 20 offset 80`),
  );
  const counting = await db.execute(
    sql.raw(`explain analyze select count(*) from (select 1 from oem_matches m join project_discoverability d on d.project_id = m.project_id
    where m.company_id = '${id}' and d.discoverable and m.score >= 0 order by m.score desc nulls last, m.project_id limit 1001) c`),
  );
  (result as unknown as { rows: unknown[] }).rows.push(...(counting as unknown as { rows: unknown[] }).rows);
  process.stdout.write(
    `  plan of the page at ${projects} projects:\n${(result as unknown as { rows: Record<string, string>[] }).rows.map((row) => `    ${Object.values(row)[0]}`).join('\n')}\n`,
  );
  const timed = async (label: string, run: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < PAGE_RUNS; i += 1) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    process.stdout.write(`  ${label}: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms\n`);
  };
  await timed('the page query alone', () => oemMatchPage(db, id, { page: 5, page_size: PAGE_SIZE, min_score: 0 }));
  await timed('GET /api/me (the floor of a signed-in request)', async () => (await fetch(`${origin}/api/me`, { headers })).arrayBuffer());
}
