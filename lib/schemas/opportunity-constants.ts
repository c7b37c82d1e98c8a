/*
 * Publication values the pages read, apart from the zod schemas so that the publication editor and the staff queue
 * read them without zod in their first load (issue 25). `opportunities.ts` builds its enum from them and exports them again.
 */

/** The content fields of a publication a save may change (requirements: a conflict names them). */
export const PUBLICATION_FIELDS = ['title', 'summary', 'stage', 'instrument', 'ticket_min', 'ticket_max', 'currency', 'region', 'teaser_file_ids', 'public_fields'] as const;
