import type { CreatedShare } from '@/lib/schemas/projects';
import type { CurrentUser } from '@/server/http/context';
import { createLogger } from '@/server/logger';
import { createLiveRights } from '@/server/modules/monitoring/live-rights';
import type { Caller } from '@/server/modules/projects/public';
import { createTestApp, type TestApp } from './helpers/app';
import { eventually } from './helpers/eventually';
import { follow } from './helpers/live-stream';
import { createPlant, ingestOk, ok, share, type Plant } from './helpers/monitoring';

// Issue 20, items 20 and 21: an open live stream ends, saying why, once its reader's right ends; streams are
// limited per user and per reactor. The rights are read again every LIVE_RECHECK_MS (short here, five
// seconds by default); the limits are lowered so that a few streams reach them.

jest.setTimeout(120_000);

const PER_USER = 3;
const PER_REACTOR = 5;

let t: TestApp;
let plant: Plant;

beforeAll(async () => {
  t = await createTestApp({ env: { LIVE_RECHECK_MS: '200', LIVE_STREAMS_PER_USER: String(PER_USER), LIVE_STREAMS_PER_REACTOR: String(PER_REACTOR) } });
  plant = await createPlant(t);
});

afterAll(async () => {
  await t?.close();
});

const path = () => `/monitoring/livemonitoring?reactor_id=${plant.reactor.id}`;
const open = (token: string, headers: Record<string, string> = {}) => t.request(path(), { token, headers });
const endOf = (stream: ReturnType<typeof follow>) => stream.events.find((event) => event.event === 'end');

async function createShare(body: Record<string, unknown>): Promise<CreatedShare> {
  return ok<CreatedShare>(t, '/share', { token: plant.owner, json: { project_id: plant.projectId, ...body } });
}

const revoke = (id: string) => ok(t, '/share', { method: 'DELETE', token: plant.owner, json: { project_id: plant.projectId, id } });

describe('an open stream whose reader loses the right (R-20.20)', () => {
  it('ends with a revoked event once the access key it was opened with is deleted, and hears nothing more', async () => {
    const created = await createShare({ kind: 'access_key', label: 'Lender', right: 'read' });
    if (created.kind !== 'access_key') throw new Error('expected a key');
    const holder = await t.signIn({ name: 'Key holder' });
    const headers = { 'access-key': created.key };
    const stream = follow(await open(holder.token, headers));
    await stream.ready();
    // Several checks pass while the key is valid: the stream stays open.
    await ingestOk(t, plant.device.key, [{ parameter: 'temperature', time: new Date(Date.now() - 60_000).toISOString(), value: 455 }]);
    await stream.readings(1);
    expect(endOf(stream)).toBeUndefined();

    await revoke(created.access_key.id);
    await eventually(async () => stream.done, Boolean);
    expect(JSON.parse(endOf(stream)?.data ?? '{}')).toEqual({ reason: 'revoked' });
    expect(stream.events.at(-1)?.event).toBe('end');
    // A new stream with the key is refused as the REST routes are.
    expect((await open(holder.token, headers)).status).toBe(404);
  });

  it('ends with a revoked event once the invitation of its reader is removed', async () => {
    const email = `reader-${Math.random().toString(36).slice(2)}@example.test`;
    const created = await createShare({ kind: 'invite', email, right: 'read' });
    if (created.kind !== 'invite') throw new Error('expected an invitation');
    const reader = await t.signIn({ name: 'Invited reader', email });
    const stream = follow(await open(reader.token));
    await stream.ready();
    // The owner's stream of the same reactor stays open.
    const owners = follow(await open(plant.owner));
    await owners.ready();

    await revoke(created.grant.id);
    await eventually(async () => stream.done, Boolean);
    expect(JSON.parse(endOf(stream)?.data ?? '{}')).toEqual({ reason: 'revoked' });
    expect(owners.done).toBe(false);
    await ingestOk(t, plant.device.key, [{ parameter: 'temperature', time: new Date(Date.now() - 30_000).toISOString(), value: 460 }]);
    await owners.readings(1);
    expect(endOf(owners)).toBeUndefined();
    await owners.stop();
  });

  it('ends with a removed event once the reactor is removed', async () => {
    const gone = await createPlant(t, plant.owner, 'Kiln to remove');
    const stream = follow(await t.request(`/monitoring/livemonitoring?reactor_id=${gone.reactor.id}`, { token: plant.owner }));
    await stream.ready();
    await ok(t, '/monitoring/reactor', { method: 'DELETE', token: plant.owner, json: { reactor_id: gone.reactor.id } });
    await eventually(async () => stream.done, Boolean);
    expect(JSON.parse(endOf(stream)?.data ?? '{}')).toEqual({ reason: 'removed' });
  });

  it('is checked once a period per reader and reactor, however many streams the reader has open', async () => {
    const ownerId = (await ok<{ id: string }>(t, '/me', { token: plant.owner })).id;
    const calls = new Map<string, number>();
    const rights = createLiveRights(t.database.db, {
      periodMs: 50,
      logger: createLogger({ level: 'silent' }),
      // The owner's account is read as it is; the other reader's account is gone.
      findUser: async (id) => {
        calls.set(id, (calls.get(id) ?? 0) + 1);
        return id === ownerId ? ({ id } as CurrentUser) : null;
      },
    });
    const gone = { user: { id: 'gone' }, accessKey: undefined } as unknown as Caller;
    const owner = { user: { id: ownerId }, accessKey: undefined } as unknown as Caller;
    const ended: string[] = [];
    const stops = Array.from({ length: 50 }, (_, n) => rights.watch(gone, plant.reactor.id, (reason) => ended.push(`gone ${n} ${reason}`)));
    stops.push(...Array.from({ length: 50 }, () => rights.watch(owner, plant.reactor.id, (reason) => ended.push(`owner ${reason}`))));
    expect(rights.groups).toBe(2);
    // Three checks of the owner's right: one each, not fifty; the first ended every stream of the account that is gone.
    await eventually(
      async () => calls.get(ownerId) ?? 0,
      (count) => count >= 3,
    );
    expect(calls.get('gone')).toBe(1);
    expect(ended).toHaveLength(50);
    expect(ended).toContain('gone 49 revoked');
    expect(rights.groups).toBe(1);
    stops.forEach((stop) => stop());
    expect(rights.groups).toBe(0);
  });
});

describe('limits (R-20.21)', () => {
  it(`refuses a user's stream beyond ${PER_USER} with 429 and Retry-After, and frees the place when one closes`, async () => {
    const email = `colleague-${Math.random().toString(36).slice(2)}@example.test`;
    await share(t, plant.owner, plant.projectId, email, 'read');
    const colleague = (await t.signIn({ name: 'Colleague', email })).token;
    const streams: ReturnType<typeof follow>[] = [];
    for (let n = 0; n < PER_USER; n += 1) streams.push(follow(await open(plant.owner)));
    await Promise.all(streams.map((stream) => stream.ready()));
    const refused = await open(plant.owner);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { detail: { message: string } }).detail.message).toMatch(/already have 3 live charts open/);
    // Another user is not held back by this one.
    const colleagues = follow(await open(colleague));
    await colleagues.ready();
    await colleagues.stop();
    await streams[0].stop();
    const again = await eventually(
      () => open(plant.owner),
      (response) => response.status === 200,
    );
    streams[0] = follow(again);
    await streams[0].ready();
    await Promise.all(streams.map((stream) => stream.stop()));
  });

  it(`refuses a reactor's stream beyond ${PER_REACTOR} with 429 and Retry-After, whoever asks, and frees the place when one closes`, async () => {
    const readers: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const email = `crowd-${n}-${Math.random().toString(36).slice(2)}@example.test`;
      await share(t, plant.owner, plant.projectId, email, 'read');
      readers.push((await t.signIn({ name: `Crowd ${n}`, email })).token);
    }
    const streams: ReturnType<typeof follow>[] = [];
    for (const token of [plant.owner, plant.owner, plant.owner, readers[0], readers[0]]) streams.push(follow(await open(token)));
    await Promise.all(streams.map((stream) => stream.ready()));
    const refused = await open(readers[1]);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { detail: { message: string } }).detail.message).toMatch(/reactor already has 5 live charts open/);
    // Another reactor is not held back by this one.
    const other = await createPlant(t, readers[2], 'Kiln elsewhere');
    const elsewhere = await t.request(`/monitoring/livemonitoring?reactor_id=${other.reactor.id}`, { token: readers[2] });
    expect(elsewhere.status).toBe(200);
    await follow(elsewhere).stop();
    await streams[4].stop();
    const again = await eventually(
      () => open(readers[1]),
      (response) => response.status === 200,
    );
    streams[4] = follow(again);
    await streams[4].ready();
    await Promise.all(streams.map((stream) => stream.stop()));
  });
});
