/*
 * A template's questions, apart from its schemas: the daily form reads them without loading zod (first-load JavaScript).
 */
import type { TemplateDefinition } from './templates';

/** Every question of a template with where it sits (for look-ups and cross-checks). */
export function templateQuestions(template: Pick<TemplateDefinition, 'steps'>) {
  return template.steps.flatMap((step, s) =>
    step.assessments.flatMap((assessment, a) =>
      assessment.sections.flatMap((section, c) =>
        section.questions.map((question, q) => ({
          question,
          path: ['steps', s, 'assessments', a, 'sections', c, 'questions', q] as (string | number)[],
        })),
      ),
    ),
  );
}
