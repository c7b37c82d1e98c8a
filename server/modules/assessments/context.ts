import type { Answer, AnswerValue } from '@/lib/schemas/assessments';
import type { Database } from '@/server/db/client';
import type { AnswerRow, ProjectAssessmentRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { projectNotFound, resolveProjectAccess, type Caller } from '@/server/modules/projects/access';
import { findPeople, type PersonRow } from '@/server/modules/projects/repository';
import { loadProjectState, type ProjectState } from '@/server/modules/projects/state';
import { toPerson } from '@/server/modules/projects/summaries';
import { findAssessment } from './repository';
import type { IndexedAssessment, IndexedQuestion } from './template-index';

/** An assessment opened by a caller who may see its project. */
export interface AssessmentContext {
  state: ProjectState;
  row: ProjectAssessmentRow;
  entry: IndexedAssessment;
}

/** The assessment, its project and the caller's right; 404 "Project not found" for anyone who may not see it. */
export async function openAssessment(db: Database, assessmentId: string, caller: Caller): Promise<AssessmentContext> {
  const found = await findAssessment(db, assessmentId);
  if (!found) throw projectNotFound();
  const state = await loadProjectState(db, await resolveProjectAccess(db, found.projectId, caller));
  const row = state.assessments.find((candidate) => candidate.id === assessmentId) ?? found;
  const entry = state.index.assessmentById.get(row.definitionId);
  if (!entry) throw new Error(`The template has no assessment "${row.definitionId}"`);
  return { state, row, entry };
}

/** The question of this assessment, or 404 naming it. */
export function questionOf(context: AssessmentContext, questionId: string): IndexedQuestion {
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
    questionId: row.questionId,
    value: row.value as AnswerValue,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: toPerson(row.updatedBy, people),
  };
}

/** The answers as the API shows them, with the people who gave them. */
export async function presentAnswers(db: Database, rows: AnswerRow[]): Promise<Answer[]> {
  const people = await findPeople(db, rows.map((row) => row.updatedBy));
  return rows.map((row) => toAnswer(row, people));
}
