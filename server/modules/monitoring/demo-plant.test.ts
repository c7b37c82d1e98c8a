/** @jest-environment node */
import { DEMO_INTERVAL_S, DEMO_SPIKE_EVERY_S, demoReadings } from './demo-plant';

describe('the simulated demo kiln', () => {
  const hour = Date.UTC(2026, 10, 25, 10, 0, 0);

  it('overheats for one reading every quarter of an hour, above the 700 °C of its normal range', () => {
    expect(demoReadings(hour)[0]).toEqual({ parameter: 'temperature', time: '2026-11-25T10:00:00.000Z', value: 735 });
    expect(demoReadings(hour + DEMO_SPIKE_EVERY_S * 1000)[0].value).toBe(735);
    for (let step = 1; step < DEMO_SPIKE_EVERY_S / DEMO_INTERVAL_S; step += 1) {
      const { value } = demoReadings(hour + step * DEMO_INTERVAL_S * 1000)[0];
      expect(value).toBeGreaterThanOrEqual(490);
      expect(value).toBeLessThanOrEqual(630);
    }
  });

  it('adds moisture and biochar once an hour', () => {
    expect(demoReadings(hour).map((reading) => reading.parameter)).toEqual(['temperature', 'moisture', 'biochar']);
    expect(demoReadings(hour + DEMO_INTERVAL_S * 1000).map((reading) => reading.parameter)).toEqual(['temperature']);
  });
});
