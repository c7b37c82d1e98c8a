/**
 * @jest-environment node
 */
import { followReactor, retryDelay, type LiveState } from './live-stream';

jest.mock('@/lib/auth/token', () => ({ lookUpToken: async () => 'token' }));
jest.mock('@/lib/config/client-config', () => ({ getClientConfig: () => ({ apiKey: '' }) }));

const REACTOR = '0b7f3c9e-7a51-4c1e-9d59-1c2d3e4f5a6b';
const ALARM = '1c2d3e4f-7a51-4c1e-9d59-0b7f3c9e5a6b';

/** A stream's answer: the given blocks, then the end of the body. */
const sse = (...blocks: string[]) => new Response(blocks.map((block) => `${block}\n\n`).join(''), { headers: { 'content-type': 'text/event-stream' } });

function watch(reactorId = REACTOR) {
  const states: LiveState[] = [];
  const alarms: unknown[] = [];
  const readings: unknown[] = [];
  const stop = followReactor(reactorId, { onState: (state) => states.push(state), onAlarm: (alarm) => alarms.push(alarm), onReadings: (event) => readings.push(event) }, 5);
  return { states, alarms, readings, stop };
}

const until = async (done: () => boolean) => {
  for (let tries = 0; !done(); tries += 1) {
    if (tries > 500) throw new Error('never happened');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
};

afterEach(() => jest.restoreAllMocks());

describe('the live stream in the browser', () => {
  it('hands alarm events to its followers, and stops for good when the server ends it with a reason', async () => {
    const alarm = { reactor_id: REACTOR, alarm_id: ALARM, state: 'raised' };
    const fetch = jest
      .spyOn(global, 'fetch')
      .mockResolvedValue(sse('event: ready\ndata: {}', `event: alarm\ndata: ${JSON.stringify(alarm)}`, 'event: end\ndata: {"reason":"revoked"}'));
    const followed = watch();
    await until(() => followed.states.at(-1) === 'revoked');
    expect(followed.alarms).toEqual([alarm]);
    expect(followed.states).toEqual(['connecting', 'live', 'revoked']);
    // Not opened again: the reader may no longer follow.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fetch).toHaveBeenCalledTimes(1);
    followed.stop();
  });

  it('does not try again after a refusal for want of the right (404)', async () => {
    const fetch = jest.spyOn(global, 'fetch').mockResolvedValue(new Response('{}', { status: 404 }));
    const followed = watch();
    await until(() => followed.states.at(-1) === 'revoked');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fetch).toHaveBeenCalledTimes(1);
    followed.stop();
  });

  it('opens one stream per reactor for all its followers, closed with the last', async () => {
    let aborted = 0;
    const fetch = jest.spyOn(global, 'fetch').mockImplementation(async (_url, init) => {
      init?.signal?.addEventListener('abort', () => (aborted += 1));
      return new Response(new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('event: ready\ndata: {}\n\n')) }));
    });
    const chart = watch();
    const alarmsTab = watch();
    await until(() => chart.states.includes('live') && alarmsTab.states.includes('live'));
    expect(fetch).toHaveBeenCalledTimes(1);
    chart.stop();
    expect(aborted).toBe(0);
    alarmsTab.stop();
    expect(aborted).toBe(1);
  });

  it('waits longer after each failure, and as long as the server asks after a refusal for a limit', () => {
    expect([1, 2, 3, 4].map((failures) => retryDelay(failures, 1_000))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(retryDelay(20, 1_000)).toBe(30_000);
    expect(retryDelay(0, 1_000)).toBe(1_000);
    expect(retryDelay(1, 1_000, 30)).toBe(30_000);
  });
});
