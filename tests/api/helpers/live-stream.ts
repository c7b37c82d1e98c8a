import type { LiveReadings } from '@/lib/schemas/monitoring-live';

export interface SseEvent {
  event: string;
  id?: string;
  data: string;
}

/** Reads a live stream's events as they come (`/monitoring/livemonitoring`). */
export function follow(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: SseEvent[] = [];
  let buffer = '';
  let done = false;
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) return void (done = true);
      buffer += chunk.value;
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
        );
        if (fields.event) events.push({ event: fields.event, id: fields.id, data: fields.data ?? '' });
      }
    }
  })();
  /** Waits until `found` answers something, at most 10 s (or until the stream ends). */
  async function until<T>(found: () => T | undefined, what: string): Promise<T> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const value = found();
      if (value !== undefined) return value;
      if (done || Date.now() > deadline) throw new Error(`${what}; events: ${JSON.stringify(events)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return {
    events,
    /** Whether the server ended the stream. */
    get done() {
      return done;
    },
    /** Waits for the n-th readings event (1-based), at most 10 s. */
    async readings(n: number): Promise<SseEvent & { body: LiveReadings }> {
      const event = await until(() => events.filter((each) => each.event === 'readings')[n - 1], `no readings event number ${n}`);
      return { ...event, body: JSON.parse(event.data) as LiveReadings };
    },
    /** Waits for the first event of that name, at most 10 s. */
    event: (name: string) => until(() => events.find((each) => each.event === name), `no ${name} event`),
    ready: async (): Promise<void> => void (await until(() => events.find((each) => each.event === 'ready'), 'the stream never said it was ready')),
    /** Waits until the server ends the stream, at most 10 s. */
    async ended(): Promise<void> {
      const deadline = Date.now() + 10_000;
      while (!done) {
        if (Date.now() > deadline) throw new Error(`the stream is still open; events: ${JSON.stringify(events)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    stop: () => reader.cancel(),
  };
}
