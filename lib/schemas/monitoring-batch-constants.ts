/*
 * Production batches' limits (docs/requirements.md R-22.1, R-22.2, R-22.5), apart from the zod schemas so that pages
 * read them without zod.
 */

/** A batch's temperature and feedstock may vary by at most this share of their mean, either way (the methodology's band). */
export const MAX_BATCH_VARIATION_PERCENT = 20;
/** A batch longer than this is flagged (the methodologies count a batch as at most a month of production). */
export const MAX_BATCH_DAYS = 31;
/** A batch's start or end may lie at most this far ahead of the server's clock (a phone's clock running fast). */
export const BATCH_FUTURE_TOLERANCE_MS = 10 * 60_000;
export const MAX_BATCH_CODE = 60;
export const MAX_BATCH_CONDITIONS = 20;

/** The methodologies a project's evidence may follow. */
export const EVIDENCE_METHODOLOGIES = ['ebc_c_sink', 'puro', 'isometric', 'rainbow'] as const;
export type EvidenceMethodology = (typeof EVIDENCE_METHODOLOGIES)[number];
export const DEFAULT_TIME_TOLERANCE_HOURS = 2;
export const DEFAULT_DISTANCE_TOLERANCE_M = 500;
export const MAX_TIME_TOLERANCE_HOURS = 168;
export const MAX_DISTANCE_TOLERANCE_M = 100_000;

/** The periods plan against actual is given per. */
export const PLAN_PERIODS = ['month', 'quarter'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];
/** How many periods plan against actual covers at most. */
export const MAX_PLAN_PERIODS = 24;
