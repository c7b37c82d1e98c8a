/**
 * The one rule of "is this question answered?", shared by the questionnaire in the browser and by progress,
 * visibility, scoring and autofill on the server: no value, blank text, an empty list and a number that is not a
 * number (NaN, what an emptied number field may hold) are no answer; anything else is one (false and 0 included).
 */
export function isAnswered(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The same rule from the other side: whether a value is no answer at all. */
export function isEmptyAnswer(value: unknown): boolean {
  return !isAnswered(value);
}
