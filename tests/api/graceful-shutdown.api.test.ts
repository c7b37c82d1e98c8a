// SIGTERM while people save (issue: a server that can be operated): the real server process (server/main.ts, the API
// only, SERVE_PAGES=off) is stopped while 50 users save answers over HTTP, then started again on the same data; every
// save it acknowledged is there. On PGlite (a data directory) by default, on a fresh PostgreSQL database of
// TEST_DATABASE_URL's server when it is set. Waits are on conditions (a count of acknowledged saves, the exit).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'pg';
import type { AssessmentDetail, SavedAnswer } from '@/lib/schemas/assessments';
import type { ProjectDetail } from '@/lib/schemas/projects';
import type { TemplateSummary } from '@/lib/schemas/resources';
import { startServer, type RunningServer } from '../e2e/helpers/server';
import { createSigningKey, createTokenMinter, publicKeySet } from './helpers/tokens';

jest.setTimeout(240_000);

const USERS = 50;
/** Saves acknowledged before the signal: enough that every user is in the middle of saving. */
const SAVES_BEFORE_SIGNAL = 2 * USERS;
const ISSUER = 'https://issuer.groundwork.test';
const AUDIENCE = 'api://groundwork';

const serverUrl = process.env.TEST_DATABASE_URL;
const databaseName = `groundwork_shutdown_${randomBytes(5).toString('hex')}`;
const admin = serverUrl ? new Pool({ connectionString: serverUrl, max: 1 }) : undefined;
let jwks: Server;
let server: RunningServer | undefined;

function databaseUrl(): string {
  const parsed = new URL(serverUrl as string);
  parsed.pathname = `/${databaseName}`;
  return parsed.toString();
}

afterAll(async () => {
  await server?.dispose();
  jwks?.closeAllConnections();
  await new Promise((resolve) => jwks?.close(resolve));
  if (admin) {
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
  }
});

interface Saver {
  token: string;
  assessmentId: string;
  /** The last save the server acknowledged (200), or none. */
  acknowledged?: { value: string; version: number };
  /** Statuses other than 200 seen (503 while stopping), and whether the connection was refused. */
  refusals: number[];
}

it('stores every acknowledged save when SIGTERM stops the server while 50 users save', async () => {
  // The test is the identity provider: its keys are published on a port of its own, and the server trusts them.
  const key = await createSigningKey();
  const keySet = JSON.stringify(await publicKeySet(key));
  jwks = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(keySet));
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const minter = createTokenMinter(key, ISSUER, AUDIENCE);

  if (admin) await admin.query(`create database "${databaseName}"`);
  server = await startServer({
    name: 'graceful-shutdown',
    env: {
      SERVE_PAGES: 'off',
      TLS: 'off',
      DEMO_SIMULATOR: 'off',
      AUTH_ISSUERS: ISSUER,
      AUTH_JWKS_URI: `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/jwks`,
      API_AUDIENCE: AUDIENCE,
      ...(admin && { DATABASE_URL: databaseUrl(), DATABASE_POOL_SIZE: '10' }),
    },
  });
  const origin = `http://127.0.0.1:${server.port}`;
  const api = (path: string, token: string, init: { method?: string; json?: unknown } = {}) =>
    fetch(`${origin}/api${path}`, {
      method: init.method ?? (init.json ? 'POST' : 'GET'),
      headers: { authorization: `Bearer ${token}`, ...(init.json !== undefined && { 'content-type': 'application/json' }) },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });

  expect((await fetch(`${origin}/api/ready`)).status).toBe(200);
  const setupToken = await minter.mint({ email: 'setup@example.test', name: 'Setup' });
  const templates = (await (await api('/resources/templates', setupToken)).json()) as TemplateSummary[];
  const template = templates.find((candidate) => candidate.slug === 'biochar-readiness');
  expect(template).toBeDefined();

  const savers: Saver[] = [];
  for (let index = 0; index < USERS; index += 1) {
    const token = await minter.mint({ email: `saver-${index}@example.test`, name: `Saver ${index}` });
    const created = await api('/create_project', token, { json: { name: `Kiln ${index}`, template_id: template?.id } });
    expect(created.status).toBe(200);
    const project = (await created.json()) as ProjectDetail;
    savers.push({ token, assessmentId: project.steps[0].assessments[0].id, refusals: [] });
  }

  // Each user saves again and again, each save naming the version it replaces, until the server stops answering.
  let acknowledged = 0;
  let signalled!: () => void;
  const enoughSaves = new Promise<void>((resolve) => (signalled = resolve));
  const save = async (saver: Saver) => {
    for (let round = 1; ; round += 1) {
      const value = `${saver.token.slice(-6)} save ${round}`;
      let response: Response;
      try {
        response = await api('/question', saver.token, {
          method: 'PUT',
          json: { assessment_id: saver.assessmentId, question_id: 'project_name', value, base_version: saver.acknowledged?.version ?? 0 },
        });
      } catch {
        return; // The connection was refused or closed: the server has stopped.
      }
      if (response.status !== 200) {
        saver.refusals.push(response.status);
        await response.body?.cancel();
        return;
      }
      const saved = (await response.json()) as SavedAnswer;
      saver.acknowledged = { value, version: saved.answer?.version ?? -1 };
      acknowledged += 1;
      if (acknowledged === SAVES_BEFORE_SIGNAL) signalled();
    }
  };
  const saving = Promise.all(savers.map(save));

  await enoughSaves;
  const logBefore = readFileSync(server.logFile, 'utf8').length;
  await server.stop(); // SIGTERM, then waits for the process to exit
  await saving;

  // It stopped by itself, cleanly: the helper writes the exit code to the log.
  const stopLog = readFileSync(server.logFile, 'utf8').slice(logBefore);
  expect(stopLog).toMatch(/"msg":"stopping: no new requests, finishing those in flight"/);
  expect(stopLog).toMatch(/--- exited with 0 at /);
  // A save refused while stopping is a 503 that asks to send it again, never another failure.
  expect(savers.flatMap((saver) => saver.refusals).filter((status) => status !== 503)).toEqual([]);

  await server.restart();
  const stored = await Promise.all(
    savers.map(async (saver) => {
      const detail = (await (await api(`/assessment?id=${saver.assessmentId}`, saver.token)).json()) as AssessmentDetail;
      const answer = detail.answers.find((item) => item.question_id === 'project_name');
      return answer ? { value: answer.value, version: answer.version } : undefined;
    }),
  );
  expect(stored).toEqual(savers.map((saver) => saver.acknowledged));
  expect(acknowledged).toBeGreaterThanOrEqual(SAVES_BEFORE_SIGNAL);
});
