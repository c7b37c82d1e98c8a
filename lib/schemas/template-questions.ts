/*
 * A template's questions, apart from its schemas: the daily form reads them without loading zod (first-load JavaScript).
 */

/**
 * The nesting of a template's steps down to its questions, whatever a question holds: the template schema
 * (templates.ts) checks its questions with this function, so it describes the shape it reads instead of importing
 * the schema's type (no import cycle).
 */
interface TemplateSteps<Question> {
  steps: readonly { assessments: readonly { sections: readonly { questions: readonly Question[] }[] }[] }[];
}

/** Every question of a template with where it sits (for look-ups and cross-checks). */
export function templateQuestions<Question>(template: TemplateSteps<Question>) {
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
