/** A fixed-window counter per key. */
export function createRateLimiter(limit: number, windowSeconds: number, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one use of `key`; answers the seconds to wait when it is over the limit, else 0. */
    take(key: string): number {
      const at = now();
      const windowMs = windowSeconds * 1000;
      if (windows.size > 10_000) {
        for (const [name, window] of windows) if (at - window.start >= windowMs) windows.delete(name);
      }
      let window = windows.get(key);
      if (!window || at - window.start >= windowMs) windows.set(key, (window = { start: at, count: 0 }));
      window.count += 1;
      return window.count > limit ? Math.max(1, Math.ceil((window.start + windowMs - at) / 1000)) : 0;
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
