import { and, desc, eq, exists, inArray, ne, sql } from 'drizzle-orm';
import type { WithSubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client';
import { preparedStatement } from '@/server/db/prepared';
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
  type ProjectRow,
} from '@/server/db/schema';
import type { Executor } from '@/server/db/client';

const assessmentWithProject = preparedStatement((db) =>
  db
    .select({ assessment: projectAssessments, project: projects })
    .from(projectAssessments)
    .innerJoin(projects, eq(projects.id, projectAssessments.projectId))
    .where(eq(projectAssessments.id, sql.placeholder('id')))
    .limit(1)
    .prepare('assessment_with_project'),
);

/** The assessment and its project, in one statement. */
export async function findAssessmentWithProject(db: Database, id: string): Promise<{ assessment: ProjectAssessmentRow; project: ProjectRow } | undefined> {
  const [row] = await assessmentWithProject(db).execute({ id });
  return row;
}

const projectAnswerValues = preparedStatement((db) =>
  db
    .select({ questionId: answers.questionId, value: answers.value })
    .from(answers)
    .where(eq(answers.projectId, sql.placeholder('projectId')))
    .prepare('project_answer_values'),
);

/** Every answer's value in the project, by question id: what visibility and progress are computed from. */
export async function answerValues(db: Database, projectId: string): Promise<Map<string, unknown>> {
  const rows = await projectAnswerValues(db).execute({ projectId });
  return new Map(rows.map((row) => [row.questionId, row.value]));
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

/** The inputs of the prepared writes; the value arrives as JSON text (jsonb), encoded by the caller. */
const placeholders = {
  assessmentId: sql<string>`${sql.placeholder('assessmentId')}`,
  projectId: sql<string>`${sql.placeholder('projectId')}`,
  questionId: sql<string>`${sql.placeholder('questionId')}`,
  userId: sql<string>`${sql.placeholder('userId')}`,
  value: sql`${sql.placeholder('value')}`,
  baseVersion: sql<number>`${sql.placeholder('baseVersion')}`,
};

type AnswerChange = WithSubqueryWithSelection<typeof answers._.columns, 'changed'>;

/**
 * Runs a change of one answer (`changed`, a data-modifying CTE returning the answer's row) and, in the same
 * statement and only when the change happened, marks the project as worked on and, for a value that was given,
 * moves a not-started assessment to in progress. Answers the changed row, or undefined when nothing changed.
 */
function withProgressMarks(db: Database, changed: AnswerChange, starts: boolean) {
  const happened = exists(db.select({ id: changed.id }).from(changed));
  const touched = db.$with('touched').as(
    db
      .update(projects)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(projects.id, placeholders.projectId), happened))
      .returning({ id: projects.id }),
  );
  if (!starts) return db.with(changed, touched).select().from(changed);
  const started = db.$with('started').as(
    db
      .update(projectAssessments)
      .set({ status: 'in_progress', updatedAt: sql`now()` })
      .where(and(eq(projectAssessments.id, placeholders.assessmentId), eq(projectAssessments.status, 'not_started'), happened))
      .returning({ id: projectAssessments.id }),
  );
  return db.with(changed, touched, started).select().from(changed);
}

const firstAnswer = preparedStatement((db) => {
  const changed = db.$with('changed').as(
    db
      .insert(answers)
      .values({
        assessmentId: placeholders.assessmentId,
        projectId: placeholders.projectId,
        questionId: placeholders.questionId,
        value: placeholders.value,
        version: 1,
        updatedBy: placeholders.userId,
      })
      .onConflictDoNothing({ target: [answers.assessmentId, answers.questionId] })
      .returning(),
  );
  return withProgressMarks(db, changed, true).prepare('insert_first_answer');
});

const answerAtVersion = preparedStatement((db) => {
  const changed = db.$with('changed').as(
    db
      .update(answers)
      .set({ value: placeholders.value, version: sql`${answers.version} + 1`, updatedBy: placeholders.userId, updatedAt: sql`now()` })
      .where(and(eq(answers.assessmentId, placeholders.assessmentId), eq(answers.questionId, placeholders.questionId), eq(answers.version, placeholders.baseVersion)))
      .returning(),
  );
  return withProgressMarks(db, changed, true).prepare('update_answer_at_version');
});

const clearAtVersion = preparedStatement((db) => {
  const changed = db.$with('changed').as(
    db
      .delete(answers)
      .where(and(eq(answers.assessmentId, placeholders.assessmentId), eq(answers.questionId, placeholders.questionId), eq(answers.version, placeholders.baseVersion)))
      .returning(),
  );
  return withProgressMarks(db, changed, false).prepare('delete_answer_at_version');
});

/**
 * The first answer (version 1); undefined when one exists already (someone answered first). This write and the
 * two below are each one statement, with the marks of `withProgressMarks`.
 */
export async function insertFirstAnswer(db: Database, write: AnswerWrite): Promise<AnswerRow | undefined> {
  const [row] = await firstAnswer(db).execute({ ...write, value: JSON.stringify(write.value) });
  return row;
}

/** Replaces the answer only if it is still at `baseVersion` (check and write in one statement). */
export async function updateAnswerAtVersion(db: Database, write: AnswerWrite, baseVersion: number): Promise<AnswerRow | undefined> {
  const [row] = await answerAtVersion(db).execute({ ...write, value: JSON.stringify(write.value), baseVersion });
  return row;
}

/** Deletes the answer only if it is still at `baseVersion`. */
export async function deleteAnswerAtVersion(db: Database, write: Omit<AnswerWrite, 'value' | 'userId'>, baseVersion: number): Promise<AnswerRow | undefined> {
  const [row] = await clearAtVersion(db).execute({ ...write, baseVersion });
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
