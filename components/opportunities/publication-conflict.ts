import { PUBLICATION_FIELDS } from '@/lib/schemas/opportunity-constants';
import type { Publication, PublicationField } from '@/lib/schemas/opportunities';
import { valuesOf, type PublicationValues } from './publication-form';

/*
 * A save refused because the publication was saved meanwhile (requirements ): what the other save changed,
 * and how to keep one's own changes over it.
 */

export interface PublicationConflict {
  /** The fields saved meanwhile, in the form's order. */
  fields: PublicationField[];
  /** The publication as stored now. */
  current: Publication;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isField = (value: unknown): value is PublicationField => typeof value === 'string' && (PUBLICATION_FIELDS as readonly string[]).includes(value);

/** The conflict a failed save carries (409 with `detail.code` `publication_conflict`), else undefined. */
export function conflictOf(failure: unknown): PublicationConflict | undefined {
  if (!isRecord(failure) || failure.status !== 409) return undefined;
  const detail = isRecord(failure.data) ? failure.data.detail : undefined;
  if (!isRecord(detail) || detail.code !== 'publication_conflict' || !isRecord(detail.current) || !Array.isArray(detail.changed_fields)) return undefined;
  return { fields: detail.changed_fields.filter(isField), current: detail.current as unknown as Publication };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields the editor changed from what it read. */
export function editedFields(read: PublicationValues, mine: PublicationValues): PublicationField[] {
  return PUBLICATION_FIELDS.filter((field) => !same(read[field], mine[field]));
}

/** "Keep my changes": the stored publication with the editor's own changes over it, and the version to save it at. */
export function keepMine(read: PublicationValues, mine: PublicationValues, conflict: PublicationConflict): { values: PublicationValues; base_version: number } {
  const values = { ...valuesOf(conflict.current, conflict.current.title) };
  for (const field of editedFields(read, mine)) Object.assign(values, { [field]: mine[field] });
  return { values, base_version: conflict.current.version };
}

/** The label key (under `opportunities`) of each content field, as the form names it. */
export const FIELD_LABEL_KEYS: Record<PublicationField, string> = {
  title: 'editor.title',
  summary: 'fields.summary',
  stage: 'fields.stage',
  instrument: 'fields.instrument',
  ticket_min: 'editor.ticket_min',
  ticket_max: 'editor.ticket_max',
  currency: 'editor.currency',
  region: 'fields.region',
  teaser_file_ids: 'editor.teaserFiles',
  public_fields: 'editor.publicFields',
};
