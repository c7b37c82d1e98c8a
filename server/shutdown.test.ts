/** @jest-environment node */
import { EventEmitter } from 'node:events';
import { createRequestGate } from '@/server/http/request-gate';
import { createLogger } from '@/server/logger';
import { gracefulShutdown, shutdownTimeout, type ShutdownParts } from './shutdown';

const logger = createLogger({ level: 'silent' });

/** Parts that record the order of the steps; `exit` resolves `exited`. */
function parts(overrides: Partial<ShutdownParts> = {}) {
  const steps: string[] = [];
  let exited!: (code: number) => void;
  const exit = new Promise<number>((resolve) => (exited = resolve));
  const gate = createRequestGate();
  const built: ShutdownParts = {
    server: {
      close: (() => steps.push('server.close')) as never,
      closeIdleConnections: () => steps.push('closeIdleConnections'),
      closeAllConnections: () => steps.push('closeAllConnections'),
    },
    gate,
    drainStreams: () => steps.push('drainStreams'),
    stopServices: async () => void steps.push('stopServices'),
    close: [async () => void steps.push('pages'), async () => void steps.push('database')],
    logger,
    timeoutMs: 10_000,
    exit: (code) => {
      steps.push(`exit ${code}`);
      exited(code);
    },
    ...overrides,
  };
  return { steps, exit, gate, built };
}

describe('graceful shutdown', () => {
  it('stops taking requests, ends live streams, waits for the requests in flight, then stops the rest and exits 0', async () => {
    const { steps, exit, gate, built } = parts();
    let finish!: () => void;
    const answered = new Promise<void>((resolve) => (finish = resolve));
    // One request in flight: its answer closes when the test says so.
    const res = Object.assign(new EventEmitter(), { headersSent: false, setHeader: jest.fn() });
    gate.wrap(() => void answered.then(() => res.emit('close')))({} as never, res as never);
    expect(gate.inFlight()).toBe(1);

    void gracefulShutdown(built)('SIGTERM');
    await Promise.resolve();
    expect(steps).toEqual(['server.close', 'closeIdleConnections', 'drainStreams']);
    expect(res.setHeader).toHaveBeenCalledWith('connection', 'close');
    finish();
    expect(await exit).toBe(0);
    expect(steps).toEqual(['server.close', 'closeIdleConnections', 'drainStreams', 'closeAllConnections', 'stopServices', 'pages', 'database', 'exit 0']);
  });

  it('answers a request that comes once closed with 503, asking to send it again, without handling it', () => {
    const gate = createRequestGate();
    gate.close();
    const handler = jest.fn();
    const writeHead = jest.fn();
    const end = jest.fn();
    gate.wrap(handler)({} as never, { writeHead, end } as never);
    expect(handler).not.toHaveBeenCalled();
    expect(writeHead).toHaveBeenCalledWith(503, expect.objectContaining({ 'retry-after': '1', connection: 'close' }));
    expect(JSON.parse(end.mock.calls[0][0] as string)).toEqual({ detail: { message: 'The server is restarting: send the request again' } });
  });

  it('exits anyway, with 1, when a request never finishes within the time limit', async () => {
    jest.useFakeTimers();
    try {
      const { steps, exit, gate, built } = parts({ timeoutMs: 5_000 });
      const res = Object.assign(new EventEmitter(), { headersSent: true, setHeader: jest.fn() });
      gate.wrap(() => undefined)({} as never, res as never);
      void gracefulShutdown(built)('SIGTERM');
      jest.advanceTimersByTime(5_000);
      expect(await exit).toBe(1);
      expect(steps).not.toContain('database');
    } finally {
      jest.useRealTimers();
    }
  });

  it('exits at once on a second signal, and with 1 when a part fails to stop', async () => {
    const failing = parts({ stopServices: () => Promise.reject(new Error('broker gone')) });
    void gracefulShutdown(failing.built)('SIGTERM');
    expect(await failing.exit).toBe(1);
    expect(failing.steps).toContain('database');

    const twice = parts();
    const res = Object.assign(new EventEmitter(), { headersSent: true, setHeader: jest.fn() });
    twice.gate.wrap(() => undefined)({} as never, res as never);
    const shutdown = gracefulShutdown(twice.built);
    void shutdown('SIGTERM');
    void shutdown('SIGINT');
    expect(await twice.exit).toBe(1);
  });

  it('reads its time limit from SHUTDOWN_TIMEOUT_MS', () => {
    expect(shutdownTimeout({ SHUTDOWN_TIMEOUT_MS: '2500' })).toBe(2500);
    expect(shutdownTimeout({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toBe(10_000);
    expect(shutdownTimeout({})).toBe(10_000);
  });
});
