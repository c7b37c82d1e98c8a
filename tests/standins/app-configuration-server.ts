import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifySignature, type AccessKey } from './app-configuration-hmac';
import {
  MAX_KEYS_PER_FILTER,
  composeSnapshot,
  matches,
  newEtag,
  nextLink,
  pageOf,
  problem,
  readBody,
  send,
  snapshotLimitProblem,
  type AppConfigurationStandIn,
  type KeyValue,
  type RecordedRequest,
  type StandInOptions,
  type StandInSnapshot,
} from './app-configuration-parts';
export {
  MAX_KEYS_PER_FILTER,
  STAND_IN_SNAPSHOT_LIMITS,
  composeSnapshot,
  snapshotLimitProblem,
  type AppConfigurationStandIn,
  type KeyValue,
  type RecordedRequest,
  type SnapshotFilter,
  type StandInOptions,
  type StandInSnapshot,
} from './app-configuration-parts';

/**
 * A local stand-in for Azure App Configuration's REST API, enough for Groundwork: key-values (`GET /kv`, key and
 * label filters, paged, or a snapshot's with `snapshot=`; `GET /kv/{key}` and `PUT /kv/{key}` with `label`),
 * snapshots (`GET /snapshots` with name, status, $Select and After; `GET /snapshots/{name}`; `PATCH
 * /snapshots/{name}` to archive, honouring If-Match). A snapshot keeps the key-values its filters matched when it
 * was added, as the service composes it at creation. Every request must carry a valid HMAC-SHA256 signature.
 */

export async function startAppConfigurationStandIn(options: StandInOptions = {}): Promise<AppConfigurationStandIn> {
  const pageSize = options.pageSize ?? 2;
  const accessKey: AccessKey = { id: `standin-${randomBytes(4).toString('hex')}`, secret: randomBytes(32).toString('base64') };
  const keyValues: KeyValue[] = [];
  const snapshots = new Map<string, StandInSnapshot>();
  const snapshotContents = new Map<string, KeyValue[]>();
  const requests: RecordedRequest[] = [];

  const asServed = (entry: KeyValue) => ({ ...entry, etag: 'kv-etag', last_modified: new Date().toISOString(), locked: false, tags: {} });

  function listKeyValues(query: URLSearchParams, response: ServerResponse): void {
    const snapshotName = query.get('snapshot');
    if (snapshotName !== null) {
      const contents = snapshotContents.get(snapshotName);
      if (!contents) return problem(response, 404, 'Not found', `No snapshot named ${snapshotName}`);
      const { page, next } = pageOf(contents, query.get('After') ?? query.get('after'), pageSize);
      return send(response, 200, { items: page.map(asServed), ...(next && { '@nextLink': nextLink('/kv', query, next) }) }, 'application/vnd.microsoft.appconfig.kvset+json');
    }
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
        items: page.map(asServed),
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

  function labelOf(query: URLSearchParams): string | null {
    const label = query.get('label');
    return label === null || label === '' || label === '\0' ? null : label;
  }

  function getKeyValue(key: string, query: URLSearchParams, response: ServerResponse): void {
    const label = labelOf(query);
    const entry = keyValues.find((existing) => existing.key === key && existing.label === label);
    if (!entry) return problem(response, 404, 'Not found', `No key-value ${key} with that label`);
    response.setHeader('etag', '"kv-etag"');
    send(response, 200, asServed(entry), 'application/vnd.microsoft.appconfig.kv+json');
  }

  function putKeyValue(key: string, query: URLSearchParams, body: Buffer, response: ServerResponse): void {
    let change: { value?: unknown; content_type?: unknown };
    try {
      change = JSON.parse(body.toString('utf8')) as { value?: unknown; content_type?: unknown };
    } catch {
      return problem(response, 400, 'Invalid request', 'The body is not JSON');
    }
    if (change.value !== undefined && change.value !== null && typeof change.value !== 'string') {
      return problem(response, 400, 'Invalid request', 'value must be a string');
    }
    const entry: KeyValue = { key, label: labelOf(query), value: (change.value as string | null | undefined) ?? '' };
    if (typeof change.content_type === 'string') entry.content_type = change.content_type;
    const index = keyValues.findIndex((existing) => existing.key === key && existing.label === entry.label);
    if (index >= 0) keyValues[index] = entry;
    else keyValues.push(entry);
    response.setHeader('etag', '"kv-etag"');
    send(response, 200, asServed(entry), 'application/vnd.microsoft.appconfig.kv+json');
  }

  function getSnapshot(name: string, response: ServerResponse): void {
    const snapshot = snapshots.get(name);
    if (!snapshot) return problem(response, 404, 'Not found', `No snapshot named ${name}`);
    response.setHeader('etag', `"${snapshot.etag}"`);
    send(response, 200, snapshot, 'application/vnd.microsoft.appconfig.snapshot+json');
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
      const keyPath = /^\/kv\/(.+)$/.exec(url.pathname);
      if (request.method === 'GET' && keyPath) return getKeyValue(decodeURIComponent(keyPath[1]), url.searchParams, response);
      if (request.method === 'PUT' && keyPath) return putKeyValue(decodeURIComponent(keyPath[1]), url.searchParams, body, response);
      const snapshotPath = /^\/snapshots\/(.+)$/.exec(url.pathname);
      if (request.method === 'GET' && snapshotPath) return getSnapshot(decodeURIComponent(snapshotPath[1]), response);
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
    addSnapshot({ items, ...partial }) {
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
      const contents = items ?? composeSnapshot(keyValues, snapshot.filters, snapshot.composition_type);
      if (partial.items_count === undefined && (items || contents.length)) snapshot.items_count = contents.length;
      snapshots.set(snapshot.name, snapshot);
      snapshotContents.set(snapshot.name, contents);
      return snapshot;
    },
    snapshotItems: (name) => snapshotContents.get(name) ?? [],
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
