// Issue 23's matching bench: 10,000 discoverable projects × 500 verified OEMs — the full recompute, the recompute of
// one project after one answer changes (what `oems.sweep` runs), and a page of an OEM's top 20 matches through the
// real route. Part of `npm run bench`; alone: `npx tsx bench/oem-matching-bench.ts` (PGlite, and PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, count, eq, like, sql } from 'drizzle-orm';
import { FEEDSTOCKS, PROJECT_STAGES, WORLDWIDE } from '@/lib/schemas/oem-constants';
import type { OemOffer, OemRequirements } from '@/lib/schemas/oems';
import { MATCHING_QUESTION_IDS } from '@/lib/oems/facts';
import type { Database } from '@/server/db/client';
import { companies, companyMembers, oemMatches, oemOffers, projects, users } from '@/server/db/schema';
import { createMatchingService } from '@/server/modules/oems/public';
import { loadTemplateIndex } from '@/server/modules/templates/public';
import { createBenchProject } from './assessment-fixtures';
import { pgliteDatabase, postgresDatabase, type BenchDatabase } from './databases';
import { explainPage } from './oem-matching-explain';
import { startBenchServer } from './server';

/** The issue's scale; `BENCH_MATCHING_PROJECTS` runs fewer projects (a quick look, or PGlite's figure). */
export const MATCHING_PROJECTS = Number(process.env.BENCH_MATCHING_PROJECTS) || 10_000;
export const MATCHING_OEMS = 500;
/** The issue's targets: the recompute after one answer (p50) and the OEM's page of 20 (p99). */
export const ONE_PROJECT_P50_MS = 200;
export const PAGE_P99_MS = 50;
const ONE_PROJECT_RUNS = 30;
const PAGE_RUNS = 200;
const PAGE_SIZE = 20;
const PROJECT_PREFIX = 'Bench matched plant ';
const COUNTRIES = ['FR', 'DE', 'ES', 'IT', 'GB', 'US', 'BR', 'KE'];
const PERMITS = ['approved', 'not_required', 'in_progress', 'not_started'];
const REGISTRIES = ['puro', 'isometric', 'verra', 'csi', 'undecided'];

export interface MatchingFigures {
  database: string;
  projects: number;
  oems: number;
  matches: number;
  fullSeconds: number;
  oneP50Ms: number;
  oneP99Ms: number;
  pageP50Ms: number;
  pageP99Ms: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const textArray = (items: readonly string[]) => `array[${items.map((item) => `'${item}'`).join(',')}]`;

/** The value each matching question gets in project number `n` (SQL over n), varied so that scores spread. */
const ANSWER_SQL: Record<string, string> = {
  feedstock_types: `case when n % 3 = 0 then jsonb_build_array((${textArray(FEEDSTOCKS)})[1 + n % 6], (${textArray(FEEDSTOCKS)})[1 + (n / 6 + 1) % 6])
    else jsonb_build_array((${textArray(FEEDSTOCKS)})[1 + n % 6]) end`,
  feedstock_tonnes: `to_jsonb(200 + (n * 37) % 6000)`,
  plant_capacity_tonnes: `to_jsonb(200 + (n * 37) % 6000)`,
  feedstock_moisture: `to_jsonb(10 + n % 35)`,
  project_country: `to_jsonb((${textArray(COUNTRIES)})[1 + n % ${COUNTRIES.length}])`,
  project_stage: `to_jsonb((${textArray(PROJECT_STAGES)})[1 + n % ${PROJECT_STAGES.length}])`,
  deal_stage: `to_jsonb((${textArray(PROJECT_STAGES)})[1 + n % ${PROJECT_STAGES.length}])`,
  expected_start: `to_jsonb(to_char(current_date + (n % 40) * 30, 'YYYY-MM-DD'))`,
  grid_connection: `to_jsonb(n % 2 = 0)`,
  site_area: `to_jsonb(1 + n % 20)`,
  environmental_assessment: `to_jsonb((${textArray(PERMITS)})[1 + n % ${PERMITS.length}])`,
  registry: `to_jsonb((${textArray(REGISTRIES)})[1 + n % ${REGISTRIES.length}])`,
  ticket_size: `to_jsonb(100000 + (n * 7919) % 5000000)`,
};

/** OEM number `i`'s offer and requirements: capacity ranges, feedstocks, regions and hard criteria that vary. */
function oemTerms(i: number): { offer: OemOffer; requirements: OemRequirements } {
  const feedstocks = (shift: number) => [FEEDSTOCKS[(i + shift) % 6], FEEDSTOCKS[(i + shift + 2) % 6], FEEDSTOCKS[(i + shift + 3) % 6]];
  const low = 100 + ((i * 53) % 2000);
  const models = [0, 1].map((m) => ({
    name: `Bench reactor ${i}-${m}`,
    capacity_min: low * (m + 1),
    capacity_max: low * (m + 1) * 3,
    feedstocks: feedstocks(m),
    moisture_max: 20 + ((i + m) % 25),
    outputs: ['biochar', 'heat'] as OemOffer['models'][number]['outputs'],
    emissions_control: ['afterburner'] as OemOffer['models'][number]['emissions_control'],
    certifications: (i % 2 ? ['ebc', 'puro'] : ['ebc', 'isometric']) as OemOffer['models'][number]['certifications'],
  }));
  const regions = i % 7 === 0 ? [WORLDWIDE] : [COUNTRIES[i % 8], COUNTRIES[(i + 3) % 8], COUNTRIES[(i + 5) % 8]];
  const priceMin = 150_000 + ((i * 7919) % 2_000_000);
  return {
    offer: { models, regions, price_min: priceMin, price_max: priceMin * 4, lead_time_months: 3 + (i % 18), references: '' },
    requirements: {
      feedstocks: [],
      capacity_min: i % 5 === 0 ? low : null,
      regions: [],
      budget_min: null,
      grid_required: i % 4 === 0,
      permits_required: i % 6 === 0,
      space_min_ha: i % 3 === 0 ? 2 : null,
      stages: i % 2 === 0 ? ['feasibility', 'development', 'construction'] : [],
      hard: i % 10 === 0 ? ['region'] : [],
    },
  };
}

/** 500 verified OEMs with their terms, the first with a member who reads its page; answers that member's user id. */
async function seedOems(db: Database, memberId: string): Promise<string> {
  const rows = await db
    .insert(companies)
    .values(Array.from({ length: MATCHING_OEMS }, (_, i) => ({ kind: 'oem' as const, legalName: `Bench OEM ${i}`, country: COUNTRIES[i % 8], verifiedAt: new Date() })))
    .returning({ id: companies.id });
  await db.insert(oemOffers).values(rows.map((row, i) => ({ companyId: row.id, ...oemTerms(i) })));
  await db.insert(companyMembers).values({ companyId: rows[1].id, userId: memberId, role: 'admin' });
  return rows[1].id;
}

/**
 * 10,000 copies of a real project (made through the API), in the tables the product reads: projects, their
 * assessments, the matching answers (varied by project number), and the owner's consent to be found.
 */
async function seedProjects(db: Database, model: string): Promise<string[]> {
  const [{ snapshotId }] = await db.select({ snapshotId: projects.snapshotId }).from(projects).where(eq(projects.id, model));
  const index = await loadTemplateIndex(db, snapshotId);
  await db.execute(
    sql.raw(`insert into projects (owner_id, name, template_id, snapshot_id)
      select owner_id, '${PROJECT_PREFIX}' || n, template_id, snapshot_id from projects, generate_series(1, ${MATCHING_PROJECTS}) as n where id = '${model}'`),
  );
  const copies = `(select id, substring(name from ${PROJECT_PREFIX.length + 1})::int as n from projects where name like '${PROJECT_PREFIX}%')`;
  await db.execute(
    sql.raw(`insert into project_assessments (project_id, step_id, definition_id, position, status)
      select copy.id, a.step_id, a.definition_id, a.position, a.status from ${copies} as copy, project_assessments a where a.project_id = '${model}'`),
  );
  for (const questionId of MATCHING_QUESTION_IDS) {
    const where = index.questionById.get(questionId);
    if (!where || !ANSWER_SQL[questionId]) continue;
    await db.execute(
      sql.raw(`insert into answers (assessment_id, project_id, question_id, value, version, updated_at)
        select a.id, copy.id, '${questionId}', ${ANSWER_SQL[questionId]}, 1, now() - interval '1 day'
        from ${copies} as copy join project_assessments a on a.project_id = copy.id and a.definition_id = '${where.assessment.id}'`),
    );
  }
  await db.execute(
    sql.raw(`insert into project_discoverability (project_id, discoverable, fields)
      select id, true, '["country","stage","feedstocks","capacity"]'::jsonb from ${copies} as copy`),
  );
  for (const table of ['projects', 'project_assessments', 'answers', 'project_discoverability', 'companies', 'oem_offers']) await db.execute(sql.raw(`analyze ${table}`));
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(like(projects.name, `${PROJECT_PREFIX}%`))
    .orderBy(asc(projects.createdAt), asc(projects.id));
  return rows.map((row) => row.id);
}

/** The quick path's matches: the projects' facts, then every pair but one in eight, with a spread score. */
async function seedMatchesInBulk(db: Database, matching: ReturnType<typeof createMatchingService>, ids: string[]): Promise<void> {
  await matching.refreshFacts(ids);
  await db.execute(
    sql.raw(`insert into oem_matches (project_id, company_id, score, strong)
      select p.id, c.id, s.score, s.score >= 75
      from (select id, row_number() over (order by id) as n from projects where name like '${PROJECT_PREFIX}%') p
      cross join (select id, row_number() over (order by id) as i from companies where kind = 'oem' and verified_at is not null) c
      cross join lateral (select (40 + (p.n * 31 + c.i * 17) % 60)::smallint as score) s
      where (p.n + c.i) % 8 <> 0`),
  );
}

export async function benchOemMatching(database: BenchDatabase): Promise<MatchingFigures> {
  const db = database.handle.db;
  const storageDir = mkdtempSync(path.join(tmpdir(), 'groundwork-matching-bench-'));
  const server = await startBenchServer(db, storageDir);
  try {
    const ownerToken = await server.tokenFor('bench-matching-owner');
    const templates = (await (await fetch(`${server.origin}/api/resources/templates`)).json()) as { id: string; slug: string }[];
    const biochar = templates.find((template) => template.slug === 'biochar-readiness');
    if (!biochar) throw new Error('The biochar template is not loaded');
    const model = await createBenchProject(server.origin, ownerToken, biochar.id);
    const oemToken = await server.tokenFor('bench-matching-oem');
    await (await fetch(`${server.origin}/api/me`, { headers: { authorization: `Bearer ${oemToken}` } })).arrayBuffer();
    const [oemUser] = await db.select({ id: users.id }).from(users).where(eq(users.subject, 'bench-matching-oem'));
    const seeding = performance.now();
    await seedOems(db, oemUser.id);
    const ids = await seedProjects(db, model.projectId);
    process.stdout.write(`  ${database.label}: matching seed of ${ids.length} projects × ${MATCHING_OEMS} OEMs in ${((performance.now() - seeding) / 1000).toFixed(1)} s\n`);

    const matching = createMatchingService(db);
    const full = performance.now();
    // BENCH_MATCHING_FULL=0: the quick path — the facts are read as the recompute reads them, but the matches are
    // written by one statement (scores 40–99 spread over 7 of 8 pairs, as many rows as the recompute lists), so the
    // page and the one-project recompute are measured at the full scale in minutes; the full recompute is not.
    const quick = process.env.BENCH_MATCHING_FULL === '0';
    if (quick) await seedMatchesInBulk(db, matching, ids);
    else await matching.recomputeAll();
    const fullSeconds = quick ? Number.NaN : (performance.now() - full) / 1000;
    // As autovacuum does within a minute of a recompute's writes: statistics, and the visibility map the page's
    // index-only walk relies on.
    await db.execute(sql.raw('vacuum analyze oem_matches'));
    await db.execute(sql.raw('vacuum analyze oem_project_facts'));
    const [{ matches }] = await db.select({ matches: count() }).from(oemMatches);

    // One answer changes (the capacity), then the sweep's recompute of that project: facts again, every OEM scored.
    const one: number[] = [];
    for (let run = 0; run < ONE_PROJECT_RUNS + 3; run += 1) {
      const projectId = ids[(run * 331) % ids.length];
      await db.execute(
        sql`update answers set value = to_jsonb(${150 + run * 97}::int), version = version + 1, updated_at = now()
            where project_id = ${projectId} and question_id in ('plant_capacity_tonnes', 'feedstock_tonnes')`,
      );
      const started = performance.now();
      await matching.recomputeProjects([projectId]);
      if (run >= 3) one.push(performance.now() - started);
    }

    const headers = { authorization: `Bearer ${oemToken}` };
    if (process.env.BENCH_MATCHING_EXPLAIN === '1') await explainPage(db, server.origin, headers, ids.length);
    const pageUrl = (run: number) => `${server.origin}/api/oems/projects?page=${1 + (run % 5)}&page_size=${PAGE_SIZE}`;
    for (let run = 0; run < 10; run += 1) await (await fetch(pageUrl(run), { headers })).arrayBuffer();
    const pages: number[] = [];
    for (let run = 0; run < PAGE_RUNS; run += 1) {
      const started = performance.now();
      const response = await fetch(pageUrl(run), { headers });
      const body = (await response.json()) as { items?: unknown[] };
      pages.push(performance.now() - started);
      if (response.status !== 200 || body.items?.length !== PAGE_SIZE) throw new Error(`the OEM's page answered ${response.status} with ${body.items?.length ?? 0} items`);
    }
    return {
      database: database.label,
      projects: ids.length,
      oems: MATCHING_OEMS,
      matches,
      fullSeconds,
      oneP50Ms: percentile(one, 50),
      oneP99Ms: percentile(one, 99),
      pageP50Ms: percentile(pages, 50),
      pageP99Ms: percentile(pages, 99),
    };
  } finally {
    await server.close();
    rmSync(storageDir, { recursive: true, force: true });
  }
}

export function printOemMatching(figures: MatchingFigures[]): void {
  const verdict = (value: number, target: number) => (value < target ? 'met' : 'NOT met');
  for (const f of figures) {
    console.log(
      `OEM matching (${f.database}, ${f.projects.toLocaleString('en')} projects × ${f.oems} OEMs, ${f.matches.toLocaleString('en')} listed matches): full recompute ${Number.isNaN(f.fullSeconds) ? 'not run (BENCH_MATCHING_FULL=0)' : `${f.fullSeconds.toFixed(1)} s`}; ` +
        `one project after one answer p50 ${f.oneP50Ms.toFixed(1)} ms, p99 ${f.oneP99Ms.toFixed(1)} ms (target p50 under ${ONE_PROJECT_P50_MS} ms: ${verdict(f.oneP50Ms, ONE_PROJECT_P50_MS)}); ` +
        `an OEM's page of ${PAGE_SIZE} p50 ${f.pageP50Ms.toFixed(1)} ms, p99 ${f.pageP99Ms.toFixed(1)} ms (target p99 under ${PAGE_P99_MS} ms: ${verdict(f.pageP99Ms, PAGE_P99_MS)})`,
    );
  }
}

async function main(): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  // BENCH_MATCHING_PGLITE=0 leaves PGlite out (PostgreSQL only).
  const factories: (() => Promise<BenchDatabase>)[] = process.env.BENCH_MATCHING_PGLITE === '0' ? [] : [pgliteDatabase];
  if (postgresUrl) factories.push(() => postgresDatabase(postgresUrl));
  const figures: MatchingFigures[] = [];
  for (const open of factories) {
    const database = await open();
    try {
      figures.push(await benchOemMatching(database));
    } finally {
      await database.dispose();
    }
  }
  printOemMatching(figures);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
