import type { AssessmentDefinition, TemplateDefinition, TemplateQuestion, TemplateSection, TemplateStep } from '@/lib/schemas/templates';

/** Stored answers of a project, by question id. */
export type AnswerValues = ReadonlyMap<string, unknown>;

/** Where a question sits in its template. */
export interface IndexedQuestion {
  question: TemplateQuestion;
  section: TemplateSection;
  assessment: AssessmentDefinition;
  step: TemplateStep;
  /** Position of the question in the whole template. */
  order: number;
}

export interface IndexedAssessment {
  assessment: AssessmentDefinition;
  step: TemplateStep;
  stepIndex: number;
  /** Position of the assessment in the whole template (across steps). */
  position: number;
}

/** A template definition with look-ups by id, built once per stored snapshot (definitions never change). */
export interface TemplateIndex {
  definition: TemplateDefinition;
  assessments: IndexedAssessment[];
  assessmentById: Map<string, IndexedAssessment>;
  /** Every question in template order. */
  questions: IndexedQuestion[];
  questionById: Map<string, IndexedQuestion>;
}

export function indexTemplate(definition: TemplateDefinition): TemplateIndex {
  const assessments: IndexedAssessment[] = [];
  const questions: IndexedQuestion[] = [];
  definition.steps.forEach((step, stepIndex) => {
    for (const assessment of step.assessments) {
      assessments.push({ assessment, step, stepIndex, position: assessments.length });
      for (const section of assessment.sections) {
        for (const question of section.questions) questions.push({ question, section, assessment, step, order: questions.length });
      }
    }
  });
  return {
    definition,
    assessments,
    assessmentById: new Map(assessments.map((entry) => [entry.assessment.id, entry])),
    questions,
    questionById: new Map(questions.map((entry) => [entry.question.id, entry])),
  };
}

/** The questions of one assessment, in order. */
export function assessmentQuestions(index: TemplateIndex, assessmentId: string): IndexedQuestion[] {
  return index.questions.filter((entry) => entry.assessment.id === assessmentId);
}

/** Whether the question must be answered before its assessment can be completed. */
export function isRequired(question: TemplateQuestion): boolean {
  return Boolean(question.validation && 'required' in question.validation && question.validation.required);
}
