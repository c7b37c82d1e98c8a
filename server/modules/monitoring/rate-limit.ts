/**
 * Batches a device may send per window (per instance of the server): beyond it, 429 with Retry-After. Instances do
 * not share their counts, so behind N instances a device gets at most N times this.
 */
export const DEVICE_BATCHES_PER_WINDOW = 120;
export const DEVICE_RATE_WINDOW_S = 60;

// The counter moved to server/http/rate-limit.ts, which the data room's time on page uses too (requirements ).
export { createRateLimiter, type RateLimiter } from '@/server/http/rate-limit';
