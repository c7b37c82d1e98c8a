/*
 * The data room's constants, apart from its schemas: the viewer reads them without loading zod (first-load JavaScript).
 */

/** The content types served as watermarked PDF pages. */
export const WATERMARKED_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
/**
 * Word, Excel and PowerPoint files (recognised by their bytes): they cannot be stamped page by page, so a data room
 * holds them only as download-only documents, in a folder that allows downloads (requirements ).
 */
export const DOWNLOAD_ONLY_TYPES = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;
/** The content types a data room holds. */
export const DATAROOM_CONTENT_TYPES = [...WATERMARKED_TYPES, ...DOWNLOAD_ONLY_TYPES] as const;
export const isDownloadOnlyType = (type: string): boolean => (DOWNLOAD_ONLY_TYPES as readonly string[]).includes(type);
/** Most files one bulk upload takes (a folder chosen at once included). */
export const MAX_BULK_FILES = 50;
/** Longest time on one page the viewer may report, in seconds. */
export const MAX_PAGE_SECONDS = 3600;
export const GRANT_STATES = ['active', 'expired', 'revoked'] as const;
/** Why a page or document was refused to an investor: `detail.reason` of the 403. */
export const REFUSAL_REASONS = ['no_grant', 'revoked', 'expired'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];
