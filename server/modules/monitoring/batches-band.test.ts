import { bandOf, bothWithin, lengthOf, variationPercent } from './batches-band';

// a batch's temperature and feedstock vary by at most 20 % of their mean, either way; its length at most 31 days.

describe('batch band', () => {
  it('measures the largest distance from the mean, in percent of it', () => {
    expect(variationPercent({ count: 3, min: 400, max: 600, mean: 500 })).toBe(20);
    expect(variationPercent({ count: 3, min: 450, max: 520, mean: 500 })).toBe(10);
    expect(variationPercent({ count: 3, min: 10, max: 10, mean: 10 })).toBe(0);
  });

  it('counts the threshold itself within, and anything beyond it out', () => {
    expect(bandOf({ count: 2, min: 400, max: 600, mean: 500 })).toEqual({ min: 400, max: 600, mean: 500, variationPercent: 20, within: true });
    expect(bandOf({ count: 2, min: 399.9, max: 600, mean: 500 }).within).toBe(false);
    expect(bandOf({ count: 2, min: 400, max: 600.1, mean: 500 }).within).toBe(false);
  });

  it('cannot tell a share of a zero mean', () => {
    expect(bandOf({ count: 2, min: -1, max: 1, mean: 0 })).toMatchObject({ variationPercent: null, within: null });
  });

  it('judges the batch on both figures', () => {
    expect(bothWithin(true, true)).toBe(true);
    expect(bothWithin(true, false)).toBe(false);
    expect(bothWithin(false, null)).toBe(false);
    expect(bothWithin(true, null)).toBeNull();
  });
});

describe('batch length', () => {
  const start = new Date('2026-10-01T00:00:00Z');
  it('runs to the end, or to now while open', () => {
    expect(lengthOf(start, new Date('2026-10-01T12:00:00Z'), 0)).toEqual({ hours: 12, days: 0.5, max_days: 31, within: true });
    expect(lengthOf(start, null, Date.parse('2026-10-02T00:00:00Z')).hours).toBe(24);
  });

  it('flags a batch longer than 31 days, not one of exactly 31', () => {
    expect(lengthOf(start, new Date('2026-11-01T00:00:00Z'), 0).within).toBe(true);
    expect(lengthOf(start, new Date('2026-11-01T00:00:01Z'), 0).within).toBe(false);
  });
});
