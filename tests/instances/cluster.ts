// A fresh PostgreSQL database, two Groundwork instances started at the same moment on it (plain HTTP, TRUST_PROXY),
// and nginx in front of them terminating TLS at https://localhost:<port>, the one public origin of both.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type RequestOptions } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { ensureCertificate, LOCAL_HOSTS } from '../../server/tls/certificate';
import { freePort } from '../e2e/helpers/ports';
import { startServer, type RunningServer } from '../e2e/helpers/server';
import { INSTANCE_HEADER, startProxy, type Proxy } from './nginx';

export type InstanceName = 'a' | 'b';

export interface Cluster {
  /** `https://localhost:<nginx port>`: the APP_ORIGIN of both instances. */
  origin: string;
  databaseUrl: string;
  instances: Record<InstanceName, RunningServer>;
  /** What nginx writes in `x-served-by` for each instance. */
  upstream: Record<InstanceName, string>;
  proxy: Proxy;
  /** Runs one query on the cluster's database. */
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
  dispose(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin<T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function startCluster(serverUrl: string): Promise<Cluster> {
  const name = `gw_instances_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, (client) => client.query(`create database ${name}`));
  const databaseUrl = withDatabase(serverUrl, name);
  const dir = mkdtempSync(path.join(tmpdir(), 'groundwork-instances-'));
  const cleanups: (() => Promise<unknown>)[] = [
    async () => rmSync(dir, { recursive: true, force: true }),
    () => admin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  ];
  const dispose = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  try {
    await ensureCertificate(path.join(dir, 'tls'), LOCAL_HOSTS);
    const [proxyPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
    const origin = `https://localhost:${proxyPort}`;
    const proxy = await startProxy({
      dir: path.join(dir, 'nginx'),
      port: proxyPort,
      instancePorts: [portA, portB],
      certFile: path.join(dir, 'tls', 'cert.pem'),
      keyFile: path.join(dir, 'tls', 'key.pem'),
    });
    cleanups.push(() => proxy.stop());
    const env = {
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '5',
      APP_ORIGIN: origin,
      TLS: 'off',
      TRUST_PROXY: 'on',
      MQTT_URL: '',
      DEMO_SIMULATOR: 'off',
    };
    // At the same moment, on the same empty database.
    const started = await Promise.allSettled(
      (['a', 'b'] as const).map((instance, index) => startServer({ name: `instance-${instance}`, port: [portA, portB][index], dataDir: path.join(dir, instance), env })),
    );
    for (const result of started) if (result.status === 'fulfilled') cleanups.push(() => result.value.stop());
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const [a, b] = started.map((result) => (result as PromiseFulfilledResult<RunningServer>).value);
    return {
      origin,
      databaseUrl,
      instances: { a, b },
      upstream: { a: `127.0.0.1:${portA}`, b: `127.0.0.1:${portB}` },
      proxy,
      query: async <Row>(text: string, values?: unknown[]) => admin(databaseUrl, async (client) => (await client.query(text, values)).rows as Row[]),
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** performance.now() when the request was sent. */
  sentAt: number;
  /** performance.now() when the whole answer was read. */
  at: number;
}

/** A request through the proxy, pinned to one instance. */
export function through(
  cluster: Cluster,
  instance: InstanceName,
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<Answer> {
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  const options: RequestOptions = {
    method: init.method ?? (body ? 'POST' : 'GET'),
    rejectUnauthorized: false,
    headers: { [INSTANCE_HEADER]: instance, ...(body ? { 'content-type': 'application/json' } : {}), ...init.headers },
  };
  return new Promise((resolve, reject) => {
    const sentAt = performance.now();
    const req = request(new URL(pathname, cluster.origin), options, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, sentAt, at: performance.now() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export interface LiveStream {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Each event as it came, with performance.now() at its arrival. */
  events: { event: string; data: string; at: number }[];
  /** Waits for the first event of a kind, at most `timeoutMs`. */
  next(kind: string, after?: number, timeoutMs?: number): Promise<{ event: string; data: string; at: number }>;
  close(): void;
}

/** Opens a Server-Sent Events stream through the proxy, pinned to one instance. */
export function openStream(cluster: Cluster, instance: InstanceName, pathname: string, token: string): Promise<LiveStream> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(pathname, cluster.origin),
      { rejectUnauthorized: false, headers: { [INSTANCE_HEADER]: instance, authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (res) => {
        const events: LiveStream['events'] = [];
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const lines = block.split('\n').filter((line) => line && !line.startsWith(':'));
            const field = (key: string) =>
              lines
                .filter((line) => line.startsWith(`${key}:`))
                .map((line) => line.slice(key.length + 1).trim())
                .join('\n');
            if (field('event')) events.push({ event: field('event'), data: field('data'), at: performance.now() });
          }
        });
        res.on('error', () => undefined);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          events,
          async next(kind, after = 0, timeoutMs = 10_000) {
            const deadline = Date.now() + timeoutMs;
            for (;;) {
              const found = events.find((event) => event.event === kind && event.at >= after);
              if (found) return found;
              if (Date.now() > deadline) throw new Error(`no ${kind} event within ${timeoutMs} ms; events: ${JSON.stringify(events)}`);
              await new Promise((wait) => setTimeout(wait, 5));
            }
          },
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}
