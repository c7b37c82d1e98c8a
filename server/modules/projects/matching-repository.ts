import { and, gt, inArray, max } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { answers, projects } from '@/server/db/schema';

/** For OEM matching: the projects with an answer to one of these questions written after `since`, and when. */
export async function answersChangedSince(db: Executor, questionIds: string[], since: Date): Promise<{ projectId: string; changedAt: Date }[]> {
  const rows = await db
    .select({ projectId: answers.projectId, changedAt: max(answers.updatedAt) })
    .from(answers)
    .where(and(inArray(answers.questionId, questionIds), gt(answers.updatedAt, since)))
    .groupBy(answers.projectId);
  return rows.map((row) => ({ projectId: row.projectId, changedAt: row.changedAt ?? since }));
}

/** The values of these questions for these projects (question id → value, per project). */
export async function answerValuesOf(db: Executor, projectIds: string[], questionIds: string[]): Promise<Map<string, Map<string, unknown>>> {
  const byProject = new Map<string, Map<string, unknown>>(projectIds.map((id) => [id, new Map()]));
  if (projectIds.length === 0) return byProject;
  const rows = await db
    .select({ projectId: answers.projectId, questionId: answers.questionId, value: answers.value })
    .from(answers)
    .where(and(inArray(answers.projectId, projectIds), inArray(answers.questionId, questionIds)));
  for (const row of rows) byProject.get(row.projectId)?.set(row.questionId, row.value);
  return byProject;
}

/** The names of these projects (project id → name). */
export async function projectNames(db: Executor, projectIds: string[]): Promise<Map<string, { name: string; ownerId: string; snapshotId: string }>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .select({ id: projects.id, name: projects.name, ownerId: projects.ownerId, snapshotId: projects.snapshotId })
    .from(projects)
    .where(inArray(projects.id, projectIds));
  return new Map(rows.map((row) => [row.id, { name: row.name, ownerId: row.ownerId, snapshotId: row.snapshotId }]));
}

/** Every project id, for a full recompute. */
export async function allProjectIds(db: Executor): Promise<string[]> {
  return (await db.select({ id: projects.id }).from(projects)).map((row) => row.id);
}
