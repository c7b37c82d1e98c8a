import { createJobQueue, type JobQueue } from '@/server/jobs';
import { findJob } from '@/server/jobs/repository';
import { createLogger } from '@/server/logger';
import { createTestDatabase, type TestDatabase } from './helpers/database';

// Issue 22: background jobs kept in the database survive a restart; a job claimed by an instance that died
// is taken again by another once its lease has run out; failures retry with back-off, then fail for good.

jest.setTimeout(60_000);

let database: TestDatabase;
const logger = createLogger({ level: 'silent' });
const LEASE_MS = 60_000;

function queue(instanceId: string, options: { now?: () => Date; maxAttempts?: number } = {}): JobQueue {
  return createJobQueue(database.db, { logger, instanceId, leaseMs: LEASE_MS, backoffMs: () => 0, ...options });
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

test('a queued job runs once, and a dedupe key queues it once', async () => {
  const seen: unknown[] = [];
  const jobs = queue('a');
  jobs.handle('test.once', async (payload) => {
    seen.push(payload.n);
  });
  const id = await jobs.enqueue(database.db, 'test.once', { n: 1 }, { dedupeKey: 'once-1' });
  expect(await jobs.enqueue(database.db, 'test.once', { n: 2 }, { dedupeKey: 'once-1' })).toBeNull();
  expect(await jobs.drain()).toBe(1);
  expect(await jobs.drain()).toBe(0);
  expect(seen).toEqual([1]);
  const row = await findJob(database.db, id as string);
  expect(row?.doneAt).not.toBeNull();
  expect(row?.attempts).toBe(1);
});

test('a job queued inside a transaction that rolls back never runs', async () => {
  const jobs = queue('tx');
  let runs = 0;
  jobs.handle('test.rollback', async () => {
    runs += 1;
  });
  await expect(
    database.db.transaction(async (tx) => {
      await jobs.enqueue(tx, 'test.rollback', {});
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect(await jobs.drain()).toBe(0);
  expect(runs).toBe(0);
});

test('a failing job is tried again, then failed for good after its attempts, with the last error', async () => {
  const jobs = queue('b', { maxAttempts: 3 });
  let tries = 0;
  jobs.handle('test.fails', async () => {
    tries += 1;
    throw new Error(`broken ${tries}`);
  });
  const id = (await jobs.enqueue(database.db, 'test.fails', {})) as string;
  expect(await jobs.drain()).toBe(3);
  const row = await findJob(database.db, id);
  expect(tries).toBe(3);
  expect(row?.failedAt).not.toBeNull();
  expect(row?.lastError).toBe('broken 3');
});

test('a job whose instance died is taken again by another once the lease has run out', async () => {
  const handled: string[] = [];
  const dead = queue('dead');
  dead.handle('test.lease', async () => undefined);
  const id = (await dead.enqueue(database.db, 'test.lease', { x: 1 })) as string;
  const [claimed] = await dead.claim();
  expect(claimed.id).toBe(id);
  // The dead instance never finishes. Another instance, while the lease holds, leaves it alone…
  const survivor = queue('survivor');
  survivor.handle('test.lease', async (_payload, job) => {
    handled.push(`${job.id}:${job.attempt}`);
  });
  expect(await survivor.drain()).toBe(0);
  // …and takes it once the lease has run out (its clock a lease and a second later).
  const later = queue('survivor', { now: () => new Date(Date.now() + LEASE_MS + 1000) });
  later.handle('test.lease', async (_payload, job) => {
    handled.push(`${job.id}:${job.attempt}`);
  });
  expect(await later.drain()).toBe(1);
  expect(handled).toEqual([`${id}:2`]);
  const row = await findJob(database.db, id);
  expect(row?.lockedBy).toBe('survivor');
  expect(row?.doneAt).not.toBeNull();
});

test('an instance claims only the kinds it handles', async () => {
  const other = queue('other');
  const id = (await other.enqueue(database.db, 'test.unhandled', {})) as string;
  other.handle('test.something-else', async () => undefined);
  expect(await other.drain()).toBe(0);
  expect((await findJob(database.db, id))?.attempts).toBe(0);
});

test('a started queue runs what is queued without being asked, and stops', async () => {
  const jobs = queue('started');
  const ran = new Promise<unknown>((resolve) => {
    jobs.handle('test.started', async (payload) => resolve(payload.value));
  });
  jobs.start();
  await jobs.enqueue(database.db, 'test.started', { value: 'yes' });
  await expect(ran).resolves.toBe('yes');
  await jobs.stop();
});
