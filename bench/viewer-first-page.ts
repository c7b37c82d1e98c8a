// Runs the data-room viewer's benchmark (bench/viewer) in Chromium against the production build, and reads its figures.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ViewerFigures {
  runs: number[];
  medianMs: number;
  worstMs: number;
}

const ROOT = path.resolve(__dirname, '..');

/** The figures, or null (said on the console) when the build or the browser run failed. */
export function benchViewerFirstPage(): ViewerFigures | null {
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'ensure-build.mjs')], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'groundwork-bench-viewer-'));
  const file = path.join(dir, 'result.json');
  try {
    const cli = path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');
    const run = spawnSync(process.execPath, [cli, 'test', '--config', path.join(ROOT, 'bench', 'viewer', 'playwright.config.ts')], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, BENCH_VIEWER_RESULT: file },
    });
    if (run.status !== 0) return null;
    return JSON.parse(readFileSync(file, 'utf8')) as ViewerFigures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
