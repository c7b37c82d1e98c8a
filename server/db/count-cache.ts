/**
 * Capped counts of a paged list (staff's user search, an OEM's matched projects), kept a few seconds per set of filters
 * in this instance: paging through one list (page 2, 3…) reads its rows only, not the count again. A count is a figure
 * on screen ("1,000+ users"); a row added meanwhile shows in it within COUNT_TTL_MS.
 */
export const COUNT_TTL_MS = 10_000;
const MAX_ENTRIES = 200;

export interface CountCache {
  get(key: string): number | undefined;
  set(key: string, count: number): void;
}

export function createCountCache(ttlMs = COUNT_TTL_MS, now: () => number = Date.now): CountCache {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt > now()) return entry.count;
      entries.delete(key);
      return undefined;
    },
    set(key, count) {
      // The oldest entry goes first when the map is full (a Map keeps insertion order).
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, { count, expiresAt: now() + ttlMs });
    },
  };
}
