// Runs the end-to-end suite: starts the real server (production build, fresh data directory) on a free port,
// runs Playwright against it, stops it, and exits with Playwright's code. Arguments go to `playwright test`
// (e.g. `npm run test:e2e -- tests/e2e/app-shell.spec.ts`). The main server makes a real first start (initdb, the
// migrations, the demo data); beside it, a migrated PGlite data directory is made once, from which every server a
// spec starts with a fresh data directory begins (tests/e2e/helpers/pglite-template.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './e2e/helpers/paths';
import { migratedPgliteDirectory } from './e2e/helpers/pglite-template';
import { PGLITE_TEMPLATE_ENV, startServer, type RunningServer } from './e2e/helpers/server';

const PLAYWRIGHT_CLI = path.join(REPO_ROOT, 'node_modules', '@playwright', 'test', 'cli.js');
const CONFIG = path.join(REPO_ROOT, 'tests', 'e2e', 'playwright.config.ts');

function runPlaywright(origin: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [PLAYWRIGHT_CLI, 'test', '--config', CONFIG, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, E2E_ORIGIN: origin },
      stdio: 'inherit',
    });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.once('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function main(): Promise<number> {
  let server: RunningServer | undefined;
  try {
    console.log('run-e2e: starting the server (production build, fresh data directory)…');
    // The main server starts before the template is named in the environment, so from an empty data directory.
    const template = migratedPgliteDirectory();
    template.catch(() => undefined); // awaited below, once the server answers
    server = await startServer({ name: 'main' });
    process.env[PGLITE_TEMPLATE_ENV] = await template;
    console.log(`run-e2e: server ready at ${server.origin} (data ${server.dataDir}, log ${server.logFile})`);
    return await runPlaywright(server.origin, process.argv.slice(2));
  } catch (error) {
    console.error(`run-e2e: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    if (server) {
      console.log('run-e2e: stopping the server');
      await server.dispose();
    }
  }
}

main().then((code) => process.exit(code));
