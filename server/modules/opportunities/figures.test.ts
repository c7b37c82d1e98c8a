import type { ComputeResult } from '@/lib/schemas/assessments';
import { figuresOf, requireReadyToPublish, type StoredResult } from './figures';

function stored(overall: number, formulas: Record<string, number | null>): StoredResult {
  const result = {
    overall,
    threshold: 70,
    ready: overall >= 70,
    formulas: Object.entries(formulas).map(([id, value]) => ({ id, label: id, unit: null, value, missing: [], missing_labels: [] })),
  } as unknown as ComputeResult;
  return { overall, ready: overall >= 70, result, computedAt: new Date('2026-11-20T10:00:00Z') };
}

describe('a publication’s figures and readiness', () => {
  it('takes the net removals and the price per tonne (revenue over removals) with the time of the results', () => {
    expect(figuresOf(stored(80, { net_co2_removed: 6720, annual_credit_revenue: 1_008_000 }))).toEqual({
      removalsPerYear: 6720,
      pricePerTonne: 150,
      figuresComputedAt: new Date('2026-11-20T10:00:00Z'),
    });
  });

  it('leaves a figure empty when the results cannot give it', () => {
    expect(figuresOf(undefined)).toEqual({ removalsPerYear: null, pricePerTonne: null, figuresComputedAt: null });
    expect(figuresOf(stored(80, { net_co2_removed: 0, annual_credit_revenue: 0 })).pricePerTonne).toBeNull();
    expect(figuresOf(stored(80, { net_co2_removed: null, annual_credit_revenue: 10 })).removalsPerYear).toBeNull();
  });

  it('lets a publication go to staff only with results at or above the threshold', () => {
    expect(() => requireReadyToPublish(undefined)).toThrow('Compute the project’s results');
    expect(() => requireReadyToPublish(stored(69.9, {}))).toThrow('(69.9) is below its threshold (70)');
    expect(() => requireReadyToPublish(stored(70, {}))).not.toThrow();
  });
});
