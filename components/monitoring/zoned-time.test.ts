import { instantOf } from './zoned-time';

describe('instantOf', () => {
  it('reads a wall-clock time in the given zone', () => {
    expect(instantOf('2026-11-20T00:30', 'Asia/Tokyo')).toBe('2026-11-19T15:30:00.000Z');
    expect(instantOf('2026-07-01T12:00:05', 'Europe/Paris')).toBe('2026-07-01T10:00:05.000Z');
    expect(instantOf('2026-11-20T08:00', 'UTC')).toBe('2026-11-20T08:00:00.000Z');
  });

  it('refuses what is no time', () => {
    expect(instantOf('2026-02-30T08:00', 'UTC')).toBeUndefined();
    expect(instantOf('yesterday', 'UTC')).toBeUndefined();
  });
});
