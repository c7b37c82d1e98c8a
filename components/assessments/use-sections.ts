import { useMemo } from 'react';
import { questionIdsOf, type OutlinedAssessment } from '@/lib/assessments/outline';
import type { AssessmentProgress } from '@/lib/schemas/assessments';
import type { TemplateQuestion } from '@/lib/schemas/templates';

/** A question of the template with the section it belongs to (its definition once its section is read). */
export type QuestionsById = Map<string, { question?: TemplateQuestion; sectionId: string }>;

/**
 * What the questionnaire shows of its template as answers move: the visible questions (the server's
 * `question_list`), each section's figures, the sections that hold a visible question, and every question by id
 * (a section the page's first data left out names its questions by id until it is read).
 */
export function useSections(detail: OutlinedAssessment, progress: AssessmentProgress) {
  const visible = useMemo(() => new Set(progress.question_list), [progress.question_list]);
  const sectionFigures = useMemo(() => Object.fromEntries(progress.sections.map((section) => [section.section_id, section])), [progress.sections]);
  const sections = useMemo(() => detail.sections.filter((section) => questionIdsOf(detail, section).some((id) => visible.has(id))), [detail, visible]);
  const questionsById: QuestionsById = useMemo(
    () =>
      new Map(
        detail.sections.flatMap((section) =>
          questionIdsOf(detail, section).map((id) => [id, { question: section.questions.find((question) => question.id === id), sectionId: section.id }] as const),
        ),
      ),
    [detail],
  );
  return { visible, sectionFigures, sections, questionsById };
}
