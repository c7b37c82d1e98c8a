/**
 * Asks `read` again every `everyMs` until `done` holds for its answer, and returns that answer; fails with the last
 * answer after `timeoutMs`. For what takes time to become true (a silence that must last, a stream's next event):
 * the test waits on the condition, never for a fixed time.
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, { everyMs = 100, timeoutMs = 15_000 } = {}): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (performance.now() > deadline) throw new Error(`still not the expected answer after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
