import { alarmsIn } from './chart-alarms';

const H = 3_600_000;
const at = (hours: number) => new Date(hours * H).toISOString();

describe('the alarms a chart counts (R-20.14)', () => {
  it('counts the alarms of the parameters drawn active during the period shown, and marks those that started in it', () => {
    const alarms = [
      { parameter_id: 'temperature', triggered_at: at(1), cleared_at: at(2) }, // before the period
      { parameter_id: 'temperature', triggered_at: at(9), cleared_at: at(11) }, // began before, active in it
      { parameter_id: 'temperature', triggered_at: at(12), cleared_at: null }, // in it, still active
      { parameter_id: 'moisture', triggered_at: at(12), cleared_at: null }, // a parameter not drawn
    ];
    const shown = { from: 10 * H, to: 20 * H };
    expect(alarmsIn(alarms, shown, [{ parameter_id: 'temperature' }], 30 * H)).toEqual({ count: 2, times: [12 * 3600] });
    expect(alarmsIn(alarms, shown, [{ parameter_id: 'temperature' }, { parameter_id: 'moisture' }], 30 * H).count).toBe(3);
  });
});
