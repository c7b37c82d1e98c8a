import { and, asc, count, desc, eq, exists, ilike, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ShareRight } from '@/lib/schemas/projects';
import type { Database, Executor } from '@/server/db/client';
import { answers, computeResults, projectAssessments, projects, projectShares, type AnswerRow, type ProjectAssessmentRow, type ProjectRow } from '@/server/db/schema';
import { pageOffset } from '@/server/http/pagination';

export async function findProject(db: Executor, id: string): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row;
}

/** The ids of the projects a user owns, as a subquery another module's query filters on (`inArray(column, …)`). */
export function projectIdsOwnedBy(db: Executor, ownerId: string) {
  return db.select({ id: projects.id }).from(projects).where(eq(projects.ownerId, ownerId));
}

/**
 * The projects a user may read — owned, or shared with them (the invitation tied to them, or sent to their confirmed
 * address) — with their names, as a subquery another module's query reads (monitoring's fleet, R-20.13).
 */
export function projectsReadableBy(db: Executor, viewer: { userId: string; grantEmail: string | null }) {
  const invitedBy = viewer.grantEmail === null ? eq(projectShares.userId, viewer.userId) : or(eq(projectShares.userId, viewer.userId), eq(projectShares.email, viewer.grantEmail));
  const invited = db
    .select({ id: projectShares.id })
    .from(projectShares)
    // A field grant opens nothing of the project but its field routes.
    .where(and(eq(projectShares.projectId, projects.id), invitedBy, ne(projectShares.right, 'field')));
  return db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(or(eq(projects.ownerId, viewer.userId), exists(invited)));
}

export interface NewAssessment {
  stepId: string;
  definitionId: string;
  position: number;
  status: ProjectAssessmentRow['status'];
}

/** Inserts the project and its assessments in one transaction. */
export async function insertProject(db: Database, project: Pick<ProjectRow, 'ownerId' | 'name' | 'templateId' | 'snapshotId'>, assessments: NewAssessment[]): Promise<ProjectRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(projects).values(project).returning();
    await tx.insert(projectAssessments).values(assessments.map((assessment) => ({ ...assessment, projectId: row.id })));
    return row;
  });
}

export async function updateProject(db: Executor, id: string, fields: Partial<Pick<ProjectRow, 'name' | 'stepOffset' | 'ownerId'>>): Promise<ProjectRow | undefined> {
  const [row] = await db
    .update(projects)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(projects.id, id))
    .returning();
  return row;
}

/** Marks the project as changed (lists show the most recently worked-on first). */
export async function touchProject(db: Executor, id: string): Promise<void> {
  await db
    .update(projects)
    .set({ updatedAt: sql`now()` })
    .where(eq(projects.id, id));
}

export async function deleteProject(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id });
  return rows.length > 0;
}

export async function listAssessments(db: Executor, projectIds: string[]): Promise<ProjectAssessmentRow[]> {
  if (projectIds.length === 0) return [];
  return db.select().from(projectAssessments).where(inArray(projectAssessments.projectId, projectIds)).orderBy(asc(projectAssessments.projectId), asc(projectAssessments.position));
}

export async function listAnswers(db: Executor, projectIds: string[]): Promise<AnswerRow[]> {
  if (projectIds.length === 0) return [];
  return db.select().from(answers).where(inArray(answers.projectId, projectIds));
}

/** The latest computed overall score of each project that has one. */
export async function latestScores(db: Executor, projectIds: string[]): Promise<Map<string, number>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db.select({ projectId: computeResults.projectId, overall: computeResults.overall }).from(computeResults).where(inArray(computeResults.projectId, projectIds));
  return new Map(rows.map((row) => [row.projectId, row.overall]));
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** `GET /projects` after validation. */
export interface ProjectListFilter {
  scope: 'all' | 'owned' | 'shared';
  page: number;
  page_size: number;
  search?: string;
}

export interface ListedProject {
  project: ProjectRow;
  shareRight: ShareRight | null;
}

/**
 * A page of the projects the user owns or was invited to (by e-mail, once the user confirmed that address), most
 * recently changed first, with the right of the invitation when there is one.
 */
export async function listVisibleProjects(
  db: Database,
  user: { id: string; email: string | null; emailVerified: boolean },
  query: ProjectListFilter,
): Promise<{ rows: ListedProject[]; total: number }> {
  const email = user.emailVerified ? (user.email?.toLowerCase() ?? null) : null;
  const invited = or(eq(projectShares.userId, user.id), email ? eq(projectShares.email, email) : undefined);
  const joined = and(eq(projectShares.projectId, projects.id), invited, ne(projectShares.right, 'field'));
  const owned = eq(projects.ownerId, user.id);
  const shared = and(isNotNull(projectShares.id), sql`${projects.ownerId} <> ${user.id}`);
  const scopes: Record<typeof query.scope, SQL | undefined> = { all: or(owned, shared), owned, shared };
  const conditions: (SQL | undefined)[] = [scopes[query.scope]];
  if (query.search) conditions.push(ilike(projects.name, `%${escapeLike(query.search)}%`));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ project: projects, shareRight: projectShares.right })
      .from(projects)
      .leftJoin(projectShares, joined)
      .where(where)
      .orderBy(desc(projects.updatedAt), desc(projects.id))
      .limit(query.page_size)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(projects).leftJoin(projectShares, joined).where(where),
  ]);
  return { rows, total };
}

// The people named on a project's records are users: read through the users module's public surface.
export { findPeople, findUserByEmail, type PersonRow } from '@/server/modules/users/public';
