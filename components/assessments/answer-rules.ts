import type { AnswerValue } from '@/lib/schemas/assessments';
import type { LocalizedText, TemplateQuestion } from '@/lib/schemas/templates';

/**
 * Why an answer cannot be saved yet, in terms the page turns into a sentence of the user's language. The
 * server checks the same rules (server/modules/templates/answer-validation.ts); checking them here keeps
 * what the user typed as a draft instead of sending it to be refused.
 */
export type AnswerProblem =
  | { rule: 'minLength'; limit: number; count: number }
  | { rule: 'maxLength'; limit: number; count: number }
  | { rule: 'oneLine' }
  | { rule: 'pattern'; hint?: LocalizedText }
  | { rule: 'minValue'; limit: number }
  | { rule: 'maxValue'; limit: number }
  | { rule: 'integer' }
  | { rule: 'minDate'; limit: string }
  | { rule: 'maxDate'; limit: string }
  /** The server refused it for a reason the page does not check itself. */
  | { rule: 'refused' };

type TextQuestion = Extract<TemplateQuestion, { type: 'short_text' | 'long_text' }>;

function pattern(question: TextQuestion): RegExp | null {
  const source = question.validation?.pattern;
  if (!source) return null;
  try {
    return new RegExp(source, 'u');
  } catch {
    return null;
  }
}

/**
 * What the user meant, in the form the rules expect: text without surrounding spaces, and in capitals when the
 * capital form fits the question's pattern and the typed form does not (a country code typed "fr").
 */
export function normaliseAnswer(question: TemplateQuestion | undefined, value: AnswerValue | null): AnswerValue | null {
  if (!question || typeof value !== 'string') return value;
  if (question.type !== 'short_text' && question.type !== 'long_text') return value;
  const text = value.trim();
  const expected = pattern(question);
  if (expected && text !== '' && !expected.test(text) && expected.test(text.toUpperCase())) return text.toUpperCase();
  return text;
}

function textProblem(question: TextQuestion, value: string): AnswerProblem | null {
  const text = value.trim();
  if (text === '') return null;
  const rule = question.validation;
  const count = Array.from(text).length;
  if (rule?.min !== undefined && count < rule.min) return { rule: 'minLength', limit: rule.min, count };
  if (rule?.max !== undefined && count > rule.max) return { rule: 'maxLength', limit: rule.max, count };
  if (question.type === 'short_text' && /[\r\n]/.test(text)) return { rule: 'oneLine' };
  const expected = pattern(question);
  if (expected && !expected.test(text)) return { rule: 'pattern', hint: rule?.pattern_hint };
  return null;
}

/** The first rule of the question that the (normalised) value breaks, or null when it can be saved. */
export function answerProblem(question: TemplateQuestion | undefined, value: AnswerValue | null): AnswerProblem | null {
  if (!question || value === null) return null;
  switch (question.type) {
    case 'short_text':
    case 'long_text':
      return typeof value === 'string' ? textProblem(question, value) : null;
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return null;
      const rule = question.validation;
      if (rule?.integer && !Number.isInteger(value)) return { rule: 'integer' };
      if (rule?.min !== undefined && value < rule.min) return { rule: 'minValue', limit: rule.min };
      if (rule?.max !== undefined && value > rule.max) return { rule: 'maxValue', limit: rule.max };
      return null;
    }
    case 'date': {
      if (typeof value !== 'string' || value === '') return null;
      const rule = question.validation;
      if (rule?.min !== undefined && value < rule.min) return { rule: 'minDate', limit: rule.min };
      if (rule?.max !== undefined && value > rule.max) return { rule: 'maxDate', limit: rule.max };
      return null;
    }
    default:
      return null;
  }
}
