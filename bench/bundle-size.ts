/**
 * First-load JavaScript per route, gzipped, from the last production build.
 *
 *   npx tsx bench/bundle-size.ts                 every route
 *   npx tsx bench/bundle-size.ts / /homepage     only these routes
 *   npx tsx bench/bundle-size.ts --chunks /      also list each chunk (gzipped kB, shared or route-only)
 *   npx tsx bench/bundle-size.ts --json          machine-readable output
 *   npx tsx bench/bundle-size.ts --dir ../other  read another tree's .next (default: the current directory)
 *   npx tsx bench/bundle-size.ts --max 250 /x    exit with status 1 when a listed route is over 250 kB gzipped
 *   npx tsx bench/bundle-size.ts --packages /    also attribute each route's gzipped bytes to npm packages and
 *                                                source files (needs a build with `productionBrowserSourceMaps`)
 *
 * Reads `.next/diagnostics/route-bundle-stats.json` (written by `next build`), gzips every chunk in each route's
 * `firstLoadChunkPaths` (level 9, as a CDN would serve it) and sums them. The chunks common to every route are the
 * shared shell.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface RouteStats {
  route: string;
  firstLoadUncompressedJsBytes: number;
  firstLoadChunkPaths: string[];
}

interface RouteSize {
  route: string;
  rawKb: number;
  gzipKb: number;
  chunks: { path: string; rawKb: number; gzipKb: number; shared: boolean }[];
}

const args = process.argv.slice(2);
const showChunks = args.includes('--chunks');
const showPackages = args.includes('--packages');
const asJson = args.includes('--json');
const dirIndex = args.indexOf('--dir');
const maxIndex = args.indexOf('--max');
const root = path.resolve(dirIndex >= 0 ? (args[dirIndex + 1] ?? '.') : '.');
const maxKb = maxIndex >= 0 ? Number(args[maxIndex + 1]) : undefined;
const optionValues = new Set([dirIndex + 1, maxIndex + 1].filter((index) => index > 0));
const wanted = args.filter((arg, index) => !arg.startsWith('--') && !optionValues.has(index));

const statsFile = path.join(root, '.next/diagnostics/route-bundle-stats.json');
if (!existsSync(statsFile)) {
  console.error(`No ${statsFile}: run \`next build\` first.`);
  process.exit(1);
}
const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as RouteStats[];

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const sizes = new Map<string, { raw: number; gzip: number }>();
function sizeOf(chunk: string) {
  let size = sizes.get(chunk);
  if (!size) {
    const content = readFileSync(path.join(root, chunk));
    size = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
    sizes.set(chunk, size);
  }
  return size;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Source-map `mappings`: per generated line, the segments [column, source index?] (other fields skipped). */
function decodeMappings(mappings: string): [number, number | undefined][][] {
  const lines: [number, number | undefined][][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: [number, number | undefined][] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push([column, fields.length > 1 ? source : undefined]);
    }
    lines.push(segments);
  }
  return lines;
}

/** An npm package (`@scope/name`) or a project file, from a source-map source. */
function ownerOf(source: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (match) return match[1];
  return source.replace(/^turbopack:\/\/\/\[project\]\//, '').replace(/^turbopack:\/\/\/\[turbopack\].*$/, '(turbopack runtime)');
}

/** A chunk's gzipped size shared out between its sources in proportion to the raw bytes each produced. */
function attribute(chunk: string): Map<string, number> | undefined {
  const file = path.join(root, chunk);
  const code = readFileSync(file, 'utf8');
  const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  if (!url || !existsSync(path.join(path.dirname(file), url))) return undefined;
  const map = JSON.parse(readFileSync(path.join(path.dirname(file), url), 'utf8')) as {
    sections?: { offset: { line: number; column: number }; map: { sources: string[]; mappings: string } }[];
    sources?: string[];
    mappings?: string;
  };
  const sections = map.sections ?? [{ offset: { line: 0, column: 0 }, map: { sources: map.sources ?? [], mappings: map.mappings ?? '' } }];
  const lines = code.split('\n');
  const raw = new Map<string, number>();
  for (const { offset, map: section } of sections) {
    decodeMappings(section.mappings).forEach((segments, index) => {
      const text = lines[index + offset.line] ?? '';
      const shift = index === 0 ? offset.column : 0;
      segments.forEach(([column, source], position) => {
        const end = position + 1 < segments.length ? segments[position + 1][0] + shift : text.length;
        const owner = source === undefined ? '(unmapped)' : ownerOf(section.sources[source]);
        raw.set(owner, (raw.get(owner) ?? 0) + Math.max(0, end - column - shift));
      });
    });
  }
  const total = [...raw.values()].reduce((sum, bytes) => sum + bytes, 0) || 1;
  const gzip = sizeOf(chunk).gzip;
  return new Map([...raw].map(([owner, bytes]) => [owner, (gzip * bytes) / total]));
}

const selected = wanted.length > 0 ? stats.filter((entry) => wanted.includes(entry.route)) : stats;
const missing = wanted.filter((route) => !stats.some((entry) => entry.route === route));
if (missing.length > 0) console.error(`Unknown route(s): ${missing.join(', ')}`);

const shared = stats
  .map((entry) => new Set(entry.firstLoadChunkPaths))
  .reduce<Set<string> | null>((common, set) => (common ? new Set([...common].filter((c) => set.has(c))) : set), null);

const results: RouteSize[] = selected.map((entry) => {
  const chunks = entry.firstLoadChunkPaths.map((chunk) => {
    const size = sizeOf(chunk);
    return { path: chunk, rawKb: kb(size.raw), gzipKb: kb(size.gzip), shared: shared?.has(chunk) ?? false };
  });
  const raw = entry.firstLoadChunkPaths.reduce((sum, chunk) => sum + sizeOf(chunk).raw, 0);
  const gzip = entry.firstLoadChunkPaths.reduce((sum, chunk) => sum + sizeOf(chunk).gzip, 0);
  return { route: entry.route, rawKb: kb(raw), gzipKb: kb(gzip), chunks };
});

const sharedGzip = [...(shared ?? [])].reduce((sum, chunk) => sum + sizeOf(chunk).gzip, 0);

if (asJson) {
  console.log(JSON.stringify({ sharedGzipKb: kb(sharedGzip), routes: results }, null, 2));
} else {
  const width = Math.max(5, ...results.map((result) => result.route.length));
  console.log(`${'route'.padEnd(width)}  first-load gzip kB  (raw kB)`);
  for (const result of results) {
    console.log(`${result.route.padEnd(width)}  ${result.gzipKb.toFixed(1).padStart(18)}  (${result.rawKb.toFixed(1)})`);
    if (showChunks) {
      for (const chunk of [...result.chunks].sort((a, b) => b.gzipKb - a.gzipKb)) {
        console.log(`  ${chunk.gzipKb.toFixed(1).padStart(7)}  ${chunk.shared ? 'shared' : 'route '}  ${chunk.path}`);
      }
    }
  }
  console.log(`${'shared by every route'.padEnd(width)}  ${kb(sharedGzip).toFixed(1).padStart(18)}`);
  if (showPackages) {
    for (const result of results) {
      const owners = new Map<string, number>();
      let unmapped = 0;
      for (const chunk of result.chunks) {
        const shares = attribute(chunk.path);
        if (!shares) unmapped += sizeOf(chunk.path).gzip;
        for (const [owner, bytes] of shares ?? []) owners.set(owner, (owners.get(owner) ?? 0) + bytes);
      }
      console.log(`\n${result.route}: gzipped kB by package or file (approximate)`);
      for (const [owner, bytes] of [...owners].sort((a, b) => b[1] - a[1]).filter(([, bytes]) => bytes >= 512)) {
        console.log(`  ${kb(bytes).toFixed(1).padStart(7)}  ${owner}`);
      }
      if (unmapped > 0) console.log(`  ${kb(unmapped).toFixed(1).padStart(7)}  (chunks without a source map)`);
    }
  }
}

if (maxKb !== undefined) {
  const over = results.filter((result) => result.gzipKb > maxKb);
  for (const result of over) console.error(`${result.route} is over the budget: ${result.gzipKb} kB > ${maxKb} kB gzipped`);
  if (over.length > 0) process.exitCode = 1;
}
