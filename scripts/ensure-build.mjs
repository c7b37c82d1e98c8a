// Builds the pages (`next build`) only when needed: no build yet, or a source the pages are built from changed
// since the last successful build. `node scripts/ensure-build.mjs [--force]`; exits non-zero when the build fails.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILD_DIR = path.join(ROOT, '.next');
const BUILD_ID = path.join(BUILD_DIR, 'BUILD_ID');
/** Written after each successful build: when that build started, in milliseconds since the epoch. */
const STAMP = path.join(BUILD_DIR, 'ensure-build.stamp.json');

/** Folders and files the pages are built from. */
const SOURCES = [
  'pages',
  'components',
  'store',
  'lib',
  'styles',
  'public',
  'content',
  'server/ssr',
  'server/config',
  'server/logger.ts',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.js',
  'postcss.config.cjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** Files that never reach the build: tests and their snapshots. */
const IGNORED = /\.(test|spec)\.[cm]?[jt]sx?$|\.snap$|(^|\/)__snapshots__(\/|$)/;

/** The newest modification of any source file: its path and time, or undefined when none exists. */
function newestSource() {
  let newest;
  const visit = (absolute) => {
    let stats;
    try {
      stats = statSync(absolute);
    } catch {
      return;
    }
    if (stats.isDirectory()) {
      for (const entry of readdirSync(absolute)) {
        if (entry === 'node_modules' || entry.startsWith('.')) continue;
        visit(path.join(absolute, entry));
      }
      return;
    }
    const relative = path.relative(ROOT, absolute);
    if (IGNORED.test(relative)) return;
    if (!newest || stats.mtimeMs > newest.mtimeMs) newest = { file: relative, mtimeMs: stats.mtimeMs };
  };
  for (const source of SOURCES) visit(path.join(ROOT, source));
  return newest;
}

function readStamp() {
  try {
    const stamp = JSON.parse(readFileSync(STAMP, 'utf8'));
    return typeof stamp.startedAt === 'number' ? stamp : undefined;
  } catch {
    return undefined;
  }
}

/** Why a build is needed, or undefined when the last one is current. */
function reasonToBuild() {
  if (process.argv.includes('--force')) return 'a build was forced (--force)';
  if (!existsSync(BUILD_ID)) return 'there is no production build yet (.next/BUILD_ID is missing)';
  const stamp = readStamp();
  if (!stamp) return `the last build is not recorded (${path.relative(ROOT, STAMP)} is missing)`;
  const newest = newestSource();
  if (newest && newest.mtimeMs > stamp.startedAt) {
    return `${newest.file} changed after the last build (${new Date(stamp.startedAt).toISOString()})`;
  }
  return undefined;
}

const reason = reasonToBuild();
if (!reason) {
  console.log('ensure-build: the production build is up to date; nothing to do');
  process.exit(0);
}

console.log(`ensure-build: running "next build" because ${reason}`);
const startedAt = Date.now();
const nextBin = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const result = spawnSync(process.execPath, [nextBin, 'build'], { cwd: ROOT, stdio: 'inherit' });
if (result.error) {
  console.error(`ensure-build: could not run next build: ${result.error.message}`);
  process.exit(1);
}
if (result.status !== 0) {
  console.error(`ensure-build: next build failed (exit ${result.status ?? result.signal})`);
  process.exit(result.status || 1);
}
writeFileSync(STAMP, `${JSON.stringify({ startedAt, finishedAt: Date.now() })}\n`);
console.log(`ensure-build: build done in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
