// Starts the real Groundwork server (server/main.ts on the production build, not dev mode) for end-to-end tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, type WriteStream } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ARTIFACTS_DIR, REPO_ROOT } from './paths';
import { freePort } from './ports';

export interface StartServerOptions {
  /** Extra environment of this instance; wins over the defaults below. */
  env?: Record<string, string>;
  /** Data directory (PGlite, TLS certificate, files); a fresh temporary one when absent. */
  dataDir?: string;
  /** Port to listen on; a free one when absent. */
  port?: number;
  /** Name used for the log file under tests/artifacts/servers/. */
  name?: string;
  /** How long to wait for the server to answer, in ms. */
  startTimeoutMs?: number;
}

export interface RunningServer {
  /** `https://localhost:<port>` */
  origin: string;
  port: number;
  dataDir: string;
  /** The server's log file (stdout and stderr). */
  logFile: string;
  /** Stops the process and waits for it to exit (PGlite closes its data directory on SIGTERM). */
  stop(): Promise<void>;
  /** Stops, then starts again on the same port, data directory and environment. */
  restart(): Promise<void>;
  /** Stops and removes the data directory when this helper created it. */
  dispose(): Promise<void>;
}

/**
 * The secret of the outbox's address (no SMTP in the tests), chosen once by the harness and handed to every server
 * it starts as `OUTBOX_SECRET`, as the person running a server reads it from the log. It is set in this process's
 * environment, so that Playwright (started by tests/run-e2e.ts) inherits it and helpers/outbox.ts reads the mail.
 */
export const OUTBOX_SECRET = (process.env.OUTBOX_SECRET ||= randomBytes(24).toString('base64url'));

/**
 * The environment variable naming a migrated PGlite data directory (tests/e2e/helpers/pglite-template.ts, made by
 * tests/run-e2e.ts and inherited by Playwright's workers): a server with a fresh data directory starts from a copy.
 */
export const PGLITE_TEMPLATE_ENV = 'E2E_PGLITE_TEMPLATE';

/** Copies the migrated template into `<dataDir>/pglite`, where the server keeps PGlite (`DATA_DIR`); false without one. */
function copyPgliteTemplate(dataDir: string): boolean {
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (!template || !existsSync(template)) return false;
  cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  return true;
}

const STOP_GRACE_MS = 15_000;
const DEFAULT_START_TIMEOUT_MS = 240_000;

/**
 * Settings a developer's `.env.local` could otherwise bring in (server/main.ts loads it without overriding
 * what is already set): the tests run on the embedded defaults unless a spec asks for something else.
 */
const ISOLATED_DEFAULTS: Record<string, string> = {
  DATABASE_URL: '',
  B2C_TENANT: '',
  API_KEY: '',
  NEXT_PUBLIC_API_KEY: '',
  AZURE_STORAGE_CONNECTION_STRING: '',
  AZURE_STORAGE_ACCOUNT_URL: '',
  APP_CONFIGURATION_CONNECTION_STRING: '',
  APP_CONFIGURATION_ENDPOINT: '',
  APPINSIGHTS_CONNECTION_STRING: '',
  SMTP_URL: '',
  GOOGLE_CLIENT_ID: '',
  GOOGLE_CLIENT_SECRET: '',
  LINKEDIN_CLIENT_ID: '',
  LINKEDIN_CLIENT_SECRET: '',
  CRM_CHAT_SCRIPT_URL: '',
  BUG_BOUNTY_SCRIPT_URL: '',
  ON_MAINTENANCE: 'false',
  TLS: 'on',
  OUTBOX_SECRET,
  LOG_LEVEL: 'info',
};

/** The environment of one server instance. */
export function serverEnvironment(port: number, dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...ISOLATED_DEFAULTS,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_ORIGIN: `https://localhost:${port}`,
    DATA_DIR: dataDir,
    FILE_STORAGE_DIR: path.join(dataDir, 'files'),
    TLS_HOSTS: 'groundwork.eco,*.groundwork.eco,*.staging.groundwork.eco,*.demo.groundwork.eco,*.preprod.groundwork.eco',
    NEXT_TELEMETRY_DISABLED: '1',
    ...extra,
  };
}

/**
 * Resolves once anything answers on the port (the server listens only after it is fully prepared): over HTTPS, or
 * plain HTTP for an instance behind a TLS-terminating proxy (`TLS=off`).
 */
function answers(port: number, tls = true): Promise<boolean> {
  return new Promise((resolve) => {
    const options = { host: '127.0.0.1', port, path: '/', method: 'HEAD', timeout: 5_000 };
    const onResponse = (res: { resume(): void }) => {
      res.resume();
      resolve(true);
    };
    const req = tls ? request({ ...options, rejectUnauthorized: false, servername: 'localhost' }, onResponse) : httpRequest(options, onResponse);
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

interface Instance {
  child: ChildProcess;
  exited: Promise<number | null>;
  log: WriteStream;
}

function spawnInstance(env: NodeJS.ProcessEnv, logFile: string): Instance {
  const log = createWriteStream(logFile, { flags: 'a' });
  log.write(`\n--- starting at ${new Date().toISOString()} ---\n`);
  // One node process (tsx as a loader, not as a wrapper) so that SIGTERM reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code, signal) => {
      log.write(`--- exited with ${code ?? signal} at ${new Date().toISOString()} ---\n`);
      resolve(code);
    });
  });
  return { child, exited, log };
}

async function waitUntilReady(instance: Instance, port: number, logFile: string, timeoutMs: number, tls: boolean): Promise<void> {
  let exitCode: number | null | undefined;
  void instance.exited.then((code) => {
    exitCode = code;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(`The server exited (code ${exitCode}) before answering. Log ${logFile}:\n${tail(logFile)}`);
    }
    if (await answers(port, tls)) return;
    await sleep(250);
  }
  instance.child.kill('SIGKILL');
  throw new Error(`The server did not answer on port ${port} within ${timeoutMs} ms. Log ${logFile}:\n${tail(logFile)}`);
}

async function stopInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode === null && instance.child.signalCode === null) {
    instance.child.kill('SIGTERM');
    const timer = setTimeout(() => instance.child.kill('SIGKILL'), STOP_GRACE_MS);
    await instance.exited;
    clearTimeout(timer);
  }
  await new Promise<void>((resolve) => instance.log.end(resolve));
}

/**
 * Starts server/main.ts on the production build with its own data directory (fresh PGlite, fresh TLS
 * certificate) and `APP_ORIGIN=https://localhost:<port>`, and waits until it answers.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'groundwork-e2e-'));
  // A fresh data directory on the embedded database starts migrated (initdb and the migrations done once per run);
  // the server still loads the demo data for its own origin, as at any first start.
  if (ownsDataDir && !options.env?.DATABASE_URL) copyPgliteTemplate(dataDir);
  const logDir = path.join(ARTIFACTS_DIR, 'servers');
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `${options.name ?? 'server'}-${port}.log`);
  const env = serverEnvironment(port, dataDir, options.env);
  const timeoutMs = options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS;

  let instance: Instance | undefined;
  const start = async () => {
    const started = spawnInstance(env, logFile);
    instance = started;
    await waitUntilReady(started, port, logFile, timeoutMs, (env.TLS ?? 'on').toLowerCase() !== 'off');
  };
  const stop = async () => {
    if (!instance) return;
    const running = instance;
    instance = undefined;
    await stopInstance(running);
  };

  try {
    await start();
  } catch (error) {
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    origin: `https://localhost:${port}`,
    port,
    dataDir,
    logFile,
    stop,
    restart: async () => {
      await stop();
      await start();
    },
    dispose: async () => {
      await stop();
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
