/*
 * The lists of evidence records' values (docs/requirements.md R-22.9–R-22.14), apart from the zod schemas so that the
 * evidence pages read them without zod in their first load (issue 25). `monitoring-evidence.ts` builds its enums from
 * them and exports them again.
 */

/** The kinds of evidence a registry asks for (issue 22 item 4); the phone page tags uploads with these. */
export const EVIDENCE_KINDS = ['kiln_run_photo', 'moisture_reading', 'quenching', 'kiln_serial', 'lab_analysis', 'sampling_record', 'application_site', 'delivery_note'] as const;

export const REVIEW_VERDICTS = ['approved', 'issues', 'rejected'] as const;
export const REVIEW_STATES = ['pending', ...REVIEW_VERDICTS] as const;

/** Units a contaminant's content is given in (per dry mass). */
export const CONTAMINANT_UNITS = ['mg/kg', 'µg/kg', 'g/t'] as const;
export const CONTAMINANT_GROUPS = ['pah', 'heavy_metal', 'other'] as const;
