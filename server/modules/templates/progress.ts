import type { AssessmentProgress, SectionProgress } from '@/lib/schemas/assessments';
import { isAnswered } from '@/lib/templates/answered';
import { isRequired, type AnswerValues, type TemplateIndex } from './template-index';
import { visibleQuestions } from './visibility';

/** A share as a percentage with one decimal, rounded down (100 only when everything is done; 100 for nothing to do). */
export function percent(done: number, total: number): number {
  if (total === 0) return 100;
  return Math.floor((done / total) * 1000) / 10;
}

/** Figures of one assessment, without the project-wide `assessment_completion`. */
export type AssessmentFigures = Omit<AssessmentProgress, 'assessment_completion'>;

export function assessmentFigures(index: TemplateIndex, assessmentId: string, answers: AnswerValues, visible: ReadonlySet<string>): AssessmentFigures {
  const entry = index.assessmentById.get(assessmentId);
  if (!entry) throw new Error(`The template has no assessment "${assessmentId}"`);
  const sections: SectionProgress[] = [];
  const questionList: string[] = [];
  const missingRequired: string[] = [];
  let required = 0;
  let requiredAnswered = 0;
  let shown = 0;
  let answered = 0;
  for (const section of entry.assessment.sections) {
    let sectionShown = 0;
    let sectionAnswered = 0;
    for (const question of section.questions) {
      if (!visible.has(question.id)) continue;
      const given = isAnswered(answers.get(question.id));
      questionList.push(question.id);
      sectionShown += 1;
      if (given) sectionAnswered += 1;
      if (isRequired(question)) {
        required += 1;
        if (given) requiredAnswered += 1;
        else missingRequired.push(question.id);
      }
    }
    sections.push({ section_id: section.id, answered: sectionAnswered, visible: sectionShown, completion: percent(sectionAnswered, sectionShown) });
    shown += sectionShown;
    answered += sectionAnswered;
  }
  return {
    completion: percent(requiredAnswered, required),
    progress: percent(answered, shown),
    sections,
    question_list: questionList,
    missing_required: missingRequired,
  };
}

/** Percent of the visible questions of the whole project answered. */
export function projectProgress(index: TemplateIndex, answers: AnswerValues, visible: ReadonlySet<string>): number {
  let shown = 0;
  let answered = 0;
  for (const { question } of index.questions) {
    if (!visible.has(question.id)) continue;
    shown += 1;
    if (isAnswered(answers.get(question.id))) answered += 1;
  }
  return percent(answered, shown);
}

/** Everything that moves with the answers, for one assessment and the whole project. */
export function assessmentProgress(index: TemplateIndex, assessmentId: string, answers: AnswerValues): AssessmentProgress {
  const visible = visibleQuestions(index, answers);
  return { ...assessmentFigures(index, assessmentId, answers, visible), assessment_completion: projectProgress(index, answers, visible) };
}
