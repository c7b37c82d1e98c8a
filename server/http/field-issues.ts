import type { ZodError } from 'zod';
import { type FieldIssue, type FieldIssueKey, isFieldIssueKey } from '@/lib/api/field-issue';

type Issue = ZodError['issues'][number];
type Bounds = 'too_small' | 'too_big';

/** The key of a length, size or count bound by what it bounds (`origin`). */
const BOUND_KEYS: Record<Bounds, Record<string, FieldIssueKey>> = {
  too_small: { string: 'tooShort', number: 'tooSmall', int: 'tooSmall', bigint: 'tooSmall', array: 'tooFew', set: 'tooFew', date: 'tooSmall' },
  too_big: { string: 'tooLong', number: 'tooBig', int: 'tooBig', bigint: 'tooBig', array: 'tooMany', set: 'tooMany', date: 'tooBig' },
};

const FORMAT_KEYS: Record<string, FieldIssueKey> = { email: 'invalidEmail', uuid: 'invalidId', guid: 'invalidId', datetime: 'invalidDate', date: 'invalidDate' };

function keyAndParams(issue: Issue): Pick<FieldIssue, 'key' | 'params'> {
  const raw = issue as unknown as Record<string, unknown>;
  switch (issue.code) {
    case 'too_small': {
      const minimum = Number(raw.minimum);
      if (raw.origin === 'string' && minimum === 1) return { key: 'required' };
      return { key: BOUND_KEYS.too_small[String(raw.origin)] ?? 'invalid', params: { minimum } };
    }
    case 'too_big':
      return { key: BOUND_KEYS.too_big[String(raw.origin)] ?? 'invalid', params: { maximum: Number(raw.maximum) } };
    case 'invalid_type':
      if (/received undefined/.test(issue.message)) return { key: 'required' };
      return { key: raw.expected === 'int' ? 'wholeNumber' : 'invalidType' };
    case 'invalid_value':
      return { key: 'invalidOption' };
    case 'invalid_format':
      return { key: FORMAT_KEYS[String(raw.format)] ?? (raw.format === 'safeint' ? 'wholeNumber' : 'invalidFormat') };
    case 'unrecognized_keys':
      return { key: 'unknownField', params: { keys: (raw.keys as string[]).join(', ') } };
    case 'custom': {
      const params = (raw.params ?? {}) as Record<string, unknown>;
      return { key: isFieldIssueKey(params.key) ? params.key : 'invalid' };
    }
    default:
      return { key: 'invalid' };
  }
}

/** A zod issue as the API sends it: path, message key with its values, and the English text (requirements ). */
export function toFieldIssue(issue: Issue, wholeTarget: string): FieldIssue {
  const field = issue.path.length > 0 ? issue.path.join('.') : wholeTarget;
  return { field, ...keyAndParams(issue), message: issue.message };
}
