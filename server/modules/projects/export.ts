import type { Language } from '@/lib/schemas/common';
import { QUESTIONNAIRE_CSV_COLUMNS } from '@/lib/schemas/projects';
import type { CsvRow } from '@/server/http/csv';
import { localize } from '@/lib/templates/localize';
import { isRequired } from '@/server/modules/templates/public';
import { answerText, yesNo } from './answer-text';
import type { PersonRow } from './repository';
import type { ProjectState } from './state';

export type QuestionnaireColumn = (typeof QUESTIONNAIRE_CSV_COLUMNS)[number];

/** One row per question of the template, answered or not, hidden ones included (`visible` says which). */
export function questionnaireRows(state: ProjectState, people: ReadonlyMap<string, PersonRow>, fileNames: ReadonlyMap<string, string>, language: Language): CsvRow[] {
  return state.index.questions.map(({ question, section, assessment, step }) => {
    const answer = state.answers.get(question.id);
    const row: Record<QuestionnaireColumn, string> = {
      step: localize(step.title, language),
      assessment: localize(assessment.title, language),
      section: localize(section.title, language),
      question_id: question.id,
      question: localize(question.label, language),
      type: question.type,
      unit: question.type === 'number' ? localize(question.unit, language) : '',
      required: yesNo(isRequired(question), language),
      visible: yesNo(state.visible.has(question.id), language),
      answer: answer ? answerText(question, answer.value, language, fileNames) : '',
      answered_by: answer?.updatedBy ? (people.get(answer.updatedBy)?.name ?? '') : '',
      answered_at: answer ? answer.updatedAt.toISOString() : '',
    };
    return row;
  });
}
