import { randomUUID } from 'node:crypto';
import { ALARM_STATES } from '@/lib/schemas/monitoring-alarm-constants';
import { liveAlarmSchema, type LiveReadings } from '@/lib/schemas/monitoring-live';
import { notifyAlarmChange } from '@/server/modules/monitoring/live-events-repository';
import { createTestApp, type TestApp } from './helpers/app';
import { follow } from './helpers/live-stream';
import { createPlant, ingestOk, type Plant } from './helpers/monitoring';

// Issue 13, live readings: Server-Sent Events of a reactor's readings as they are stored, through any instance (LISTEN/
// NOTIFY on PostgreSQL, the embedded engine's own on PGlite); a reconnection with Last-Event-ID gets what it missed.

jest.setTimeout(120_000);

let t: TestApp;
let plant: Plant;

beforeAll(async () => {
  t = await createTestApp();
  plant = await createPlant(t);
});

afterAll(async () => {
  await t?.close();
});

const live = (request: TestApp['request'] = t.request, headers: Record<string, string> = {}) =>
  request(`/monitoring/livemonitoring?reactor_id=${plant.reactor.id}`, { token: plant.owner, headers });

/** Minutes of the last hour, fixed for the run (a reconnection catches up on readings measured in the last hour). */
const HOUR_AGO = Math.floor(Date.now() / 1000) * 1000 - 3_600_000;
const at = (minute: number) => new Date(HOUR_AGO + minute * 60_000).toISOString();

describe('live readings', () => {
  it('hands each batch stored to the open stream, as it is stored', async () => {
    const response = await live();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = follow(response);
    await stream.ready();
    await ingestOk(t, plant.device.key, [
      { parameter: 'temperature', time: at(1), value: 455 },
      { parameter: 'moisture', time: at(1), value: 11 },
    ]);
    const event = await stream.readings(1);
    expect(event.body.reactor_id).toBe(plant.reactor.id);
    expect(event.body.readings).toEqual(
      expect.arrayContaining([
        { parameter_id: plant.temperature.id, time: at(1), value: 455 },
        { parameter_id: plant.moisture.id, time: at(1), value: 11 },
      ]),
    );
    expect(Date.parse(event.id ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // A batch of 2,000 readings arrives whole, in several notifications (each under PostgreSQL's 8000 bytes).
    const many = Array.from({ length: 2_000 }, (_, i) => ({ parameter: 'temperature', time: new Date(Date.parse(at(2)) + i * 100).toISOString(), value: 400 + i / 8 }));
    await ingestOk(t, plant.device.key, many);
    const parts: LiveReadings[] = [];
    for (let n = 2; parts.flatMap((part) => part.readings).length < many.length; n += 1) parts.push((await stream.readings(n)).body);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.flatMap((part) => part.readings)).toEqual(many.map((reading) => ({ parameter_id: plant.temperature.id, time: reading.time, value: reading.value })));
    await stream.stop();
  });

  it('reaches a stream open on another instance of the API', async () => {
    const other = t.anotherInstance();
    const stream = follow(await live(other.request));
    await stream.ready();
    await ingestOk(t, plant.device.key, [{ parameter: 'temperature', time: at(10), value: 470 }]);
    expect((await stream.readings(1)).body.readings).toEqual([{ parameter_id: plant.temperature.id, time: at(10), value: 470 }]);
    await stream.stop();
  });

  it('sends a reconnecting stream what was stored while it was away', async () => {
    const first = follow(await live());
    await first.ready();
    await ingestOk(t, plant.device.key, [{ parameter: 'temperature', time: at(20), value: 480 }]);
    const seen = await first.readings(1);
    await first.stop();
    await ingestOk(t, plant.device.key, [{ parameter: 'temperature', time: at(21), value: 481 }]);
    const again = follow(await live(t.request, { 'Last-Event-ID': seen.id ?? '' }));
    const missed = await again.readings(1);
    expect(missed.body.readings).toContainEqual({ parameter_id: plant.temperature.id, time: at(21), value: 481 });
    await again.stop();
  });

  it('ends every open stream with a reconnect event when the instance stops', async () => {
    const streams = [follow(await live()), follow(await live())];
    await Promise.all(streams.map((stream) => stream.ready()));
    t.drainStreams();
    for (const stream of streams) {
      await stream.ended();
      expect(stream.events.map((event) => event.event)).toEqual(['ready', 'reconnect']);
    }
    // The instance that stays up still serves new streams.
    const after = follow(await live());
    await after.ready();
    await ingestOk(t, plant.device.key, [{ parameter: 'temperature', time: at(30), value: 490 }]);
    expect((await after.readings(1)).body.readings).toEqual([{ parameter_id: plant.temperature.id, time: at(30), value: 490 }]);
    await after.stop();
  });

  it('tells the open streams of the reactor, and only them, of a change to one of its alarms (R-20.6)', async () => {
    const other = await createPlant(t, plant.owner, 'Kiln two');
    const stream = follow(await live());
    const elsewhere = follow(await t.request(`/monitoring/livemonitoring?reactor_id=${other.reactor.id}`, { token: plant.owner }));
    await Promise.all([stream.ready(), elsewhere.ready()]);
    const alarmId = randomUUID();
    await notifyAlarmChange(t.database.db, { reactorId: plant.reactor.id, alarmId, state: ALARM_STATES[0] });
    const event = await stream.event('alarm');
    expect(event.id).toBeUndefined();
    expect(liveAlarmSchema.parse(JSON.parse(event.data))).toEqual({ reactor_id: plant.reactor.id, alarm_id: alarmId, state: ALARM_STATES[0] });
    // The other reactor's stream heard nothing of it; it still hears its own.
    await notifyAlarmChange(t.database.db, { reactorId: other.reactor.id, alarmId, state: ALARM_STATES[1] });
    expect(JSON.parse((await elsewhere.event('alarm')).data)).toEqual({ reactor_id: other.reactor.id, alarm_id: alarmId, state: ALARM_STATES[1] });
    expect(elsewhere.events.filter((each) => each.event === 'alarm')).toHaveLength(1);
    expect(stream.events.filter((each) => each.event === 'alarm')).toHaveLength(1);
    await Promise.all([stream.stop(), elsewhere.stop()]);
  });

  it('is refused to anyone who may not read the project', async () => {
    const stranger = (await t.signIn({ name: 'Passer-by' })).token;
    const path = `/monitoring/livemonitoring?reactor_id=${plant.reactor.id}`;
    expect((await t.request(path, { token: stranger })).status).toBe(404);
    expect((await t.request(path)).status).toBe(401);
    expect((await t.request('/monitoring/livemonitoring?reactor_id=nope', { token: plant.owner })).status).toBe(400);
  });
});
