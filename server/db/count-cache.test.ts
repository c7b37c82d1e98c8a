import { COUNT_TTL_MS, createCountCache } from './count-cache';

describe('the capped counts kept a few seconds', () => {
  it('answers a count until it expires, then nothing', () => {
    let now = 1_000;
    const counts = createCountCache(COUNT_TTL_MS, () => now);
    counts.set('oem-a', 1001);
    now += COUNT_TTL_MS - 1;
    expect(counts.get('oem-a')).toBe(1001);
    expect(counts.get('oem-b')).toBeUndefined();
    now += 1;
    expect(counts.get('oem-a')).toBeUndefined();
  });

  it('forgets the oldest list first when it holds 200', () => {
    const counts = createCountCache();
    for (let index = 0; index < 201; index += 1) counts.set(`list-${index}`, index);
    expect(counts.get('list-0')).toBeUndefined();
    expect(counts.get('list-1')).toBe(1);
    expect(counts.get('list-200')).toBe(200);
  });
});
