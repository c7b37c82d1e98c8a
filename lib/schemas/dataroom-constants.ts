/*
 * The data room's constants, apart from its schemas: the viewer reads them without loading zod (first-load JavaScript).
 */

/** The content types a data room holds: each is served as watermarked PDF pages. */
export const DATAROOM_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
/** Longest time on one page the viewer may report, in seconds. */
export const MAX_PAGE_SECONDS = 3600;
export const GRANT_STATES = ['active', 'expired', 'revoked'] as const;
/** Why a page or document was refused to an investor: `detail.reason` of the 403. */
export const REFUSAL_REASONS = ['no_grant', 'revoked', 'expired'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];
