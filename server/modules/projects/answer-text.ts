import { messagesFor } from '@/lib/i18n/messages';
import type { Language } from '@/lib/schemas/common';
import type { ChoiceOption, TemplateQuestion } from '@/lib/schemas/templates';
import { isAnswered } from '@/lib/templates/answered';
import { localize } from '@/lib/templates/localize';

/** Yes or No as the questionnaire labels it, in the reader's language (Yes/No, Oui/Non). */
export function yesNo(value: boolean, language: Language): string {
  const labels = messagesFor(language).assessments;
  return value ? labels.yes : labels.no;
}

function optionLabel(options: ChoiceOption[] | undefined, value: unknown, language: Language): string {
  const option = options?.find((candidate) => candidate.value === value);
  return option ? localize(option.label, language) : String(value);
}

function cellText(column: Extract<TemplateQuestion, { type: 'table' }>['columns'][number], cell: unknown, language: Language): string {
  if (cell === null || cell === undefined || cell === '') return '';
  if (column.type === 'yes_no' && typeof cell === 'boolean') return yesNo(cell, language);
  if (column.type === 'single_choice') return optionLabel(column.options, cell, language);
  if (column.type === 'number' && column.unit) return `${String(cell)} ${localize(column.unit, language)}`;
  return String(cell);
}

/**
 * An answer as a person reads it: choices by their label, yes/no in words, a location as coordinates (and its
 * name), files by name (the current name when the file still exists), a table as `column: value; …` rows
 * separated by ` | `.
 */
export function answerText(question: TemplateQuestion, value: unknown, language: Language, fileNames: ReadonlyMap<string, string>): string {
  if (!isAnswered(value)) return '';
  switch (question.type) {
    case 'single_choice':
      return optionLabel(question.options, value, language);
    case 'multiple_choice':
      return (value as unknown[]).map((item) => optionLabel(question.options, item, language)).join('; ');
    case 'yes_no':
      return typeof value === 'boolean' ? yesNo(value, language) : String(value);
    case 'location': {
      const location = value as { lat: number; lng: number; label?: string };
      const point = `${location.lat}, ${location.lng}`;
      return location.label ? `${location.label} (${point})` : point;
    }
    case 'file':
      return (value as { fileId: string; name: string }[]).map((ref) => fileNames.get(ref.fileId) ?? ref.name).join('; ');
    case 'table':
      return (value as Record<string, unknown>[])
        .map((row) =>
          question.columns
            .map((column) => ({ label: localize(column.label, language), text: cellText(column, row[column.id], language) }))
            .filter((cell) => cell.text !== '')
            .map((cell) => `${cell.label}: ${cell.text}`)
            .join('; '),
        )
        .join(' | ');
    default:
      return String(value);
  }
}
