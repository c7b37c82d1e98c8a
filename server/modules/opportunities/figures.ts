import type { ComputeResult } from '@/lib/schemas/assessments';
import { ApiError } from '@/server/http/errors';

/**
 * Readiness to publish: the project's latest stored results (POST /compute) must reach the template's readiness
 * threshold (`ComputeResult.ready`: overall ≥ threshold, 70 for the biochar template) and name the expected removals.
 * A project never computed, or computed below its threshold, cannot be submitted.
 */
export const REMOVALS_FORMULA = 'net_co2_removed';
/** Revenue per year over removals per year: the price per tonne the results assume. */
export const REVENUE_FORMULA = 'annual_credit_revenue';

export interface StoredResult {
  overall: number;
  ready: boolean;
  result: ComputeResult;
  computedAt: Date;
}

export interface Figures {
  removalsPerYear: number | null;
  pricePerTonne: number | null;
  figuresComputedAt: Date | null;
}

const NO_FIGURES: Figures = { removalsPerYear: null, pricePerTonne: null, figuresComputedAt: null };

/** The expected annual removals and price per tonne of the latest results, with the time they were computed. */
export function figuresOf(stored: StoredResult | undefined): Figures {
  if (!stored) return NO_FIGURES;
  const value = (id: string) => stored.result.formulas.find((formula) => formula.id === id)?.value ?? null;
  const removals = value(REMOVALS_FORMULA);
  const revenue = value(REVENUE_FORMULA);
  const price = removals && revenue !== null && removals > 0 ? Math.round((revenue / removals) * 100) / 100 : null;
  return { removalsPerYear: removals, pricePerTonne: price, figuresComputedAt: stored.computedAt };
}

/** 409 unless the latest results allow a publication to go to staff. */
export function requireReadyToPublish(stored: StoredResult | undefined): void {
  if (!stored) throw new ApiError(409, 'Compute the project’s results before submitting its publication');
  if (!stored.ready) {
    throw new ApiError(409, `The project’s readiness score (${stored.overall}) is below its threshold (${stored.result.threshold}): close the gaps and compute again`, {
      overall: stored.overall,
      threshold: stored.result.threshold,
    });
  }
}
