import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import {
  answers,
  autofillProposals,
  computeResults,
  projectAssessments,
  projects,
  type AnswerRow,
  type AutofillProposalRow,
  type ComputeResultRow,
  type ProjectAssessmentRow,
} from '@/server/db/schema';
import type { Executor } from '@/server/modules/projects/repository';

export async function findAssessment(db: Executor, id: string): Promise<ProjectAssessmentRow | undefined> {
  const [row] = await db.select().from(projectAssessments).where(eq(projectAssessments.id, id)).limit(1);
  return row;
}

export async function findAnswer(db: Executor, assessmentId: string, questionId: string): Promise<AnswerRow | undefined> {
  const [row] = await db
    .select()
    .from(answers)
    .where(and(eq(answers.assessmentId, assessmentId), eq(answers.questionId, questionId)))
    .limit(1);
  return row;
}

export interface AnswerWrite {
  assessmentId: string;
  projectId: string;
  questionId: string;
  value: unknown;
  userId: string;
}

/** The first answer (version 1); undefined when one exists already (someone answered first). */
export async function insertFirstAnswer(db: Executor, write: AnswerWrite): Promise<AnswerRow | undefined> {
  const [row] = await db
    .insert(answers)
    .values({ assessmentId: write.assessmentId, projectId: write.projectId, questionId: write.questionId, value: write.value, version: 1, updatedBy: write.userId })
    .onConflictDoNothing({ target: [answers.assessmentId, answers.questionId] })
    .returning();
  return row;
}

/** Replaces the answer only if it is still at `baseVersion` (check and write in one statement). */
export async function updateAnswerAtVersion(db: Executor, write: AnswerWrite, baseVersion: number): Promise<AnswerRow | undefined> {
  const [row] = await db
    .update(answers)
    .set({ value: write.value, version: sql`${answers.version} + 1`, updatedBy: write.userId, updatedAt: sql`now()` })
    .where(and(eq(answers.assessmentId, write.assessmentId), eq(answers.questionId, write.questionId), eq(answers.version, baseVersion)))
    .returning();
  return row;
}

/** Deletes the answer only if it is still at `baseVersion`. */
export async function deleteAnswerAtVersion(db: Executor, assessmentId: string, questionId: string, baseVersion: number): Promise<AnswerRow | undefined> {
  const [row] = await db
    .delete(answers)
    .where(and(eq(answers.assessmentId, assessmentId), eq(answers.questionId, questionId), eq(answers.version, baseVersion)))
    .returning();
  return row;
}

/** Writes the answer whatever its version (raising it): accepted autofill proposals. */
export async function upsertAnswer(db: Executor, write: AnswerWrite): Promise<AnswerRow> {
  const [row] = await db
    .insert(answers)
    .values({ assessmentId: write.assessmentId, projectId: write.projectId, questionId: write.questionId, value: write.value, version: 1, updatedBy: write.userId })
    .onConflictDoUpdate({
      target: [answers.assessmentId, answers.questionId],
      set: { value: write.value, version: sql`${answers.version} + 1`, updatedBy: write.userId, updatedAt: sql`now()` },
    })
    .returning();
  return row;
}

/** A first answer moves the assessment from not started to in progress. */
export async function markStarted(db: Executor, assessmentId: string): Promise<void> {
  await db
    .update(projectAssessments)
    .set({ status: 'in_progress', updatedAt: sql`now()` })
    .where(and(eq(projectAssessments.id, assessmentId), eq(projectAssessments.status, 'not_started')));
}

export async function setPosition(db: Executor, assessmentId: string, section: string, question: string | null): Promise<ProjectAssessmentRow | undefined> {
  const [row] = await db
    .update(projectAssessments)
    .set({ currentSection: section, currentQuestion: question, positionSetAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(projectAssessments.id, assessmentId))
    .returning();
  return row;
}

/** Completes the assessment and opens the next one (if locked), in one transaction. */
export async function completeAndUnlock(
  db: Database,
  assessmentId: string,
  nextId: string | undefined,
): Promise<{ completed: ProjectAssessmentRow | undefined; unlocked: ProjectAssessmentRow | undefined }> {
  return db.transaction(async (tx) => {
    const [completed] = await tx
      .update(projectAssessments)
      .set({ status: 'completed', completedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(projectAssessments.id, assessmentId), ne(projectAssessments.status, 'completed'), ne(projectAssessments.status, 'locked')))
      .returning();
    if (!completed || !nextId) return { completed, unlocked: undefined };
    const [unlocked] = await tx
      .update(projectAssessments)
      .set({ status: 'not_started', updatedAt: sql`now()` })
      .where(and(eq(projectAssessments.id, nextId), eq(projectAssessments.status, 'locked')))
      .returning();
    return { completed, unlocked };
  });
}

/* ------------------------------------------------------------------ autofill */

export async function listProposals(db: Executor, assessmentId: string): Promise<AutofillProposalRow[]> {
  return db.select().from(autofillProposals).where(eq(autofillProposals.assessmentId, assessmentId)).orderBy(autofillProposals.createdAt);
}

export async function hasProposals(db: Executor, assessmentId: string): Promise<boolean> {
  const [row] = await db.select({ id: autofillProposals.id }).from(autofillProposals).where(eq(autofillProposals.assessmentId, assessmentId)).limit(1);
  return Boolean(row);
}

/** Replaces every undecided proposal of the assessment with these. */
export async function replaceProposals(
  db: Database,
  assessmentId: string,
  proposals: Omit<AutofillProposalRow, 'id' | 'createdAt' | 'assessmentId'>[],
): Promise<AutofillProposalRow[]> {
  return db.transaction(async (tx) => {
    await tx.delete(autofillProposals).where(eq(autofillProposals.assessmentId, assessmentId));
    if (proposals.length === 0) return [];
    return tx
      .insert(autofillProposals)
      .values(proposals.map((proposal) => ({ ...proposal, assessmentId })))
      .returning();
  });
}

export async function deleteProposals(db: Executor, assessmentId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(autofillProposals).where(and(eq(autofillProposals.assessmentId, assessmentId), inArray(autofillProposals.id, ids)));
}

/**
 * The most recent answer to each question in the user's other projects (those they own), with the project's name.
 */
export async function latestAnswersElsewhere(
  db: Executor,
  ownerId: string,
  excludeProjectId: string,
  questionIds: string[],
): Promise<Map<string, { value: unknown; projectId: string; projectName: string }>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([answers.questionId], {
      questionId: answers.questionId,
      value: answers.value,
      projectId: projects.id,
      projectName: projects.name,
    })
    .from(answers)
    .innerJoin(projects, eq(projects.id, answers.projectId))
    .where(and(eq(projects.ownerId, ownerId), ne(projects.id, excludeProjectId), inArray(answers.questionId, questionIds)))
    .orderBy(answers.questionId, desc(answers.updatedAt));
  return new Map(rows.map((row) => [row.questionId, { value: row.value, projectId: row.projectId, projectName: row.projectName }]));
}

/* ------------------------------------------------------------------ compute */

export async function saveComputeResult(db: Executor, row: Omit<ComputeResultRow, 'computedAt'> & { computedAt: Date }): Promise<void> {
  await db
    .insert(computeResults)
    .values(row)
    .onConflictDoUpdate({
      target: computeResults.projectId,
      set: { overall: row.overall, ready: row.ready, result: row.result, computedBy: row.computedBy, computedAt: row.computedAt },
    });
}

export async function findComputeResult(db: Executor, projectId: string): Promise<ComputeResultRow | undefined> {
  const [row] = await db.select().from(computeResults).where(eq(computeResults.projectId, projectId)).limit(1);
  return row;
}
