import type { AnswerValue, FileRef, LocationValue, TableRow } from '@/lib/schemas/assessments';
import type { Language } from '@/lib/schemas/common';
import type { TemplateQuestion } from '@/lib/schemas/templates';
import { isEmptyAnswer } from '@/lib/templates/answered';
import { localize } from '@/lib/templates/localize';

// The rules of localisation and of "answered" are the product's, shared with the server (lib/templates).
export { isEmptyAnswer } from '@/lib/templates/answered';
export { localize } from '@/lib/templates/localize';

export function isLocationValue(value: unknown): value is LocationValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'lat' in value && 'lng' in value;
}

export function isFileRefList(value: unknown): value is FileRef[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && 'file_id' in item);
}

export function isTableRows(value: unknown): value is TableRow[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item));
}

export function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Words for yes and no, to describe boolean answers. */
export interface YesNoWords {
  yes: string;
  no: string;
}

/** An answer in words, for lists that show answers side by side (autofill, conflicts). */
export function describeAnswer(question: TemplateQuestion | undefined, value: AnswerValue | null | undefined, language: Language, words: YesNoWords): string {
  if (isEmptyAnswer(value)) return '—';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') {
    const unit = question?.type === 'number' && question.unit ? ` ${localize(question.unit, language)}` : '';
    return `${value.toLocaleString(language)}${unit}`;
  }
  if (typeof value === 'string') {
    if (question && 'options' in question) {
      const option = question.options.find((candidate) => candidate.value === value);
      if (option) return localize(option.label, language);
    }
    return value;
  }
  if (isLocationValue(value)) {
    const point = `${value.lat.toFixed(5)}, ${value.lng.toFixed(5)}`;
    return value.label ? `${value.label} (${point})` : point;
  }
  if (isStringList(value)) {
    if (question && 'options' in question) {
      return value
        .map((item) => {
          const option = question.options.find((candidate) => candidate.value === item);
          return option ? localize(option.label, language) : item;
        })
        .join(', ');
    }
    return value.join(', ');
  }
  if (isFileRefList(value)) return value.map((file) => file.name).join(', ');
  if (isTableRows(value)) {
    return value
      .map((row) =>
        Object.values(row)
          .filter((cell) => cell !== null && cell !== '')
          .map((cell) => (typeof cell === 'boolean' ? (cell ? words.yes : words.no) : String(cell)))
          .join(' · '),
      )
      .join(' / ');
  }
  return JSON.stringify(value);
}

/** Whether two answers are the same (deep, for lists and objects). */
export function sameAnswer(a: AnswerValue | null | undefined, b: AnswerValue | null | undefined): boolean {
  if (isEmptyAnswer(a) && isEmptyAnswer(b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * What a number input's change means: a number, nothing (the field was emptied), or `undefined` while the
 * text is on its way to a number ("12.", "-"), which changes nothing yet.
 */
export function numberFromInput(next: number | string, decimalSeparator = '.'): number | null | undefined {
  if (typeof next === 'number') return Number.isFinite(next) ? next : undefined;
  if (next.trim() === '') return null;
  const normalised = next.replace(/\s/g, '').replace(decimalSeparator, '.');
  if (/^-?\d+(\.\d+)?$/.test(normalised)) return Number(normalised);
  return undefined;
}
