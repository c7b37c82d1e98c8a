// The `test` every spec uses: the shared server's origin, page error collection, and servers of its own.
import { test as base, expect } from '@playwright/test';
import { collectPageErrors, type PageErrors } from './helpers/page-errors';
import { startServer, type RunningServer, type StartServerOptions } from './helpers/server';

interface Fixtures {
  /** Origin of the server tests/run-e2e.ts started, e.g. `https://localhost:41234`. */
  origin: string;
  /** Console errors and uncaught exceptions of `page` so far. */
  pageErrors: PageErrors;
  /** Starts a server of the test's own (stopped and removed when the test ends). */
  ownServer: (options?: StartServerOptions) => Promise<RunningServer>;
}

export const test = base.extend<Fixtures>({
  origin: async ({ baseURL }, provide) => {
    if (!baseURL) throw new Error('E2E_ORIGIN is not set: run the suite with `npm run test:e2e`');
    await provide(baseURL.replace(/\/+$/, ''));
  },
  pageErrors: async ({ page }, provide) => {
    await provide(collectPageErrors(page));
  },
  ownServer: async ({}, provide) => {
    const servers: RunningServer[] = [];
    await provide(async (options) => {
      const server = await startServer(options);
      servers.push(server);
      return server;
    });
    for (const server of servers) await server.dispose();
  },
});

export { expect };
