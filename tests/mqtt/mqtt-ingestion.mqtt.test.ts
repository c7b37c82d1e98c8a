import { randomUUID } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import type { MqttIngestionReply } from '@/lib/schemas/monitoring-data';
import { logger } from '@/server/logger';
import { startMqttIngestion, type MqttIngestion } from '@/server/modules/monitoring/public';
import { createTestApp, type TestApp } from '../api/helpers/app';
import { createPlant, storedReadings, type Plant } from '../api/helpers/monitoring';

// Issue 13, ingestion over MQTT: the same checks and store as the HTTP route, against a real broker (the machine's
// Mosquitto in CI, named by TEST_MQTT_URL). A batch is acknowledged only once stored, so nothing the broker took is
// lost while an instance is down, and instances sharing the subscription store each batch once.

jest.setTimeout(120_000);

const BROKER = process.env.TEST_MQTT_URL ?? '';
if (!BROKER) throw new Error('TEST_MQTT_URL must name an MQTT broker (npm run test:mqtt runs this suite only when it is set)');

/** A topic of this run alone, so that runs sharing a broker never see each other's batches. */
const TOPIC = `groundwork-test/${randomUUID()}/readings`;
const quiet = logger.child({});
quiet.level = 'warn';

let t: TestApp;
let plant: Plant;
let device: MqttClient;
const instances: MqttIngestion[] = [];
const replies: MqttIngestionReply[] = [];

function ingestion(clientId: string): MqttIngestion {
  const started = startMqttIngestion(t.database.db, { url: BROKER, topic: TOPIC, clientId }, quiet);
  instances.push(started);
  return started;
}

function publish(body: unknown): Promise<void> {
  return new Promise((resolve, reject) => device.publish(TOPIC, JSON.stringify(body), { qos: 1 }, (error) => (error ? reject(error) : resolve())));
}

/** Waits until the device has received `count` replies in all. */
async function replyCount(count: number): Promise<MqttIngestionReply[]> {
  const deadline = Date.now() + 20_000;
  while (replies.length < count) {
    if (Date.now() > deadline) throw new Error(`${replies.length} replies of ${count} after 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return replies.slice(0, count);
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 6, minute)).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  plant = await createPlant(t);
  device = mqtt.connect(BROKER, { clientId: `device-${randomUUID()}`, protocolVersion: 5 });
  await new Promise<void>((resolve, reject) => {
    device.once('connect', () => resolve());
    device.once('error', reject);
  });
  await device.subscribeAsync(`groundwork/replies/${plant.device.key.slice(0, 10)}`, { qos: 1 });
  device.on('message', (_topic, payload) => replies.push(JSON.parse(payload.toString()) as MqttIngestionReply));
});

// An instance of one test never takes the batches of the next: each leaves the shared subscription.
afterEach(async () => {
  await Promise.all(instances.splice(0).map((instance) => instance.stop({ leave: true })));
  replies.length = 0;
});

afterAll(async () => {
  await device?.endAsync();
  await t?.close();
});

describe('MQTT ingestion', () => {
  it('stores a batch once however often the device publishes it, and replies on the device’s topic', async () => {
    await ingestion(`gw-a-${randomUUID()}`).ready;
    const readings = [0, 1, 2].map((minute) => ({ parameter: 'temperature', time: at(minute), value: 410 + minute }));
    const before = await storedReadings(t);
    for (let send = 0; send < 3; send += 1) await publish({ device_key: plant.device.key, batch_id: `b-${send}`, readings });
    const answers = await replyCount(3);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => (answer as { result: { accepted: number; duplicates: number } }).result)).toEqual([
      expect.objectContaining({ received: 3, accepted: 3, duplicates: 0, refused: [] }),
      expect.objectContaining({ accepted: 0, duplicates: 3 }),
      expect.objectContaining({ accepted: 0, duplicates: 3 }),
    ]);
    expect(answers.map((answer) => answer.batch_id)).toEqual(['b-0', 'b-1', 'b-2']);
    expect(await storedReadings(t)).toBe(before + 3);
  });

  it('refuses a message without a valid key or with a malformed batch, with the reason, storing nothing', async () => {
    await ingestion(`gw-e-${randomUUID()}`).ready;
    const before = await storedReadings(t);
    await publish({ device_key: `${plant.device.key.slice(0, -4)}AAAA`, readings: [{ parameter: 'temperature', time: at(30), value: 400 }] });
    await publish({ device_key: plant.device.key, readings: [] });
    await publish({ device_key: plant.device.key, readings: [{ parameter: 'pressure', time: at(31), value: 1 }] });
    const answers = await replyCount(3);
    expect(answers[0]).toMatchObject({ status: 401, message: 'Unknown or revoked device key' });
    expect(answers[1]).toMatchObject({ status: 400, message: expect.stringContaining('readings') });
    expect(answers[2]).toMatchObject({ status: 200, result: { accepted: 0, refused: [expect.objectContaining({ reason: 'unknown_parameter' })] } });
    expect(await storedReadings(t)).toBe(before);
  });

  it('keeps what the device published while the instance was down, and stores it when the instance is back', async () => {
    const clientId = `gw-b-${randomUUID()}`;
    const first = ingestion(clientId);
    await first.ready;
    await first.stop();
    instances.splice(instances.indexOf(first), 1);
    const before = await storedReadings(t);
    await publish({ device_key: plant.device.key, batch_id: 'while-down', readings: [{ parameter: 'moisture', time: at(40), value: 12 }] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await storedReadings(t)).toBe(before);
    await ingestion(clientId).ready;
    const [answer] = await replyCount(1);
    expect(answer).toMatchObject({ status: 200, batch_id: 'while-down', result: { accepted: 1 } });
    expect(await storedReadings(t)).toBe(before + 1);
  });

  it('hands each batch to one of the instances sharing the subscription', async () => {
    await Promise.all([ingestion(`gw-c-${randomUUID()}`).ready, ingestion(`gw-d-${randomUUID()}`).ready]);
    const before = await storedReadings(t);
    const batches = Array.from({ length: 20 }, (_, i) => ({
      device_key: plant.device.key,
      batch_id: `s-${i}`,
      readings: [{ parameter: 'temperature', time: at(100 + i), value: 500 }],
    }));
    for (const batch of batches) await publish(batch);
    const answers = await replyCount(20);
    // Each batch answered once, and stored once: no instance stored another's batch again.
    expect(new Set(answers.map((answer) => answer.batch_id)).size).toBe(20);
    expect(answers.every((answer) => answer.status === 200 && (answer as { result: { accepted: number } }).result.accepted === 1)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(replies).toHaveLength(20);
    expect(await storedReadings(t)).toBe(before + 20);
  });
});
