import { fileRefSchema, locationValueSchema, type FileRef } from '@/lib/schemas/assessments';
import type { ChoiceOption, TemplateQuestion } from '@/lib/schemas/templates';

/** What validation needs beyond the question: the ids of the project's files (file answers point at them). */
export interface ValidationContext {
  projectFileIds: ReadonlySet<string>;
}

export type ValidationResult = { ok: true; value: unknown } | { ok: false; reason: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_TABLE_CELL = 2000;

const fail = (reason: string): ValidationResult => ({ ok: false, reason });
const pass = (value: unknown): ValidationResult => ({ ok: true, value });

function describeType(value: unknown): string {
  if (value === null) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function optionValues(options: ChoiceOption[]): string {
  return options.map((option) => `"${option.value}"`).join(', ');
}

function checkCount(count: number, rule: { min?: number; max?: number } | undefined, noun: string, verb = 'choose'): string | null {
  if (rule?.min !== undefined && count < rule.min) return `${verb} at least ${rule.min} ${noun} (got ${count})`;
  if (rule?.max !== undefined && count > rule.max) return `${verb} at most ${rule.max} ${noun} (got ${count})`;
  return null;
}

function validateText(question: Extract<TemplateQuestion, { type: 'short_text' | 'long_text' }>, value: unknown): ValidationResult {
  if (typeof value !== 'string') return fail(`expected text, got ${describeType(value)}`);
  const text = value.trim();
  if (text === '') return pass('');
  const rule = question.validation;
  const length = Array.from(text).length;
  if (rule?.min !== undefined && length < rule.min) return fail(`must be at least ${rule.min} characters (got ${length})`);
  if (rule?.max !== undefined && length > rule.max) return fail(`must be at most ${rule.max} characters (got ${length})`);
  if (question.type === 'short_text' && /[\r\n]/.test(text)) return fail('must fit on one line');
  if (rule?.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(text)) {
    return fail(rule.pattern_hint ? `does not have the expected format: ${rule.pattern_hint.en}` : `does not have the expected format (${rule.pattern})`);
  }
  return pass(text);
}

function validateNumber(question: Extract<TemplateQuestion, { type: 'number' }>, value: unknown): ValidationResult {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fail(`expected a number, got ${describeType(value)}`);
  const rule = question.validation;
  if (rule?.integer && !Number.isInteger(value)) return fail('must be a whole number');
  if (rule?.min !== undefined && value < rule.min) return fail(`must be at least ${rule.min}`);
  if (rule?.max !== undefined && value > rule.max) return fail(`must be at most ${rule.max}`);
  return pass(value);
}

function validateDate(question: Extract<TemplateQuestion, { type: 'date' }>, value: unknown): ValidationResult {
  if (typeof value !== 'string') return fail(`expected a date (YYYY-MM-DD), got ${describeType(value)}`);
  if (value === '') return pass('');
  if (!isIsoDate(value)) return fail(`"${value}" is not a date (YYYY-MM-DD)`);
  const rule = question.validation;
  if (rule?.min !== undefined && value < rule.min) return fail(`must be on or after ${rule.min}`);
  if (rule?.max !== undefined && value > rule.max) return fail(`must be on or before ${rule.max}`);
  return pass(value);
}

function validateSingle(question: Extract<TemplateQuestion, { type: 'single_choice' }>, value: unknown): ValidationResult {
  if (typeof value !== 'string') return fail(`expected one option value, got ${describeType(value)}`);
  if (value === '') return pass('');
  if (!question.options.some((option) => option.value === value)) {
    return fail(`"${value}" is not an option (options: ${optionValues(question.options)})`);
  }
  return pass(value);
}

function validateMultiple(question: Extract<TemplateQuestion, { type: 'multiple_choice' }>, value: unknown): ValidationResult {
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) return fail('expected a list of option values');
  if (value.length === 0) return pass([]);
  const unknown = value.filter((item) => !question.options.some((option) => option.value === item));
  if (unknown.length > 0) return fail(`"${unknown.join('", "')}" is not an option (options: ${optionValues(question.options)})`);
  if (new Set(value).size !== value.length) return fail('an option is chosen more than once');
  const count = checkCount(value.length, question.validation, 'options');
  return count ? fail(count) : pass(value);
}

function validateFiles(question: Extract<TemplateQuestion, { type: 'file' }>, value: unknown, context: ValidationContext): ValidationResult {
  if (!Array.isArray(value)) return fail('expected a list of files ({ fileId, name })');
  const refs: FileRef[] = [];
  for (const item of value) {
    const parsed = fileRefSchema.safeParse(item);
    if (!parsed.success) return fail('expected a list of files ({ fileId, name })');
    refs.push(parsed.data);
  }
  if (refs.length === 0) return pass([]);
  const foreign = refs.filter((ref) => !context.projectFileIds.has(ref.file_id));
  if (foreign.length > 0) return fail(`${foreign.map((ref) => `"${ref.name || ref.file_id}"`).join(', ')} is not a file of this project; upload it first`);
  if (new Set(refs.map((ref) => ref.file_id)).size !== refs.length) return fail('a file is listed more than once');
  const count = checkCount(refs.length, question.validation, 'files', 'attach');
  return count ? fail(count) : pass(refs);
}

function validateLocation(value: unknown): ValidationResult {
  const parsed = locationValueSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.');
    return fail(field ? `${field}: ${issue.message}` : 'expected a location ({ lat, lng, label? })');
  }
  return pass(parsed.data);
}

type TableColumn = Extract<TemplateQuestion, { type: 'table' }>['columns'][number];

function cellError(column: TableColumn, cell: unknown): string | null {
  if (cell === null || cell === undefined || cell === '') return column.required ? `"${column.id}" is required` : null;
  switch (column.type) {
    case 'short_text':
      if (typeof cell !== 'string') return `"${column.id}" must be text`;
      return cell.length > MAX_TABLE_CELL ? `"${column.id}" is at most ${MAX_TABLE_CELL} characters` : null;
    case 'number':
      return typeof cell === 'number' && Number.isFinite(cell) ? null : `"${column.id}" must be a number`;
    case 'date':
      return typeof cell === 'string' && isIsoDate(cell) ? null : `"${column.id}" must be a date (YYYY-MM-DD)`;
    case 'yes_no':
      return typeof cell === 'boolean' ? null : `"${column.id}" must be true or false`;
    case 'single_choice':
      return typeof cell === 'string' && (column.options ?? []).some((option) => option.value === cell)
        ? null
        : `"${String(cell)}" is not an option of "${column.id}" (options: ${optionValues(column.options ?? [])})`;
  }
}

function validateTable(question: Extract<TemplateQuestion, { type: 'table' }>, value: unknown): ValidationResult {
  if (!Array.isArray(value)) return fail('expected a list of rows');
  if (value.length === 0) return pass([]);
  const columns = new Map(question.columns.map((column) => [column.id, column]));
  for (const [rowIndex, row] of value.entries()) {
    if (!row || typeof row !== 'object' || Array.isArray(row)) return fail(`row ${rowIndex + 1} must be an object of column → value`);
    const unknown = Object.keys(row).filter((key) => !columns.has(key));
    if (unknown.length > 0) return fail(`row ${rowIndex + 1}: "${unknown.join('", "')}" is not a column`);
    for (const column of question.columns) {
      const error = cellError(column, (row as Record<string, unknown>)[column.id]);
      if (error) return fail(`row ${rowIndex + 1}: ${error}`);
    }
  }
  const count = checkCount(value.length, question.validation, 'rows', 'give');
  return count ? fail(count) : pass(value);
}

/**
 * Checks a value against its question: the shape its type takes and its validation rules. `required` never blocks
 * a save (an empty value simply counts as unanswered); everything else does. Returns the value to store (text
 * trimmed) or the reason it is refused.
 */
export function validateAnswer(question: TemplateQuestion, value: unknown, context: ValidationContext): ValidationResult {
  switch (question.type) {
    case 'short_text':
    case 'long_text':
      return validateText(question, value);
    case 'number':
      return validateNumber(question, value);
    case 'date':
      return validateDate(question, value);
    case 'single_choice':
      return validateSingle(question, value);
    case 'multiple_choice':
      return validateMultiple(question, value);
    case 'yes_no':
      return typeof value === 'boolean' ? pass(value) : fail(`expected true (yes) or false (no), got ${describeType(value)}`);
    case 'file':
      return validateFiles(question, value, context);
    case 'location':
      return validateLocation(value);
    case 'table':
      return validateTable(question, value);
  }
}
