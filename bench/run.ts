// `npm run bench`: throughput and latency of the API against a bare Hono handler on the same server.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { answerSaver, createBenchProject, insertLargeTemplate, pageOpener, type BenchProject } from './assessment-fixtures';
import { SAVE_DELAY_MS } from '@/components/assessments/answer-saver';
import { notificationsOf } from '@/server/db/notifications';
import { createLogger } from '@/server/logger';
import { pgliteDatabase, postgresDatabase, type BenchDatabase } from './databases';
import { createBenchRoom, DATAROOM_INVESTORS, LONG_PDF_PAGES, prepareDataroomBench, timeToFirstPage } from './dataroom-fixtures';
import { measure, measureUsers, warmUp, type Measurement, type UserStep } from './measure';
import { benchLiveFanout, FANOUT_STREAMS, printFanout, type FanoutFigures } from './live-fanout';
import { benchMonitoring, printMonitoring, type MonitoringFigures } from './monitoring-bench';
import { benchArtefacts, printArtefacts, type ArtefactFigures } from './artefacts-bench';
import { BARE_PATH, startBenchServer } from './server';
import { seedLongTrail, TRAIL_ENTRIES } from './trail-bench';
import { benchViewerFirstPage } from './viewer-first-page';
import { benchUsers, printUsers, type UsersFigures } from './users-bench';
import { benchOemMatching, printOemMatching, type MatchingFigures } from './oem-matching-bench';

const CONNECTIONS = 50;
const RUNS = 3;
/** Each run lasts this long; three runs and a warm-up keep one measurement near ten seconds. */
const RUN_SECONDS = Number(process.env.BENCH_RUN_SECONDS || 3);
const RESULTS_DIR = path.join(__dirname, 'results');

interface Row extends Measurement {
  database: string;
  target: string;
  /** Throughput relative to the baseline; null where there is none (the users' pace or number sets the throughput). */
  ratioToBare: number | null;
}

interface Target {
  name: string;
  /** Measured with autocannon: a GET of this path. */
  path?: string;
  headers?: Record<string, string>;
  /** Measured as user loops (requests that depend on the previous answer), made afresh for each use. */
  users?: () => UserStep[];
  /** For user loops: each user's pause between an answer and the next request. */
  pauseMs?: number;
  /** The baseline of this row's ratio (the bare handler measured the same way), if a ratio means something. */
  baseline?: string;
}

const BARE = 'bare Hono handler';
const BARE_LOOPS = 'bare Hono handler (users without pause)';
const BARE_PACED = 'bare Hono handler (users at typing pace)';
const BARE_READERS = `bare Hono handler (${DATAROOM_INVESTORS} users, one request a second)`;
const BARE_READERS_LOOPS = `bare Hono handler (${DATAROOM_INVESTORS} users without pause)`;
const BARE_ONE = 'bare Hono handler (one user)';
const TRAIL_SIZE = TRAIL_ENTRIES.toLocaleString('en');
/** The target of `/report` and `/audit` over a long trail (requirements ). */
const TRAIL_P99_MS = 100;
/** An investor reading fast turns a page a second: the pace of the data-room readers. */
const READING_PAUSE_MS = 1000;

/** Time to the first page of a 50-page PDF no cache has seen (the page count, then page 1), per database. */
const firstPages: { database: string; medianMs: number; worstMs: number }[] = [];
/** Ingestion, a year's chart and live delays, per database. */
const monitoring: MonitoringFigures[] = [];
/** 1,000 live streams of one reactor while its devices post, per database. */
const fanout: FanoutFigures[] = [];
const artefacts: ArtefactFigures[] = [];

/** The biochar template's id, through the API as a client would read it. */
async function biocharTemplateId(origin: string): Promise<string> {
  const list = (await (await fetch(`${origin}/api/resources/templates`)).json()) as { id: string; slug: string }[];
  const found = list.find((template) => template.slug === 'biochar-readiness');
  if (!found) throw new Error('The biochar template is not loaded');
  return found.id;
}

async function measureTarget(origin: string, target: Target): Promise<Measurement> {
  if (target.users) {
    await measureUsers(target.users(), { durationSeconds: 1, runs: 1 });
    return measureUsers(target.users(), { durationSeconds: RUN_SECONDS, runs: RUNS, pauseMs: target.pauseMs });
  }
  const url = `${origin}${target.path}`;
  await warmUp(url, target.headers);
  return measure(url, { connections: CONNECTIONS, durationSeconds: RUN_SECONDS, runs: RUNS, headers: target.headers });
}

async function benchDatabase(database: BenchDatabase): Promise<Row[]> {
  const storageDir = mkdtempSync(path.join(tmpdir(), 'groundwork-bench-files-'));
  const notifications = notificationsOf(database.handle, createLogger({ level: 'silent' }));
  // One reactor followed by FANOUT_STREAMS streams (bench/live-fanout.ts): its per-reactor limit is raised to that.
  const server = await startBenchServer(database.handle.db, storageDir, notifications, { LIVE_STREAMS_PER_REACTOR: String(FANOUT_STREAMS) });
  try {
    const { origin } = server;
    const auth = { authorization: `Bearer ${server.token}` };
    // One biochar project per simulated user for the saves; one 200-question assessment to open.
    const biochar = await biocharTemplateId(origin);
    const savers: BenchProject[] = [];
    for (let user = 0; user < CONNECTIONS; user += 1) {
      savers.push(await createBenchProject(origin, await server.tokenFor(`bench-saver-${user}`), biochar));
    }
    const large = await createBenchProject(origin, server.token, await insertLargeTemplate(database.handle.db));
    const dataroom = await prepareDataroomBench(origin, database.handle.db, savers[0].token, savers[0].projectId, server.tokenFor);
    const readers = () => Array.from({ length: DATAROOM_INVESTORS }, () => pageOpener(`${origin}${BARE_PATH}`, {}));
    // An opportunity of its own whose trail holds TRAIL_ENTRIES entries, read by its developer one request at a time.
    const trailOwner = savers[2];
    const trailRoom = await createBenchRoom(origin, trailOwner.token, trailOwner.projectId);
    await seedLongTrail(database.handle.db, trailRoom.opportunityId, trailRoom.file.id);
    const trailReader = (route: string) => () => [pageOpener(`${origin}/api/${route}?opportunity_id=${trailRoom.opportunityId}`, { authorization: `Bearer ${trailOwner.token}` })];
    const eachUser = (step: () => UserStep) => () => Array.from({ length: CONNECTIONS }, step);
    const bareUsers = eachUser(() => pageOpener(`${origin}${BARE_PATH}`, {}));
    const savingUsers = () => savers.map((project) => answerSaver(origin, project, 'project_name'));
    const targets: Target[] = [
      { name: BARE, path: BARE_PATH, baseline: BARE },
      { name: 'GET /api/me', path: '/api/me', headers: auth, baseline: BARE },
      { name: 'GET /api/resources/templates', path: '/api/resources/templates', baseline: BARE },
      { name: 'GET /api/assessment (200 questions)', path: `/api/assessment?id=${large.assessmentId}`, headers: auth, baseline: BARE },
      // One user opening the 200-question assessment again and again: its latency is the server's time for it.
      { name: 'GET /api/assessment (200 questions, one user)', users: () => [pageOpener(`${origin}/api/assessment?id=${large.assessmentId}`, auth)] },
      // Users at typing pace: the questionnaire sends a save after a pause in typing of SAVE_DELAY_MS, so one
      // user saves at most once per that pause; this is the "50 concurrent users" of the save's latency target.
      { name: BARE_PACED, users: bareUsers, pauseMs: SAVE_DELAY_MS },
      { name: 'PUT /api/question (users at typing pace)', users: savingUsers, pauseMs: SAVE_DELAY_MS },
      // Users without pause: the saturated server, i.e. the capacity for saves.
      { name: BARE_LOOPS, users: bareUsers, baseline: BARE_LOOPS },
      { name: 'PUT /api/question (users without pause)', users: savingUsers, baseline: BARE_LOOPS },
      // Investors reading a 50-page PDF in the data room: each page a one-page PDF stamped with the investor's name,
      // its grant read and its view recorded in the audit trail (one hash chain per opportunity) on every request.
      { name: BARE_READERS, users: readers, pauseMs: READING_PAUSE_MS },
      { name: `GET data-room page (${DATAROOM_INVESTORS} investors, a page a second)`, users: dataroom.readers, pauseMs: READING_PAUSE_MS },
      { name: BARE_READERS_LOOPS, users: readers, baseline: BARE_READERS_LOOPS },
      { name: `GET data-room page (${DATAROOM_INVESTORS} investors without pause)`, users: dataroom.readers, baseline: BARE_READERS_LOOPS },
      // The report and the trail of an opportunity with a long trail, against the bare handler read the same way.
      { name: BARE_ONE, users: () => [pageOpener(`${origin}${BARE_PATH}`, {})], baseline: BARE_ONE },
      { name: `GET /api/report (${TRAIL_SIZE} entries, one user)`, users: trailReader('report'), baseline: BARE_ONE },
      { name: `GET /api/audit (${TRAIL_SIZE} entries, one user)`, users: trailReader('audit'), baseline: BARE_ONE },
    ];
    const rows: Row[] = [];
    // BENCH_ONLY (a pattern of target names) measures a part of the table, e.g. BENCH_ONLY='data-room|100 users'.
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
    for (const target of targets.filter((each) => !only || only.test(each.name))) {
      const result = await measureTarget(origin, target);
      const bare = target.baseline === target.name ? result : rows.find((row) => row.target === target.baseline);
      const ratioToBare = bare ? result.requestsPerSecond / bare.requestsPerSecond : null;
      rows.push({ database: database.label, target: target.name, ...result, ratioToBare });
      process.stdout.write(`  ${database.label}: ${target.name} done\n`);
    }
    firstPages.push({ database: database.label, ...(await timeToFirstPage(origin, dataroom.investorToken, dataroom.room)) });
    if (!only || only.test('monitoring')) monitoring.push(await benchMonitoring(database, origin, savers[0].token, savers[0].projectId, database.url));
    if (!only || only.test('live fan-out')) fanout.push(await benchLiveFanout(database, origin, savers[1], server.tokenFor));
    if (!only || only.test('artefacts')) artefacts.push(await benchArtefacts(database));
    return rows;
  } finally {
    await server.close();
    await notifications.close();
    rmSync(storageDir, { recursive: true, force: true });
  }
}

function printTable(rows: Row[]): void {
  const header = ['database', 'target', 'req/s', 'p50 ms', 'p99 ms', 'vs bare', 'failures'];
  const lines = rows.map((row) => [
    row.database,
    row.target,
    row.requestsPerSecond.toFixed(0),
    row.p50Ms.toFixed(1),
    row.p99Ms.toFixed(1),
    row.ratioToBare === null ? '—' : `${(row.ratioToBare * 100).toFixed(1)} %`,
    String(row.failures),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: string[]) => cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const line of lines) console.log(format(line));
  console.log(
    `\n${CONNECTIONS} connections or users, median of ${RUNS} runs of ${RUN_SECONDS} s each; "vs bare" is throughput relative to ` +
      `the bare handler measured the same way (autocannon, or user loops); users at typing pace wait ${SAVE_DELAY_MS} ms between saves; ` +
      `data-room readers ${READING_PAUSE_MS} ms between pages.`,
  );
  for (const row of rows.filter((each) => each.target.includes(`${TRAIL_SIZE} entries`))) {
    const bare = rows.find((each) => each.database === row.database && each.target === BARE_ONE);
    console.log(
      `${row.database}: ${row.target}: median ${row.p50Ms.toFixed(1)} ms, p99 ${row.p99Ms.toFixed(1)} ms (bare handler: median ${bare?.p50Ms.toFixed(1) ?? '—'} ms, ` +
        `p99 ${bare?.p99Ms.toFixed(1) ?? '—'} ms); target p99 under ${TRAIL_P99_MS} ms: ${row.p99Ms < TRAIL_P99_MS ? 'met' : 'NOT met'}`,
    );
  }
  printMonitoring(monitoring);
  printFanout(fanout);
  printArtefacts(artefacts);
  for (const first of firstPages) {
    console.log(
      `${first.database}: first page of a ${LONG_PDF_PAGES}-page PDF no cache has seen (page count, then page 1): median ${first.medianMs.toFixed(0)} ms, worst ${first.worstMs.toFixed(0)} ms`,
    );
  }
}

async function main(): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const factories: (() => Promise<BenchDatabase>)[] = [pgliteDatabase];
  if (postgresUrl) factories.push(() => postgresDatabase(postgresUrl));
  const rows: Row[] = [];
  const users: UsersFigures[] = [];
  const matching: MatchingFigures[] = [];
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
  for (const open of factories) {
    const database = await open();
    try {
      rows.push(...(await benchDatabase(database)));
      // OEM matching over 10,000 projects × 500 OEMs (issue 23).
      if (!only || only.test('oem matching')) matching.push(await benchOemMatching(database));
      // Staff's user search and export over 100,000 users (issue 24), last: the seed stays in this database.
      if (!only || only.test('users')) users.push(await benchUsers(database));
    } finally {
      await database.dispose();
    }
  }
  printTable(rows);
  printUsers(users);
  printOemMatching(matching);
  // The verifier package of 2,000 photos, its server in a process of its own (PostgreSQL only: two processes share it).
  if (postgresUrl && (!only || only.test('package'))) {
    spawnSync('npx', ['tsx', 'bench/package-bench.ts'], { stdio: 'inherit', env: { ...process.env, BENCH_DATABASE_URL: postgresUrl } });
  }
  // In the browser (the production build, built first if missing); BENCH_VIEWER=0 leaves it out.
  const viewer = process.env.BENCH_VIEWER === '0' ? null : benchViewerFirstPage();
  if (viewer)
    console.log(
      `Viewer: first page of a ${LONG_PDF_PAGES}-page PDF drawn after the click, median ${viewer.medianMs.toFixed(0)} ms, worst ${viewer.worstMs.toFixed(0)} ms (${viewer.runs.length} runs)`,
    );
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ node: process.version, connections: CONNECTIONS, runs: RUNS, runSeconds: RUN_SECONDS, rows, firstPages, viewer, monitoring, fanout, users, matching }, null, 2)}\n`,
  );
  console.log(`Results saved to ${path.relative(process.cwd(), file)}`);
  if (rows.some((row) => row.failures > 0)) {
    console.error('Some requests failed: the figures above are not trustworthy.');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
