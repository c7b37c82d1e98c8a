// The probes a load balancer or an orchestrator asks: `GET /api/health` (the process answers) and `GET /api/ready`
// (database reachable, migrations applied, file store writable), neither asking for a token or the API key.
import { sql } from 'drizzle-orm';
import type { NotReady, Readiness } from '@/lib/schemas/operations';
import type { Database } from '@/server/db/client';
import { latestCommittedMigration } from '@/server/db/migration-journal';
import type { FileStore } from '@/server/storage';
import { createTestApp, errorMessage, type TestApp } from './helpers/app';

jest.setTimeout(120_000);

const API_KEY = 'probe-test-key';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { API_KEY } });
});

afterAll(async () => {
  await t?.close();
});

/** A request with no token and no API key, as a probe sends it. */
const probe = (path: string) => t.app.request(`/api${path}`);

describe('GET /api/health', () => {
  it('answers 200 with neither a token nor the API key, which every other route needs', async () => {
    const health = await probe('/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', uptime_s: expect.any(Number) });
    expect((await probe('/resources/templates')).status).toBe(401);
  });
});

describe('GET /api/ready', () => {
  it('answers 200 when the database answers, every migration is applied and the file store takes a write', async () => {
    const ready = await probe('/ready');
    expect(ready.status).toBe(200);
    expect((await ready.json()) as Readiness).toEqual({
      status: 'ready',
      checks: [
        { name: 'database', ok: true, message: null },
        { name: 'migrations', ok: true, message: null },
        { name: 'files', ok: true, message: null },
      ],
    });
  });

  it('answers 503 naming the file store when it refuses a write', async () => {
    const readOnly: Partial<FileStore> = { kind: 'local', put: () => Promise.reject(new Error('read-only file system')) };
    const broken = await createTestApp({ env: { API_KEY }, deps: () => ({ storage: readOnly as FileStore }) });
    try {
      const ready = await broken.app.request('/api/ready');
      expect(ready.status).toBe(503);
      const body = (await ready.json()) as NotReady;
      expect(body.detail.message).toBe('Not ready: files (read-only file system)');
      expect(body.detail.checks.map((check) => [check.name, check.ok])).toEqual([
        ['database', true],
        ['migrations', true],
        ['files', false],
      ]);
    } finally {
      await broken.close();
    }
  });

  it('answers 503 naming the database and the migrations when the database does not answer', async () => {
    const unreachable = (db: Database) =>
      new Proxy(db, { get: (target, key) => (key === 'execute' ? () => Promise.reject(new Error('connection refused')) : Reflect.get(target, key)) });
    const broken = await createTestApp({ env: { API_KEY }, deps: (database) => ({ db: unreachable(database.db) }) });
    try {
      const ready = await broken.app.request('/api/ready');
      expect(ready.status).toBe(503);
      expect(await errorMessage(ready)).toBe('Not ready: database (connection refused), migrations (connection refused)');
    } finally {
      await broken.close();
    }
  });

  it('answers 503 naming the migration that is not applied yet', async () => {
    const latest = latestCommittedMigration();
    type Row = { id: number; hash: string; created_at: string };
    const rows = (await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${latest.when} returning id, hash, created_at`)) as unknown as {
      rows: Row[];
    };
    expect(rows.rows).toHaveLength(1);
    try {
      const ready = await probe('/ready');
      expect(ready.status).toBe(503);
      expect(await errorMessage(ready)).toBe(`Not ready: migrations (migration ${latest.tag} is not applied)`);
    } finally {
      const [row] = rows.rows;
      await t.database.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`);
    }
    expect((await probe('/ready')).status).toBe(200);
  });
});

describe('the probes in the OpenAPI document', () => {
  it('are operations of the Operations area that need no security at all', async () => {
    const document = (await (await probe('/openapi.json')).json()) as {
      paths: Record<string, Record<string, { tags: string[]; summary: string; security: unknown[] }>>;
    };
    for (const path of ['/api/health', '/api/ready']) {
      const operation = document.paths[path].get;
      expect(operation.tags).toEqual(['Operations']);
      expect(operation.summary).toEqual(expect.any(String));
      expect(operation.security).toEqual([]);
    }
  });
});
