import type uPlot from 'uplot';
import type { ChartSeries } from '@/lib/schemas/monitoring-charts';
import { drawObservations, visibleObservations } from './observations';

const series = (time: number[], value: number[]): ChartSeries => ({
  parameter_id: '00000000-0000-4000-8000-000000000001',
  name: 'temperature',
  unit: '°C',
  normal_min: null,
  normal_max: null,
  expected_interval_s: 60,
  points: { time: [], min: [], max: [], mean: [], count: [] },
  observations: { time, value },
});

function fakePlot() {
  const calls: string[] = [];
  const ctx = new Proxy({} as Record<string, unknown>, {
    get: (target, name: string) => (name in target ? target[name] : (...args: unknown[]) => calls.push(`${name}(${args.join(',')})`)),
    set: (target, name: string, value) => ((target[name] = value), true),
  });
  const u = { ctx, bbox: { left: 0, top: 0, width: 1000, height: 500 }, valToPos: (value: number) => value } as unknown as uPlot;
  return { u, calls };
}

describe('form observations on the chart', () => {
  it('counts only those in the period', () => {
    expect(visibleObservations([series([10, 20, 30], [1, 2, 3])], 15, 30)).toBe(2);
  });

  it('draws a diamond per visible observation and names them', () => {
    const { u, calls } = fakePlot();
    drawObservations(u, [series([100, 200, 5000], [300, 400, 100])], ['#123456'], 'form observations');
    expect(calls.filter((call) => call === 'closePath()')).toHaveLength(2);
    expect(calls).toContainEqual(expect.stringContaining('fillText(◇ form observations'));
  });

  it('writes no label when nothing is drawn', () => {
    const { u, calls } = fakePlot();
    drawObservations(u, [series([], [])], ['#123456'], 'form observations');
    expect(calls.some((call) => call.startsWith('fillText'))).toBe(false);
  });
});
