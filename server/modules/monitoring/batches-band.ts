import { MAX_BATCH_DAYS, MAX_BATCH_VARIATION_PERCENT } from '@/lib/schemas/monitoring-batch-constants';

/*
 * A batch's band and length (docs/requirements.md ): pure figures, no database. A parameter varied within the
 * band when no reading lies further from the mean than MAX_BATCH_VARIATION_PERCENT of it, either way, the threshold
 * itself included.
 */

export interface Spread {
  count: number;
  min: number;
  max: number;
  mean: number;
}

export interface BandFigures {
  min: number;
  max: number;
  mean: number;
  variationPercent: number | null;
  within: boolean | null;
}

const round = (value: number, digits = 6) => Number(value.toFixed(digits));

/** The largest distance of a reading from the mean, in percent of the mean; null when the mean is 0 (no share of nothing). */
export function variationPercent(spread: Spread): number | null {
  if (spread.mean === 0) return null;
  return round((Math.max(spread.max - spread.mean, spread.mean - spread.min) / Math.abs(spread.mean)) * 100);
}

export function bandOf(spread: Spread, maxPercent = MAX_BATCH_VARIATION_PERCENT): BandFigures {
  const variation = variationPercent(spread);
  return {
    min: round(spread.min),
    max: round(spread.max),
    mean: round(spread.mean),
    variationPercent: variation,
    within: variation === null ? null : variation <= maxPercent,
  };
}

/** Both figures within the band; null when either is missing. */
export function bothWithin(a: boolean | null | undefined, b: boolean | null | undefined): boolean | null {
  if (a === false || b === false) return false;
  if (a == null || b == null) return null;
  return true;
}

const HOUR_MS = 3_600_000;

/** A batch's length, to its end or to `now` while open, and whether it is within MAX_BATCH_DAYS (exactly 31 days is). */
export function lengthOf(startedAt: Date, endedAt: Date | null, now: number) {
  const ms = Math.max(0, (endedAt?.getTime() ?? now) - startedAt.getTime());
  return { hours: round(ms / HOUR_MS, 3), days: round(ms / (24 * HOUR_MS), 3), max_days: MAX_BATCH_DAYS, within: ms <= MAX_BATCH_DAYS * 24 * HOUR_MS };
}
