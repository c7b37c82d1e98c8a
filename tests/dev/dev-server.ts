// Starts `npm run dev` in a process group of its own, so that the whole tree (npm, the dev script, next dev, its
// server and Turbopack's workers) can be stopped at once and checked gone.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS_DIR, REPO_ROOT } from '../e2e/helpers/paths';
import { fetchOver } from './https-client';

export interface DevServerOptions {
  port: number;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  /** How long to wait for the first HTTPS answer. */
  readyTimeoutMs: number;
}

export interface DevServer {
  port: number;
  dataDir: string;
  logFile: string;
  /** What the tree printed so far. */
  log(): string;
  /** Stops the tree with SIGTERM and waits until none of its processes is left; throws if it had to SIGKILL it. */
  stop(): Promise<void>;
}

/** How long the tree may take to stop before it is killed (and the test fails). */
const STOP_TIMEOUT_MS = 30_000;
const POLL_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether any process of the group is still there. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}

async function waitForGroupEnd(pgid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!groupAlive(pgid)) return true;
    await sleep(POLL_MS);
  }
  return !groupAlive(pgid);
}

function tail(text: string, lines = 60): string {
  return text.split('\n').slice(-lines).join('\n');
}

async function waitUntilAnswering(child: ChildProcess, options: DevServerOptions, log: () => string): Promise<void> {
  const deadline = Date.now() + options.readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`npm run dev exited (${child.exitCode ?? child.signalCode}) before answering:\n${tail(log())}`);
    }
    try {
      await fetchOver(options.port, '/favicon.svg', undefined, 5_000);
      return;
    } catch {
      await sleep(POLL_MS);
    }
  }
  throw new Error(`npm run dev did not answer on port ${options.port} within ${options.readyTimeoutMs} ms:\n${tail(log())}`);
}

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const logDir = path.join(ARTIFACTS_DIR, 'dev');
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `next-dev-${options.port}.log`);
  const fd = openSync(logFile, 'w');
  const child = spawn('npm', ['run', 'dev'], { cwd: REPO_ROOT, env: options.env, detached: true, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const pgid = child.pid;
  if (pgid === undefined) throw new Error('npm run dev could not be started');
  const log = () => readFileSync(logFile, 'utf8');

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (!groupAlive(pgid)) return;
      process.kill(-pgid, 'SIGTERM');
      if (await waitForGroupEnd(pgid, STOP_TIMEOUT_MS)) return;
      process.kill(-pgid, 'SIGKILL');
      throw new Error(`npm run dev did not stop within ${STOP_TIMEOUT_MS} ms of SIGTERM:\n${tail(log())}`);
    })();
    return stopping;
  };

  try {
    await waitUntilAnswering(child, options, log);
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  return { port: options.port, dataDir: options.dataDir, logFile, log, stop };
}
