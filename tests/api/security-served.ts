import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { TestApp } from './helpers/app';

/** The test app served as production serves it (server/main.ts): @hono/node-server, global objects untouched. */
export interface ServedApp {
  origin: string;
  /** A request to `/api<path>` over a socket; `text` is sent as is, `token` becomes the bearer header. */
  send(path: string, init?: { method?: string; token?: string; headers?: Record<string, string>; text?: string }): Promise<Response>;
  close(): Promise<void>;
}

export async function serveOverNode(t: TestApp): Promise<ServedApp> {
  const server: Server = createServer(getRequestListener(t.app.fetch, { overrideGlobalObjects: false }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    send(path, init = {}) {
      const headers = new Headers(init.headers);
      if (init.token) headers.set('authorization', `Bearer ${init.token}`);
      if (t.settings.apiKey && !headers.has('ocp-apim-subscription-key')) headers.set('ocp-apim-subscription-key', t.settings.apiKey);
      return fetch(`${origin}/api${path}`, { method: init.method ?? (init.text !== undefined ? 'POST' : 'GET'), headers, body: init.text });
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
