// `npm run dev`: `next dev` itself, over HTTPS with the certificate the app keeps under its data directory (the same
// one `npm start` serves), on PORT (default 3000). Arguments after `--` go to `next dev`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { certificateHosts, ensureCertificate } from '@/server/tls/certificate';

const ENV_FILE = '.env.local';
const NEXT_BIN = require.resolve('next/dist/bin/next');

/** How long `next dev` waits for its server to close the database on a stop before it kills it. */
const STOP_GRACE_MS = 15_000;

/** The `next dev` arguments of the environment: port, address and, unless `TLS=off`, the certificate's files. */
async function nextDevArguments(env: NodeJS.ProcessEnv): Promise<string[]> {
  const port = env.PORT || '3000';
  if (!/^\d+$/.test(port) || Number(port) < 1 || Number(port) > 65_535) throw new Error(`PORT must be a port number, not "${port}"`);
  const args = ['dev', '--port', port, '--hostname', env.HOST || '0.0.0.0'];
  if ((env.TLS || 'on').toLowerCase() === 'off') return args;
  const dir = path.join(env.DATA_DIR || '.data', 'tls');
  await ensureCertificate(dir, certificateHosts(env.TLS_HOSTS));
  return [...args, '--experimental-https', '--experimental-https-key', path.join(dir, 'key.pem'), '--experimental-https-cert', path.join(dir, 'cert.pem')];
}

async function main(): Promise<number> {
  if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE);
  const args = [...(await nextDevArguments(process.env)), ...process.argv.slice(2)];
  const child = spawn(process.execPath, [NEXT_BIN, ...args], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: process.env.PORT || '3000',
      // The app closes its database on a stop, then exits (server/next-runtime.ts); Next gives it the time to.
      NEXT_MANUAL_SIG_HANDLE: 'true',
      NEXT_EXIT_TIMEOUT_MS: String(STOP_GRACE_MS),
    },
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`npm run dev: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
