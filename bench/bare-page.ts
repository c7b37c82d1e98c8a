// The bare page of the Lighthouse bench (issue 25, item 2): a separate tiny Next app (bench/bare-app) built with the
// project's own packages — Next with React, the app's Mantine style sheets and theme, and the app's Redux store —
// with no page, shell or start-up code of the app. It is measured in the same run as the app's pages, so that a
// figure taken on a slow machine is read against that machine's floor. A separate app rather than a route of the
// product: any route of the product would carry `pages/_app.tsx` (the shell, MSAL's start-up, the messages), which is
// exactly the app code the floor must leave out, and the product's users never get a page that only the bench needs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../tests/e2e/helpers/ports';

const BARE_APP = path.join(__dirname, 'bare-app');
/** Its build (distDir in bench/bare-app/next.config.js). */
const BARE_BUILD = path.join(__dirname, '..', '.next', 'bench-bare-app');
const NEXT_BIN = require.resolve('next/dist/bin/next');

export interface BarePage {
  /** `http://127.0.0.1:<port>` (the page is its root path). */
  origin: string;
  stop(): Promise<void>;
}

/** The newest modification time of the bare app's sources (the file Next writes left out). */
function newestSource(dir = BARE_APP): number {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.name !== 'next-env.d.ts')
    .reduce((newest, entry) => {
      const full = path.join(dir, entry.name);
      return Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
    }, 0);
}

/** Builds the bare app when it has no build yet or a source changed since. */
export function ensureBareBuild(): void {
  const buildId = path.join(BARE_BUILD, 'BUILD_ID');
  if (existsSync(buildId) && statSync(buildId).mtimeMs > newestSource()) return;
  console.log('Building the bare page (bench/bare-app) …');
  const built = spawnSync(process.execPath, [NEXT_BIN, 'build', BARE_APP], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (built.status !== 0) throw new Error(`Building bench/bare-app failed (exit ${built.status})`);
}

async function answers(origin: string): Promise<boolean> {
  try {
    return (await fetch(origin)).status === 200;
  } catch {
    return false;
  }
}

/** Builds the bare app if needed and serves it with `next start` on a free local port. */
export async function startBarePage(): Promise<BarePage> {
  ensureBareBuild();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [NEXT_BIN, 'start', BARE_APP, '-p', String(port), '-H', '127.0.0.1'], {
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  for (let attempt = 0; attempt < 120 && !(await answers(origin)); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 500));
  if (!(await answers(origin))) {
    child.kill();
    throw new Error('The bare page did not answer within a minute');
  }
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
