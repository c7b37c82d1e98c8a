import { ApiError } from '@/server/http/errors';

/** Most live streams one instance keeps open; beyond it a new one gets 503. */
export const MAX_LIVE_STREAMS = 2_000;
/**
 * Most live streams one account keeps open on one instance: a person's browser tabs and screens, with room
 * to spare (each tab opens one stream per reactor shown), far from the instance's capacity.
 */
export const MAX_LIVE_STREAMS_PER_USER = 20;
/** Most live streams of one reactor on one instance: a quarter of the instance, so that no plant's readers fill it. */
export const MAX_LIVE_STREAMS_PER_REACTOR = 500;
/** How often the right of each reader of open streams is read again: a stream ends within twice this after the right. */
export const LIVE_RECHECK_MS = 5_000;
/** The Retry-After of a refusal for a limit (429): a stream is closed as soon as its tab is. */
export const LIVE_LIMIT_RETRY_AFTER_S = 30;
/** The Retry-After of a full instance (503). */
const LIVE_FULL_RETRY_AFTER_S = 60;

export interface LiveLimits {
  perUser: number;
  perReactor: number;
  perInstance: number;
  recheckMs: number;
}

/** The limits in force: the constants above, unless the settings override them (the bench, the tests). */
export function liveLimitsOf(overrides: { perUser?: number; perReactor?: number; recheckMs?: number } = {}): LiveLimits {
  return {
    perUser: overrides.perUser ?? MAX_LIVE_STREAMS_PER_USER,
    perReactor: overrides.perReactor ?? MAX_LIVE_STREAMS_PER_REACTOR,
    perInstance: MAX_LIVE_STREAMS,
    recheckMs: overrides.recheckMs ?? LIVE_RECHECK_MS,
  };
}

const count = (counts: Map<string, number>, key: string, change: number) => {
  const next = (counts.get(key) ?? 0) + change;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
};

/**
 * The streams this instance holds, per user, per reactor and in all; `admit` takes a place or refuses: 429 with
 * Retry-After for a user's or a reactor's limit, 503 when the instance is full.
 */
export function createStreamCounter(limits: LiveLimits) {
  const byUser = new Map<string, number>();
  const byReactor = new Map<string, number>();
  let total = 0;
  return {
    /** Takes a place for the user's stream of the reactor; answers how to give it back (once). */
    admit(userId: string, reactorId: string): () => void {
      const retry = { 'Retry-After': String(LIVE_LIMIT_RETRY_AFTER_S) };
      if ((byUser.get(userId) ?? 0) >= limits.perUser) {
        throw new ApiError(429, `You already have ${limits.perUser} live charts open: close one (another tab or window) and try again`, {}, retry);
      }
      if ((byReactor.get(reactorId) ?? 0) >= limits.perReactor) {
        throw new ApiError(429, `This reactor already has ${limits.perReactor} live charts open: try again in a minute`, {}, retry);
      }
      if (total >= limits.perInstance) {
        throw new ApiError(503, 'Too many live charts are open on this server: try again in a minute', {}, { 'Retry-After': String(LIVE_FULL_RETRY_AFTER_S) });
      }
      count(byUser, userId, 1);
      count(byReactor, reactorId, 1);
      total += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        count(byUser, userId, -1);
        count(byReactor, reactorId, -1);
        total -= 1;
      };
    },
    get total() {
      return total;
    },
  };
}
export type StreamCounter = ReturnType<typeof createStreamCounter>;
