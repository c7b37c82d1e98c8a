// `npm test`: every suite of the project, on two cores. The single-threaded steps run in two lanes side by side
// (lint, unit, the API suite on PostgreSQL and MQTT in one; types, the API suite on PGlite, the `next dev` smoke
// test and the production build in the other, about as long); then the end-to-end suite and the two-instance suite, each alone
// since each uses both cores. A step of a lane that ends prints its whole log at
// once, so that the output of two lanes never interleaves. Every step runs even when an earlier one failed (one
// run tells every failure); the exit code is non-zero when any failed. At the end, a table of each step's
// seconds; with STEP_TIMES_FILE set, each step is also appended to that file (`name<TAB>seconds<TAB>result`),
// where .ci/run reads it for its own table, and with TEST_COUNTS_FILE the tests passed and failed.
import { spawn } from 'node:child_process';
import { appendFileSync, createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOG_DIR = path.join(ROOT, 'tests', 'artifacts', 'steps');

/**
 * With PostgreSQL at hand the API suite runs on both databases, and each run leaves to the other the suites it would
 * only repeat (jest.config.js, API_LEFT_TO_THE_OTHER_RUN); without it, the PGlite run runs them all.
 */
const apiRun = (database) => (process.env.TEST_DATABASE_URL ? `API_RUN=${database} ` : '');

/** The phases, in order; a phase's lanes run side by side, a lane's steps one after the other. */
const PHASES = [
  {
    name: 'checks and service suites',
    lanes: [
      [
        ['lint', 'npm run lint'],
        ['unit', 'npm run test:unit'],
        ['api (PostgreSQL)', `${apiRun('postgres')}npm run test:api:pg`],
        ['mqtt', 'npm run test:mqtt'],
      ],
      [
        ['typecheck', 'npm run typecheck'],
        ['api (PGlite)', `${apiRun('pglite')}npm run test:api`],
        ['dev server', 'npm run test:dev'],
        // The typecheck step at the head of this lane checks every file the build would check.
        ['build', 'BUILD_SKIPS_TYPECHECK=1 node scripts/ensure-build.mjs'],
        // First-load JavaScript per page against its budget, from the build's own statistics (issue 25, no timing).
        ['js budget', 'npx tsx bench/js-budget.ts'],
      ],
    ],
  },
  { name: 'end-to-end', lanes: [[['e2e', 'npm run test:e2e']]] },
  { name: 'two instances', lanes: [[['instances', 'npm run test:instances']]] },
];

const seconds = (since) => Math.round((performance.now() - since) / 100) / 10;

/** Runs one step; `streamed` prints its output as it comes, otherwise the whole log when it ends. */
function runStep([name, command], streamed) {
  const started = performance.now();
  const logFile = path.join(
    LOG_DIR,
    `${name
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase()}.log`,
  );
  const log = createWriteStream(logFile);
  console.log(`\n== ${name}: ${command}${streamed ? '' : ` (output when it ends; ${path.relative(ROOT, logFile)})`}`);
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: ROOT, shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        log.write(chunk);
        if (streamed) process.stdout.write(chunk);
      });
    }
    child.on('close', (code) => {
      log.end(() => {
        const result = { name, seconds: seconds(started), ok: code === 0, tests: countTests(readFileSync(logFile, 'utf8')) };
        if (!streamed) {
          console.log(`\n== ${name} (${result.ok ? 'passed' : 'FAILED'}, ${result.seconds} s):`);
          process.stdout.write(readFileSync(logFile, 'utf8'));
        }
        console.log(`== ${name}: ${result.ok ? 'passed' : `FAILED (exit ${code})`} in ${result.seconds} s`);
        if (process.env.STEP_TIMES_FILE) {
          appendFileSync(process.env.STEP_TIMES_FILE, `${name}\t${result.seconds}\t${result.ok ? 'ok' : 'failed'}\n`);
        }
        resolve(result);
      });
    });
  });
}

async function runLane(steps, streamed) {
  const results = [];
  for (const step of steps) results.push(await runStep(step, streamed));
  return results;
}

/** Tests passed and failed in a step's log, as jest, Playwright and node's test runner print them. */
function countTests(log) {
  const count = { passed: 0, failed: 0 };
  for (const m of log.matchAll(/^Tests:\s+(.*) total$/gm)) {
    count.passed += Number(/(\d+) passed/.exec(m[1])?.[1] ?? 0);
    count.failed += Number(/(\d+) failed/.exec(m[1])?.[1] ?? 0);
  }
  for (const m of log.matchAll(/^\s+(\d+) (passed|failed|flaky)( \(|$)/gm)) count[m[2] === 'failed' ? 'failed' : 'passed'] += Number(m[1]);
  for (const m of log.matchAll(/^# (pass|fail) (\d+)$/gm)) count[m[1] === 'pass' ? 'passed' : 'failed'] += Number(m[2]);
  return count;
}

function printTable(results, wall) {
  const width = Math.max(...results.map((r) => r.name.length), 'npm test (wall)'.length);
  console.log(`\n${'step'.padEnd(width)}  seconds  result  tests passed, failed`);
  for (const r of results) {
    const tests = r.tests.passed + r.tests.failed > 0 ? `${r.tests.passed}, ${r.tests.failed}` : '';
    console.log(`${r.name.padEnd(width)}  ${String(r.seconds).padStart(7)}  ${(r.ok ? 'ok' : 'FAILED').padEnd(6)}  ${tests}`);
  }
  console.log(`${'npm test (wall)'.padEnd(width)}  ${String(wall).padStart(7)}`);
  const passed = results.reduce((sum, r) => sum + r.tests.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.tests.failed, 0);
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
  if (process.env.TEST_COUNTS_FILE) appendFileSync(process.env.TEST_COUNTS_FILE, `${passed}\t${failed}\n`);
}

async function main() {
  mkdirSync(LOG_DIR, { recursive: true });
  const started = performance.now();
  const results = [];
  for (const phase of PHASES) {
    const streamed = phase.lanes.length === 1;
    const lanes = await Promise.all(phase.lanes.map((lane) => runLane(lane, streamed)));
    results.push(...lanes.flat());
  }
  printTable(results, seconds(started));
  const failed = results.filter((r) => !r.ok).map((r) => r.name);
  if (failed.length > 0) console.log(`\nnpm test: FAILED steps: ${failed.join(', ')}`);
  return failed.length === 0 ? 0 : 1;
}

main().then((code) => process.exit(code));
