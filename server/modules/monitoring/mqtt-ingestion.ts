import { hostname } from 'node:os';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { mqttReadingBatchSchema, type MqttIngestionReply } from '@/lib/schemas/monitoring-data';
import type { Database } from '@/server/db/client';
import { ApiError } from '@/server/http/errors';
import type { Logger } from '@/server/logger';
import { DEVICE_KEY_PREFIX } from './devices-service';
import { createIngestionService, type IngestionOptions, type IngestionService } from './ingestion-service';

/** The topic devices publish their batches to (QoS 1), unless `MQTT_TOPIC` names another. */
export const DEFAULT_READINGS_TOPIC = 'groundwork/readings';
/** Replies go to `<prefix>/<key prefix>`: the first characters of the device's key, which it knows and which are not secret. */
export const REPLIES_TOPIC_PREFIX = 'groundwork/replies';
/** Instances share the subscription: the broker hands each batch to one of them. */
export const SHARED_GROUP = 'groundwork';
/** How long the broker keeps an absent instance's session and its queued batches (MQTT 5 session expiry). */
export const SESSION_EXPIRY_S = 7 * 24 * 3600;
/** Characters of a key that name its replies topic (the prefix shown beside a device). */
const KEY_PREFIX_LENGTH = DEVICE_KEY_PREFIX.length + 6;

export interface MqttSettings {
  url: string;
  topic: string;
  /** Stable per instance, so that the broker keeps the session (and the batches) while the instance is down. */
  clientId: string;
}

/** `MQTT_URL` turns the MQTT transport on (off when unset); `MQTT_TOPIC` and `MQTT_CLIENT_ID` adjust it. */
export function mqttSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): MqttSettings | undefined {
  const url = env.MQTT_URL?.trim();
  if (!url) return undefined;
  if (!/^(mqtts?|wss?|tcp|ssl):\/\//.test(url)) throw new Error(`MQTT_URL must be an mqtt://, mqtts://, ws:// or wss:// address, not "${url}"`);
  return {
    url,
    topic: env.MQTT_TOPIC?.trim() || DEFAULT_READINGS_TOPIC,
    clientId: env.MQTT_CLIENT_ID?.trim() || `groundwork-${hostname()}-${env.PORT ?? 'default'}`.slice(0, 64),
  };
}

/** The topic a device listens on for the answers to its batches. */
export function repliesTopicFor(deviceKey: string): string {
  return `${REPLIES_TOPIC_PREFIX}/${deviceKey.slice(0, KEY_PREFIX_LENGTH)}`;
}

/** The topics a device with this key uses, shown beside its key; null when MQTT is off. */
export function mqttTopicsFor(settings: Pick<MqttSettings, 'topic'> | undefined, deviceKey: string): { topic: string; replies_topic: string } | null {
  return settings ? { topic: settings.topic, replies_topic: repliesTopicFor(deviceKey) } : null;
}

/** What one message becomes: the same answer as the HTTP route, or its refusal. */
export async function handleReadingsMessage(ingestion: IngestionService, payload: Buffer): Promise<{ key?: string; reply: MqttIngestionReply }> {
  let body: unknown;
  try {
    body = JSON.parse(payload.toString('utf8'));
  } catch {
    return { reply: { status: 400, message: 'The message is not JSON' } };
  }
  const parsed = mqttReadingBatchSchema.safeParse(body);
  if (!parsed.success) {
    const key = typeof (body as { device_key?: unknown })?.device_key === 'string' ? (body as { device_key: string }).device_key : undefined;
    const issue = parsed.error.issues[0];
    return { key, reply: { status: 400, message: `${issue?.path.join('.') || 'message'}: ${issue?.message ?? 'invalid'}` } };
  }
  const { device_key: key, batch_id, readings } = parsed.data;
  try {
    const result = await ingestion.ingest(key, { readings });
    return { key, reply: { status: 200, batch_id, result } };
  } catch (error) {
    if (error instanceof ApiError) return { key, reply: { status: error.status, message: error.message, batch_id, ...error.extra } };
    throw error;
  }
}

export interface MqttIngestion {
  /** Resolves once subscribed. */
  ready: Promise<void>;
  /**
   * Disconnects. The broker keeps the session and queues this instance's share of the batches until it comes back
   * with the same client id; `leave` unsubscribes first, for an instance that will not come back.
   */
  stop(options?: { leave?: boolean }): Promise<void>;
}

/**
 * Takes device batches from an MQTT broker, through the same checks and store as `/monitoring/gather-IOT-data`.
 * A batch is acknowledged to the broker (PUBACK) only once its readings are stored, so a batch in flight when the
 * instance stops is delivered again, and storing it twice changes nothing (readings are kept once).
 */
export function startMqttIngestion(db: Database, settings: MqttSettings, logger: Logger, options: IngestionOptions = {}): MqttIngestion {
  const ingestion = createIngestionService(db, options);
  const clientOptions: IClientOptions = {
    clientId: settings.clientId,
    clean: false,
    protocolVersion: 5,
    properties: { sessionExpiryInterval: SESSION_EXPIRY_S },
    reconnectPeriod: 1000,
    connectTimeout: 10_000,
  };
  const client: MqttClient = mqtt.connect(settings.url, clientOptions);
  const subscription = `$share/${SHARED_GROUP}/${settings.topic}`;

  // The acknowledgement waits for the store: mqtt.js sends PUBACK when this callback is called.
  client.handleMessage = (packet, done) => {
    if (packet.topic !== settings.topic || !packet.payload) return done();
    const payload = Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload);
    handleReadingsMessage(ingestion, payload).then(
      ({ key, reply }) => {
        if (key?.startsWith(DEVICE_KEY_PREFIX)) client.publish(repliesTopicFor(key), JSON.stringify(reply), { qos: 1 });
        if ('message' in reply) logger.info({ status: reply.status, reason: reply.message }, 'MQTT batch refused');
        done();
      },
      (error: unknown) => {
        // Not acknowledged: the broker offers the batch again after the reconnection.
        logger.error({ err: error }, 'MQTT batch not stored; it will be delivered again');
        client.end(true, () => client.reconnect());
      },
    );
  };

  const ready = new Promise<void>((resolve, reject) => {
    client.once('error', reject);
    client.on('connect', (connack) => {
      // A resumed session keeps its subscription; subscribing again is harmless.
      client.subscribe(subscription, { qos: 1 }, (error) => {
        if (error) return reject(error);
        logger.info({ broker: settings.url, topic: settings.topic, resumed: connack.sessionPresent }, 'MQTT ingestion subscribed');
        resolve();
      });
    });
  });
  client.on('error', (error) => logger.warn({ err: error }, 'MQTT connection error'));

  return {
    ready,
    async stop(options = {}) {
      if (options.leave && client.connected) await client.unsubscribeAsync(subscription).catch(() => undefined);
      await client.endAsync();
    },
  };
}
