/*
 * Sizes of the phone's uploads, apart from the zod schemas so that the phone page reads them without
 * zod in its first load (issue 25). `monitoring-mobile-uploads.ts` exports them again.
 */

/** The largest file a phone may declare (R-22.17): 100 MB. The artefacts' own type limits apply on completion. */
export const MAX_MOBILE_UPLOAD_BYTES = 100 * 1024 * 1024;

/** The size of the parts a phone sends; the server takes any part up to its request body limit. */
export const MOBILE_UPLOAD_PART_BYTES = 512 * 1024;
