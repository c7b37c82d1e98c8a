import type { Answer, AnswerValue } from '@/lib/schemas/assessments';
import type { Database } from '@/server/db/client';
import type { AnswerRow, ProjectAssessmentRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import {
  accessTo,
  findPeople,
  loadProjectState,
  projectNotFound,
  toPerson,
  type Caller,
  type PersonRow,
  type ProjectAccessContext,
  type ProjectState,
} from '@/server/modules/projects/public';
import { type IndexedAssessment, type IndexedQuestion, loadTemplateIndex, type TemplateIndex, visibleQuestions } from '@/server/modules/templates/public';
import { answerValues, findAssessmentWithProject } from './repository';

/** An assessment opened by a caller who may see its project. */
export interface AssessmentContext {
  state: ProjectState;
  row: ProjectAssessmentRow;
  entry: IndexedAssessment;
}

/**
 * What a write of one answer needs, and no more: the assessment, its project, the caller's right, the template and
 * every answer's value (visibility and progress depend on them).
 */
export interface AnswerScope {
  state: ProjectAccessContext & { index: TemplateIndex; values: Map<string, unknown>; visible: Set<string> };
  row: ProjectAssessmentRow;
}

/** The assessment, its project and the caller's right; 404 "Project not found" for anyone who may not see it. */
async function assessmentAccess(db: Database, assessmentId: string, caller: Caller) {
  const found = await findAssessmentWithProject(db, assessmentId);
  // The route's access class resolved the caller's right on this project already: read it instead of asking again.
  const resolved = found && caller.resolved?.project.id === found.project.id ? caller.resolved.access : undefined;
  const access = found && (resolved ?? (await accessTo(db, found.project, caller)));
  if (!found || !access) throw projectNotFound();
  return { row: found.assessment, context: { project: found.project, access } };
}

function indexedAssessment(index: TemplateIndex, row: ProjectAssessmentRow): IndexedAssessment {
  const entry = index.assessmentById.get(row.definitionId);
  if (!entry) throw new Error(`The template has no assessment "${row.definitionId}"`);
  return entry;
}

/** The assessment with its whole project state, for the caller who may see it. */
export async function openAssessment(db: Database, assessmentId: string, caller: Caller): Promise<AssessmentContext> {
  const found = await assessmentAccess(db, assessmentId, caller);
  const state = await loadProjectState(db, found.context);
  const row = state.assessments.find((candidate) => candidate.id === assessmentId) ?? found.row;
  return { state, row, entry: indexedAssessment(state.index, row) };
}

/** The assessment as a write of one answer needs it (two statements: the hot path of typing). */
export async function openForAnswer(db: Database, assessmentId: string, caller: Caller): Promise<AnswerScope> {
  const { row, context } = await assessmentAccess(db, assessmentId, caller);
  const [index, values] = await Promise.all([loadTemplateIndex(db, context.project.snapshotId), answerValues(db, context.project.id)]);
  indexedAssessment(index, row); // the snapshot must hold the assessment, as for openAssessment
  return { state: { ...context, index, values, visible: visibleQuestions(index, values) }, row };
}

/** The question of this assessment, or 404 naming it. */
export function questionOf(context: AnswerScope, questionId: string): IndexedQuestion {
  const entry = context.state.index.questionById.get(questionId);
  if (!entry || entry.assessment.id !== context.row.definitionId) {
    throw new ApiError(404, `This assessment has no question "${questionId}"`);
  }
  return entry;
}

/** 409 while the assessment is locked. */
export function requireUnlocked(row: ProjectAssessmentRow): void {
  if (row.status === 'locked') throw new ApiError(409, 'This assessment is locked until the previous one is completed');
}

export function toAnswer(row: AnswerRow, people: ReadonlyMap<string, PersonRow>): Answer {
  return {
    question_id: row.questionId,
    value: row.value as AnswerValue,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    updated_by: toPerson(row.updatedBy, people),
  };
}

/** The answers as the API shows them, with the people who gave them. */
export async function presentAnswers(db: Database, rows: AnswerRow[]): Promise<Answer[]> {
  const people = await findPeople(
    db,
    rows.map((row) => row.updatedBy),
  );
  return rows.map((row) => toAnswer(row, people));
}
