import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifySignature, type AccessKey } from './app-configuration-hmac';

/**
 * A local stand-in for Azure App Configuration's REST API, enough for Groundwork: key-values (`GET /kv`, key and
 * label filters, paged), snapshots (`GET /snapshots` with name, status, $Select and After; `PATCH
 * /snapshots/{name}` to archive, honouring If-Match). Every request must carry a valid HMAC-SHA256 signature.
 */

export interface KeyValue {
  key: string;
  label: string | null;
  value: string;
  content_type?: string;
}

export interface SnapshotFilter {
  key: string;
  label?: string;
  tags?: string[];
}

export interface StandInSnapshot {
  name: string;
  status: 'provisioning' | 'ready' | 'archived' | 'failed';
  filters: SnapshotFilter[];
  composition_type: 'key' | 'key_label';
  created: string;
  expires: string | null;
  retention_period: number;
  size: number;
  items_count: number;
  tags: Record<string, string>;
  etag: string;
}

/** The service's limits for a snapshot (the seed's section 9). */
export const STAND_IN_SNAPSHOT_LIMITS = { minFilters: 1, maxFilters: 3, maxNameLength: 256, minRetention: 3600, maxRetention: 7_776_000 };
/** The service refuses a key filter listing more keys than this. */
export const MAX_KEYS_PER_FILTER = 5;

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  status: number;
}

export interface AppConfigurationStandIn {
  endpoint: string;
  accessKey: AccessKey;
  connectionString: string;
  /** Every request received, with the status it got. */
  requests: RecordedRequest[];
  setKeyValue(entry: KeyValue): void;
  /** Adds a snapshot; throws when it breaks the service's limits, as creating it would. */
  addSnapshot(snapshot: Partial<StandInSnapshot> & Pick<StandInSnapshot, 'name' | 'filters'>): StandInSnapshot;
  snapshot(name: string): StandInSnapshot | undefined;
  /** Changes a snapshot's etag, as another writer would. */
  touchSnapshot(name: string): void;
  stop(): Promise<void>;
}

export interface StandInOptions {
  /** Items per page of a listing (small, to exercise continuation). */
  pageSize?: number;
}

const API_VERSION = '2026-04-01';

function newEtag(): string {
  return randomBytes(12).toString('base64url');
}

/** Checks a snapshot against the service's limits; the reason, or null when it is acceptable. */
export function snapshotLimitProblem(snapshot: Pick<StandInSnapshot, 'name' | 'filters' | 'retention_period'>): string | null {
  const limits = STAND_IN_SNAPSHOT_LIMITS;
  if (snapshot.name.length < 1 || snapshot.name.length > limits.maxNameLength) return `name must have 1 to ${limits.maxNameLength} characters`;
  if (snapshot.filters.length < limits.minFilters || snapshot.filters.length > limits.maxFilters) {
    return `a snapshot has ${limits.minFilters} to ${limits.maxFilters} filters`;
  }
  if (snapshot.retention_period < limits.minRetention || snapshot.retention_period > limits.maxRetention) {
    return `retention_period must be between ${limits.minRetention} and ${limits.maxRetention} seconds`;
  }
  return null;
}

/** `abc*` matches by prefix, anything else exactly. */
function matches(filter: string, value: string): boolean {
  return filter.endsWith('*') ? value.startsWith(filter.slice(0, -1)) : value === filter;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown, contentType = 'application/json'): void {
  response.writeHead(status, { 'content-type': contentType });
  response.end(JSON.stringify(body));
}

function problem(response: ServerResponse, status: number, title: string, detail: string): void {
  send(response, status, { type: `https://azconfig.io/errors/${status}`, title, detail, status }, 'application/problem+json');
}

/** One page of the items, and the `after` token of the next page (an offset, opaque to the client). */
function pageOf<T>(items: T[], after: string | null, pageSize: number): { page: T[]; next: string | null } {
  const start = after ? Number(Buffer.from(after, 'base64url').toString()) : 0;
  const page = items.slice(start, start + pageSize);
  const next = start + pageSize < items.length ? Buffer.from(String(start + pageSize)).toString('base64url') : null;
  return { page, next };
}

/** The service's next link: the same query with `after` (never first, as the SDK parses it). */
function nextLink(path: string, query: URLSearchParams, after: string): string {
  const next = new URLSearchParams(query);
  next.delete('After');
  next.delete('after');
  next.set('api-version', query.get('api-version') ?? API_VERSION);
  next.append('after', after);
  return `${path}?${next.toString()}`;
}

export async function startAppConfigurationStandIn(options: StandInOptions = {}): Promise<AppConfigurationStandIn> {
  const pageSize = options.pageSize ?? 2;
  const accessKey: AccessKey = { id: `standin-${randomBytes(4).toString('hex')}`, secret: randomBytes(32).toString('base64') };
  const keyValues: KeyValue[] = [];
  const snapshots = new Map<string, StandInSnapshot>();
  const requests: RecordedRequest[] = [];

  function listKeyValues(query: URLSearchParams, response: ServerResponse): void {
    const keys = (query.get('key') ?? '*').split(',');
    if (keys.length > MAX_KEYS_PER_FILTER) {
      return problem(response, 400, 'Invalid request', `A key filter lists at most ${MAX_KEYS_PER_FILTER} keys`);
    }
    const label = query.get('label');
    const found = keyValues.filter(
      (entry) => keys.some((key) => matches(key, entry.key)) && (label === null || label === '*' || (label === '\0' ? entry.label === null : matches(label, entry.label ?? ''))),
    );
    const { page, next } = pageOf(found, query.get('After') ?? query.get('after'), pageSize);
    send(
      response,
      200,
      {
        items: page.map((entry) => ({ ...entry, etag: 'kv-etag', last_modified: new Date().toISOString(), locked: false, tags: {} })),
        ...(next && { '@nextLink': nextLink('/kv', query, next) }),
      },
      'application/vnd.microsoft.appconfig.kvset+json',
    );
  }

  function listSnapshots(query: URLSearchParams, response: ServerResponse): void {
    const name = query.get('name');
    const statuses = query.get('status')?.split(',');
    const fields = query.get('$Select')?.split(',');
    const found = [...snapshots.values()]
      .filter((snapshot) => (name ? matches(name, snapshot.name) : true) && (statuses ? statuses.includes(snapshot.status) : true))
      .sort((a, b) => a.name.localeCompare(b.name));
    const { page, next } = pageOf(found, query.get('After') ?? query.get('after'), pageSize);
    const project = (snapshot: StandInSnapshot) => (fields ? Object.fromEntries(Object.entries(snapshot).filter(([field]) => fields.includes(field))) : snapshot);
    send(response, 200, { items: page.map(project), ...(next && { '@nextLink': nextLink('/snapshots', query, next) }) }, 'application/vnd.microsoft.appconfig.snapshotset+json');
  }

  function updateSnapshot(name: string, request: IncomingMessage, body: Buffer, response: ServerResponse): void {
    const snapshot = snapshots.get(name);
    if (!snapshot) return problem(response, 404, 'Not found', `No snapshot named ${name}`);
    const ifMatch = request.headers['if-match']?.replace(/^"|"$/g, '');
    if (ifMatch && ifMatch !== '*' && ifMatch !== snapshot.etag) {
      return problem(response, 412, 'Precondition failed', 'The snapshot has changed');
    }
    let change: { status?: string };
    try {
      change = JSON.parse(body.toString('utf8')) as { status?: string };
    } catch {
      return problem(response, 400, 'Invalid request', 'The body is not JSON');
    }
    if (change.status !== 'archived' && change.status !== 'ready') {
      return problem(response, 400, 'Invalid request', 'status must be archived or ready');
    }
    if (change.status === 'archived' && snapshot.status !== 'archived') {
      snapshot.status = 'archived';
      snapshot.expires = new Date(Date.now() + snapshot.retention_period * 1000).toISOString();
      snapshot.etag = newEtag();
    }
    send(response, 200, snapshot, 'application/vnd.microsoft.appconfig.snapshot+json');
  }

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const record = (status: number) => requests.push({ method: request.method ?? 'GET', path: url.pathname, query: url.searchParams, status });
      response.on('finish', () => record(response.statusCode));
      const refused = verifySignature({ method: request.method ?? 'GET', pathAndQuery: request.url ?? '/', headers: request.headers, body }, accessKey);
      if (refused) {
        response.setHeader('www-authenticate', 'HMAC-SHA256');
        return problem(response, 401, 'Unauthorized', refused);
      }
      if (request.method === 'GET' && url.pathname === '/kv') return listKeyValues(url.searchParams, response);
      if (request.method === 'GET' && url.pathname === '/snapshots') return listSnapshots(url.searchParams, response);
      const snapshotPath = /^\/snapshots\/(.+)$/.exec(url.pathname);
      if (request.method === 'PATCH' && snapshotPath) return updateSnapshot(decodeURIComponent(snapshotPath[1]), request, body, response);
      return problem(response, 404, 'Not found', `${request.method} ${url.pathname} is not part of the stand-in`);
    })().catch((error: unknown) => problem(response, 500, 'Stand-in failure', String(error)));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;

  return {
    endpoint,
    accessKey,
    connectionString: `Endpoint=${endpoint};Id=${accessKey.id};Secret=${accessKey.secret}`,
    requests,
    setKeyValue(entry) {
      const index = keyValues.findIndex((existing) => existing.key === entry.key && existing.label === entry.label);
      if (index >= 0) keyValues[index] = entry;
      else keyValues.push(entry);
    },
    addSnapshot(partial) {
      const snapshot: StandInSnapshot = {
        status: 'ready',
        composition_type: 'key',
        created: new Date().toISOString(),
        expires: null,
        retention_period: 2_592_000,
        size: 1024,
        items_count: 3,
        tags: {},
        etag: newEtag(),
        ...partial,
      };
      const refusal = snapshotLimitProblem(snapshot);
      if (refusal) throw new Error(`Snapshot ${snapshot.name.slice(0, 40)} refused: ${refusal}`);
      snapshots.set(snapshot.name, snapshot);
      return snapshot;
    },
    snapshot: (name) => snapshots.get(name),
    touchSnapshot(name) {
      const snapshot = snapshots.get(name);
      if (snapshot) snapshot.etag = newEtag();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
