import { and, asc, eq, exists, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { projects, projectShares } from '@/server/db/schema';

/** The projects a user owns or is invited to, for staff's page of the user (issue 24, item 8). */
export async function projectsOfPerson(db: Executor, userId: string, email: string | null): Promise<{ id: string; name: string; owner: boolean }[]> {
  const invited = email === null ? eq(projectShares.userId, userId) : or(eq(projectShares.userId, userId), sql`lower(${projectShares.email}) = ${email.toLowerCase()}`);
  const shared = db
    .select({ id: projectShares.id })
    .from(projectShares)
    .where(and(eq(projectShares.projectId, projects.id), invited));
  const rows = await db
    .select({ id: projects.id, name: projects.name, ownerId: projects.ownerId })
    .from(projects)
    .where(or(eq(projects.ownerId, userId), exists(shared)))
    .orderBy(asc(projects.name))
    .limit(200);
  return rows.map((row) => ({ id: row.id, name: row.name, owner: row.ownerId === userId }));
}

/** The names of the projects the user owns that others work on (shared with someone else): an erasure waits for their transfer. */
export async function ownedProjectsSharedWithOthers(db: Executor, userId: string): Promise<string[]> {
  const others = db
    .select({ id: projectShares.id })
    .from(projectShares)
    .where(and(eq(projectShares.projectId, projects.id), or(ne(projectShares.userId, userId), sql`${projectShares.userId} is null`)));
  const rows = await db
    .select({ name: projects.name })
    .from(projects)
    .where(and(eq(projects.ownerId, userId), exists(others)));
  return rows.map((row) => row.name);
}

/** Removes the invitations that name the user or their address (an erasure: the address is personal data). */
export async function forgetInvitationsOf(db: Executor, userId: string, email: string | null): Promise<void> {
  await db
    .delete(projectShares)
    .where(email === null ? eq(projectShares.userId, userId) : or(eq(projectShares.userId, userId), sql`lower(${projectShares.email}) = ${email.toLowerCase()}`));
}
