/** @jest-environment node */
import { DEFAULT_READINGS_TOPIC, mqttSettingsFromEnv, repliesTopicFor } from './mqtt-ingestion';

describe('MQTT settings', () => {
  it('are off without MQTT_URL', () => {
    expect(mqttSettingsFromEnv({})).toBeUndefined();
    expect(mqttSettingsFromEnv({ MQTT_URL: '  ' })).toBeUndefined();
  });

  it('take the broker, the topic and a stable client id', () => {
    expect(mqttSettingsFromEnv({ MQTT_URL: 'mqtt://broker:1883', PORT: '3000' })).toEqual({
      url: 'mqtt://broker:1883',
      topic: DEFAULT_READINGS_TOPIC,
      clientId: expect.stringMatching(/^groundwork-.+-3000$/),
    });
    expect(mqttSettingsFromEnv({ MQTT_URL: 'mqtts://b', MQTT_TOPIC: 'plant/readings', MQTT_CLIENT_ID: 'gw-1' })).toMatchObject({ topic: 'plant/readings', clientId: 'gw-1' });
  });

  it('refuse an address that is not a broker’s', () => {
    expect(() => mqttSettingsFromEnv({ MQTT_URL: 'http://broker' })).toThrow(/MQTT_URL/);
  });

  it('answer a device on a topic named by the public start of its key', () => {
    expect(repliesTopicFor('gwd_abcdef0123456789')).toBe('groundwork/replies/gwd_abcdef');
  });
});
