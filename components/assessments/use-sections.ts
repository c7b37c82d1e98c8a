import { useMemo } from 'react';
import type { AssessmentDetail, AssessmentProgress } from '@/lib/schemas/assessments';
import type { TemplateQuestion } from '@/lib/schemas/templates';

/** A question of the template with the section it belongs to. */
export type QuestionsById = Map<string, { question: TemplateQuestion; sectionId: string }>;

/**
 * What the questionnaire shows of its template as answers move: the visible questions (the server's
 * `question_list`), each section's figures, the sections that hold a visible question, and every question by id.
 */
export function useSections(detail: AssessmentDetail, progress: AssessmentProgress) {
  const visible = useMemo(() => new Set(progress.question_list), [progress.question_list]);
  const sectionFigures = useMemo(() => Object.fromEntries(progress.sections.map((section) => [section.section_id, section])), [progress.sections]);
  const sections = useMemo(() => detail.sections.filter((section) => section.questions.some((question) => visible.has(question.id))), [detail.sections, visible]);
  const questionsById: QuestionsById = useMemo(
    () => new Map(detail.sections.flatMap((section) => section.questions.map((question) => [question.id, { question, sectionId: section.id }] as const))),
    [detail.sections],
  );
  return { visible, sectionFigures, sections, questionsById };
}
