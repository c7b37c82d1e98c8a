import { canonicalJson } from '@/server/modules/resources/public';

/** Stored answers of a project, by question id. */
export type AnswerValues = ReadonlyMap<string, unknown>;

/** An answer counts as given unless it is empty: no value, blank text, or an empty list. */
export function isAnswered(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

export function sameValue(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}
