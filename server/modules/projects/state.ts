import type { Database, Executor } from '@/server/db/client';
import type { AnswerRow, ProjectAssessmentRow } from '@/server/db/schema';
import { loadTemplateIndex, visibleQuestions, type TemplateIndex } from '@/server/modules/templates/public';
import type { ProjectAccessContext } from './access';
import { listAnswers, listAssessments, updateProject } from './repository';

/** A project with everything its figures are computed from: template, assessments, answers, visible questions. */
export interface ProjectState extends ProjectAccessContext {
  index: TemplateIndex;
  /** In template order. */
  assessments: ProjectAssessmentRow[];
  /** Stored answers by question id (question ids are unique in a template). */
  answers: Map<string, AnswerRow>;
  values: Map<string, unknown>;
  visible: Set<string>;
}

export function buildState(context: ProjectAccessContext, index: TemplateIndex, assessments: ProjectAssessmentRow[], answerRows: AnswerRow[]): ProjectState {
  const answers = new Map(answerRows.map((row) => [row.questionId, row]));
  const values = new Map(answerRows.map((row) => [row.questionId, row.value]));
  return { ...context, index, assessments, answers, values, visible: visibleQuestions(index, values) };
}

export async function loadProjectState(db: Database, context: ProjectAccessContext): Promise<ProjectState> {
  const [index, assessments, answerRows] = await Promise.all([
    loadTemplateIndex(db, context.project.snapshotId),
    listAssessments(db, [context.project.id]),
    listAnswers(db, [context.project.id]),
  ]);
  return buildState(context, index, assessments, answerRows);
}

/** Remembers the step the user works on: the step of the assessment they opened last. */
export async function setCurrentStep(db: Executor, projectId: string, stepIndex: number): Promise<void> {
  await updateProject(db, projectId, { stepOffset: stepIndex });
}
