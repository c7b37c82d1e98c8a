import { addBusinessDays, isWeekend } from './business-day';

const at = (iso: string) => new Date(iso);

describe('addBusinessDays (support first reply, Saturday and Sunday skipped)', () => {
  it('is the same time on the next day from Monday to Thursday', () => {
    expect(addBusinessDays(at('2026-11-23T10:00:00Z'), 1).toISOString()).toBe('2026-11-24T10:00:00.000Z'); // Monday
    expect(addBusinessDays(at('2026-11-26T17:30:00Z'), 1).toISOString()).toBe('2026-11-27T17:30:00.000Z'); // Thursday
  });

  it('goes from Friday to Monday', () => {
    expect(addBusinessDays(at('2026-11-27T10:00:00Z'), 1).toISOString()).toBe('2026-11-30T10:00:00.000Z');
    expect(addBusinessDays(at('2026-11-27T23:59:00Z'), 1).toISOString()).toBe('2026-11-30T23:59:00.000Z');
  });

  it('counts a weekend request from Monday midnight', () => {
    expect(addBusinessDays(at('2026-11-28T15:00:00Z'), 1).toISOString()).toBe('2026-12-01T00:00:00.000Z'); // Saturday
    expect(addBusinessDays(at('2026-11-29T23:00:00Z'), 1).toISOString()).toBe('2026-12-01T00:00:00.000Z'); // Sunday
  });

  it('adds several days over a weekend, and none at all on a weekday', () => {
    expect(addBusinessDays(at('2026-11-26T09:00:00Z'), 3).toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(addBusinessDays(at('2026-11-26T09:00:00Z'), 0).toISOString()).toBe('2026-11-26T09:00:00.000Z');
  });

  it('knows the weekend', () => {
    expect([23, 24, 25, 26, 27, 28, 29].map((day) => isWeekend(at(`2026-11-${day}T12:00:00Z`)))).toEqual([false, false, false, false, false, true, true]);
  });
});
