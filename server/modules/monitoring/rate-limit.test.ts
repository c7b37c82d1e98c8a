import { createRateLimiter } from './rate-limit';

describe('device rate limiter', () => {
  it('lets `limit` uses through per window and key, then says how long to wait', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter(2, 60, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('b')]).toEqual([0, 0, 0]);
    now += 15_000;
    expect(limiter.take('a')).toBe(45);
    now += 45_000;
    expect(limiter.take('a')).toBe(0);
  });
});
