// `node scripts/test-all.mjs` runs this after the production build (the "js budget" step; `npx tsx bench/js-budget.ts`
// by hand): every page's first-load JavaScript, gzipped, from the build's own statistics
// (.next/diagnostics/route-bundle-stats.json, each chunk of a route's first load gzipped at level 9), printed against
// its budget (bench/js-budget-rules.ts). Exits with status 1 when a page is over. No timing: the same build always
// gives the same answer. `--dir <tree>` reads another tree's .next.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CEILINGS_KB } from './js-budget-ceilings';
import { verdicts, type RouteWeight } from './js-budget-rules';

interface RouteStats {
  route: string;
  firstLoadChunkPaths: string[];
}

/** Each route's first-load JavaScript, gzipped, in kB (one decimal), from a build under `root`. */
export function firstLoadWeights(root: string): RouteWeight[] {
  const statsFile = path.join(root, '.next/diagnostics/route-bundle-stats.json');
  if (!existsSync(statsFile)) throw new Error(`No ${statsFile}: run \`next build\` first.`);
  const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as RouteStats[];
  const gzipped = new Map<string, number>();
  const sizeOf = (chunk: string) => {
    if (!gzipped.has(chunk)) gzipped.set(chunk, gzipSync(readFileSync(path.join(root, chunk)), { level: 9 }).length);
    return gzipped.get(chunk) as number;
  };
  return stats.map((entry) => ({
    route: entry.route,
    gzipKb: Math.round((entry.firstLoadChunkPaths.reduce((sum, chunk) => sum + sizeOf(chunk), 0) / 1024) * 10) / 10,
  }));
}

function main(): void {
  const dirIndex = process.argv.indexOf('--dir');
  const root = path.resolve(dirIndex >= 0 ? (process.argv[dirIndex + 1] ?? '.') : '.');
  const results = verdicts(firstLoadWeights(root), CEILINGS_KB);
  const width = Math.max(...results.map((result) => result.route.length), 5);
  console.log(`${'page'.padEnd(width)}  first-load gzip kB  budget  `);
  for (const result of results) {
    const kind = result.visitor ? 'visitor' : 'page';
    console.log(
      `${result.route.padEnd(width)}  ${result.gzipKb.toFixed(1).padStart(18)}  ${String(result.budgetKb).padStart(6)}  ${kind.padEnd(7)} ${result.over ? 'OVER' : result.held ? `held at ${CEILINGS_KB[result.route]} (issue 25)` : 'ok'}`,
    );
  }
  const over = results.filter((result) => result.over);
  if (over.length > 0) {
    console.error(
      `\n${over.length} page(s) over their first-load JavaScript budget: ${over.map((result) => `${result.route} ${result.gzipKb} kB > ${result.budgetKb} kB`).join(', ')}`,
    );
    process.exitCode = 1;
  } else {
    const held = results.filter((result) => result.held).length;
    const heldNote = held > 0 ? `; ${held} over budget, held at their ceilings until cut` : '';
    console.log(`\nNo page over its budget or ceiling (${results.length} pages${heldNote}).`);
  }
}

if (require.main === module) main();
