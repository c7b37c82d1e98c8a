/**
 * The files a monitoring keeps as evidence (issue 22, requirements R-22.6): which types, how large, and the checks'
 * thresholds that are not per-project settings. Shared by the server and the screens.
 */

/** The types accepted, by what their bytes are (HEIC is what phones take photos in). */
export const ARTEFACT_CONTENT_TYPES = ['image/jpeg', 'image/heic', 'image/png', 'application/pdf', 'text/csv'] as const;
export type ArtefactContentType = (typeof ARTEFACT_CONTENT_TYPES)[number];

export const PHOTO_CONTENT_TYPES: readonly ArtefactContentType[] = ['image/jpeg', 'image/heic', 'image/png'];

export const ARTEFACT_KINDS = ['photo', 'pdf', 'csv'] as const;
export type ArtefactKind = (typeof ARTEFACT_KINDS)[number];

export function artefactKindOf(contentType: string): ArtefactKind {
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType === 'text/csv') return 'csv';
  return 'photo';
}

const MEBIBYTE = 1024 * 1024;
/** the largest file of each kind, in bytes (inclusive: a file of exactly this size is accepted). */
export const ARTEFACT_MAX_BYTES: Record<ArtefactKind, number> = {
  photo: 20 * MEBIBYTE,
  pdf: 20 * MEBIBYTE,
  csv: 5 * MEBIBYTE,
};

/** two photos whose 64-bit perceptual hashes differ in at most this many bits are near-duplicates (inclusive). */
export const NEAR_DUPLICATE_MAX_DISTANCE = 6;

/** Most artefacts one page of the list answers. */
export const MAX_ARTEFACTS_PER_PAGE = 200;
export const DEFAULT_ARTEFACTS_PER_PAGE = 50;
