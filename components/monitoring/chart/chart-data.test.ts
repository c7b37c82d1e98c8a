import { chartOf, PARAMETER_ID } from '@/store/api/testing/monitoring';
import type { Chart } from '@/lib/schemas/monitoring-charts';
import { alignChart, mergeLive, readingCount, readoutAt } from './chart-data';
import { parseEvents } from './live-stream';
import { panned, windowOf } from './period';

const at = (seconds: number) => new Date(seconds * 1000).toISOString();

describe('the live chart’s data', () => {
  it('keeps a reading once however often it comes (a reconnection repeats what it missed)', () => {
    const first = mergeLive(new Map(), [{ parameter_id: PARAMETER_ID, time: at(1000), value: 400 }]);
    const again = mergeLive(first, [{ parameter_id: PARAMETER_ID, time: '1970-01-01T00:16:40.000Z', value: 400 }]);
    expect(again).toBe(first);
    const more = mergeLive(first, [{ parameter_id: PARAMETER_ID, time: at(1005), value: 410 }]);
    expect(more.size).toBe(2);
  });

  it('appends live readings after the last bucket (not those inside it, already counted), on one time axis with min, mean and max columns', () => {
    const chart = chartOf([900, 960], [500, 520]);
    const live = mergeLive(new Map(), [
      { parameter_id: PARAMETER_ID, time: at(960), value: 999 },
      { parameter_id: PARAMETER_ID, time: at(1010), value: 201 },
      { parameter_id: PARAMETER_ID, time: at(1030), value: 200 },
    ]);
    const aligned = alignChart(chart, live, Infinity);
    const { data } = aligned;
    expect(data[0]).toEqual([900, 960, 1030]);
    expect(data[1]).toEqual([500, 520, 200]);
    expect(data[2]).toEqual([500, 520, 200]);
    expect(readingCount(chart, aligned)).toBe(3);
  });

  it('counts a live reading once when buckets last a fraction of a second more than a whole (a short period on a wide chart)', () => {
    const chart = { ...chartOf([900, 901.385], [500, 520]), bucket_seconds: 1.385 };
    const live = mergeLive(new Map(), [
      { parameter_id: PARAMETER_ID, time: at(902.5), value: 520 },
      { parameter_id: PARAMETER_ID, time: at(902.77), value: 200 },
    ]);
    const aligned = alignChart(chart, live, Infinity);
    expect(aligned.data[0]).toEqual([900, 901.385, 902.77]);
    expect(readingCount(chart, aligned)).toBe(3);
  });

  it('counts a reading that came after the chart’s buckets even inside their last bucket (the next reading of a kiln that reports often)', () => {
    const chart = chartOf([900, 960], [500, 520]);
    const before = mergeLive(new Map(), [{ parameter_id: PARAMETER_ID, time: at(1000), value: 999 }], 5_000);
    const live = mergeLive(before, [{ parameter_id: PARAMETER_ID, time: at(1010), value: 530 }], 7_000);
    const aligned = alignChart(chart, live, Infinity, 6_000);
    expect(aligned.data[0]).toEqual([900, 960, 1010]);
    expect(readingCount(chart, aligned)).toBe(3);
  });

  it('leaves out live readings after the end of a chosen period', () => {
    const chart = chartOf([900], [500]);
    const live = mergeLive(new Map(), [{ parameter_id: PARAMETER_ID, time: at(2000), value: 200 }]);
    expect(alignChart(chart, live, 1_500_000).data[0]).toEqual([900]);
  });

  it('reads Server-Sent Events split across chunks', () => {
    const events: { event: string; id?: string; data: string }[] = [];
    const rest = parseEvents('event: ready\ndata: {}\n\n: ping\n\nevent: readings\nid: 2026-11-25T09:00:00.000Z\ndata: {"a"', (event) => events.push(event));
    expect(events).toEqual([{ event: 'ready', data: '{}', id: undefined }]);
    parseEvents(`${rest}:1}\n\n`, (event) => events.push(event));
    expect(events[1]).toEqual({ event: 'readings', id: '2026-11-25T09:00:00.000Z', data: '{"a":1}' });
  });

  it('pans a period by half its length', () => {
    const day = windowOf('day', Date.UTC(2026, 10, 25, 12, 0, 30));
    expect(day.to - day.from).toBe(86_400_000);
    expect(panned(day, -1)).toEqual({ from: day.from - 43_200_000, to: day.to - 43_200_000 });
  });

  it('draws a silence longer than three reporting intervals as a gap, not a ramp (R-20.14)', () => {
    const hour = 3600;
    // Readings every minute, then a 58-hour outage, then readings again.
    const times = [0, 60, 120, 120 + 58 * hour, 180 + 58 * hour];
    const aligned = alignChart(chartOf(times, [500, 510, 520, 300, 310]), new Map(), Infinity);
    const [axis, mean] = aligned.data;
    expect(axis).toEqual([0, 60, 120, 120 + 29 * hour, 120 + 58 * hour, 180 + 58 * hour]);
    expect(mean).toEqual([500, 510, 520, null, 300, 310]);
    // Three minutes of silence at one reading a minute is still a line.
    expect(alignChart(chartOf([0, 60, 300], [1, 2, 3]), new Map(), Infinity).data[1]).toEqual([1, 2, 3]);
  });

  it('keeps a parameter read once a day among one read every minute: joined across the others’ times, drawn as points (R-20.14)', () => {
    const minutely = chartOf([0, 60, 120, 86_400, 86_460], [500, 510, 520, 530, 540]);
    const daily = {
      ...minutely.series[0],
      parameter_id: 'daily',
      name: 'biochar',
      unit: 'kg',
      expected_interval_s: 86_400,
      points: { time: [60, 86_460], min: [900, 950], max: [900, 950], mean: [900, 950], count: [1, 1] },
    };
    const chart: Chart = { ...minutely, series: [minutely.series[0], daily] };
    const aligned = alignChart(chart, new Map(), Infinity);
    expect(aligned.data[0]).toEqual([0, 60, 120, 43_260, 86_400, 86_460]);
    // The minutely parameter is silent for a day: a gap; the daily one is undefined (joined) where it has no value.
    expect(aligned.data[1]).toEqual([500, 510, 520, null, 530, 540]);
    // A gap runs from a parameter's point to its next: null at every time inside, the other parameters' included.
    const withInside = {
      ...chart,
      series: [minutely.series[0], { ...daily, points: { time: [60, 40_000, 86_460], min: [1, 2, 3], max: [1, 2, 3], mean: [1, 2, 3], count: [1, 1, 1] } }],
    };
    expect(alignChart(withInside, new Map(), Infinity).data[1]).toEqual([500, 510, 520, null, null, 530, 540]);
    expect(aligned.data[4]).toEqual([undefined, 900, undefined, undefined, undefined, 950]);
    expect(aligned.sparse).toEqual([true, true]);
    // Pointing at 120 s reads the daily parameter’s nearest value on its line.
    expect(readoutAt(aligned, 2)).toEqual({ time: 120, values: [520, 900] });
    // Pointing in the minutely parameter’s gap reads no value for it.
    expect(readoutAt(aligned, 3)?.values[0]).toBeNull();
  });
});
