/** @jest-environment node */
import { NORMAL_RANGE_RULE_DURATION_S } from '@/lib/schemas/monitoring-alarm-constants';
import { DEMO_INTERVAL_S, DEMO_SPIKE_EVERY_S, DEMO_SPIKE_S, demoReadings } from './demo-plant';

describe('the simulated demo kiln', () => {
  const hour = Date.UTC(2026, 10, 25, 10, 0, 0);

  it('overheats every quarter of an hour above the 700 °C of its normal range, longer than its rule waits (R-20.4)', () => {
    expect(demoReadings(hour)[0]).toEqual({ parameter: 'temperature', time: '2026-11-25T10:00:00.000Z', value: 735 });
    expect(demoReadings(hour + DEMO_SPIKE_EVERY_S * 1000)[0].value).toBe(735);
    const spikeSteps = DEMO_SPIKE_S / DEMO_INTERVAL_S;
    expect((spikeSteps - 1) * DEMO_INTERVAL_S).toBeGreaterThanOrEqual(NORMAL_RANGE_RULE_DURATION_S);
    for (let step = 1; step < spikeSteps; step += 1) expect(demoReadings(hour + step * DEMO_INTERVAL_S * 1000)[0].value).toBe(735);
    for (let step = spikeSteps; step < DEMO_SPIKE_EVERY_S / DEMO_INTERVAL_S; step += 1) {
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
