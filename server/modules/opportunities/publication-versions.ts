import { PUBLICATION_FIELDS, type PublicationField, type PublicationInput } from '@/lib/schemas/opportunities';
import type { PublicationRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';

/*
 * Optimistic concurrency of a publication's content (requirements ): every save names the version it read;
 * the row keeps, per field, the version that last changed it, so that a stale save learns which fields were saved
 * meanwhile, and each save records the fields it changed.
 */

type Stored = Pick<PublicationRow, 'title' | 'summary' | 'stage' | 'instrument' | 'ticketMin' | 'ticketMax' | 'currency' | 'region' | 'teaserFileIds' | 'publicFields'>;

function storedValue(row: Stored, field: PublicationField): unknown {
  const values: Record<PublicationField, unknown> = {
    title: row.title,
    summary: row.summary,
    stage: row.stage,
    instrument: row.instrument,
    ticket_min: row.ticketMin,
    ticket_max: row.ticketMax,
    currency: row.currency,
    region: row.region,
    teaser_file_ids: row.teaserFileIds,
    public_fields: [...new Set(row.publicFields)],
  };
  return values[field];
}

function inputValue(input: PublicationInput, field: PublicationField): unknown {
  return field === 'public_fields' ? [...new Set(input.public_fields)] : input[field];
}

/** The content fields a save changes against the stored row (every field for a first save). */
export function changedFields(existing: Stored | undefined, input: PublicationInput): PublicationField[] {
  if (!existing) return [...PUBLICATION_FIELDS];
  return PUBLICATION_FIELDS.filter((field) => JSON.stringify(storedValue(existing, field)) !== JSON.stringify(inputValue(input, field)));
}

/** The per-field versions after a save that writes `version` and changes `fields`. */
export function nextFieldVersions(previous: Record<string, number>, fields: PublicationField[], version: number): Record<string, number> {
  return { ...previous, ...Object.fromEntries(fields.map((field) => [field, version])) };
}

/** The fields saved after `baseVersion`, in the order of the form. */
export function changedSince(row: Pick<PublicationRow, 'fieldVersions'>, baseVersion: number): PublicationField[] {
  return PUBLICATION_FIELDS.filter((field) => (row.fieldVersions[field] ?? 1) > baseVersion);
}

/** The 409 of a stale save: the fields saved meanwhile and the publication as stored now. */
export function staleSave(current: unknown, fields: PublicationField[]): ApiError {
  return new ApiError(409, `The publication was saved meanwhile (${fields.join(', ') || 'its status'}): read it again or keep your changes`, {
    code: 'publication_conflict',
    changed_fields: fields,
    current,
  });
}
