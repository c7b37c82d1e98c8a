import { and, asc, eq, sql } from 'drizzle-orm';
import type { ShareRight } from '@/lib/schemas/projects';
import { projectAccessKeys, projectShares, type ProjectAccessKeyRow, type ProjectShareRow } from '@/server/db/schema';
import type { Executor } from '@/server/db/client';

export async function findShareByEmail(db: Executor, projectId: string, email: string): Promise<ProjectShareRow | undefined> {
  const [row] = await db
    .select()
    .from(projectShares)
    .where(and(eq(projectShares.projectId, projectId), eq(projectShares.email, email.toLowerCase())))
    .limit(1);
  return row;
}

/** The invitation linked to this user (made to an address they had confirmed, or kept by a former owner). */
export async function findShareByUser(db: Executor, projectId: string, userId: string): Promise<ProjectShareRow | undefined> {
  const [row] = await db
    .select()
    .from(projectShares)
    .where(and(eq(projectShares.projectId, projectId), eq(projectShares.userId, userId)))
    .limit(1);
  return row;
}

export async function findAccessKeyByHash(db: Executor, projectId: string, keyHash: string): Promise<ProjectAccessKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(projectAccessKeys)
    .where(and(eq(projectAccessKeys.projectId, projectId), eq(projectAccessKeys.keyHash, keyHash)))
    .limit(1);
  return row;
}

/** Records which user an invitation reached. */
export async function linkShareUser(db: Executor, shareId: string, userId: string): Promise<void> {
  await db
    .update(projectShares)
    .set({ userId, updatedAt: sql`now()` })
    .where(and(eq(projectShares.id, shareId), sql`${projectShares.userId} is distinct from ${userId}`));
}

export async function listShares(db: Executor, projectId: string): Promise<ProjectShareRow[]> {
  return db.select().from(projectShares).where(eq(projectShares.projectId, projectId)).orderBy(asc(projectShares.createdAt));
}

export async function listAccessKeys(db: Executor, projectId: string): Promise<ProjectAccessKeyRow[]> {
  return db.select().from(projectAccessKeys).where(eq(projectAccessKeys.projectId, projectId)).orderBy(asc(projectAccessKeys.createdAt));
}

/** Invites the e-mail, or changes the right of its existing invitation. */
export async function upsertShare(
  db: Executor,
  share: { projectId: string; email: string; right: ShareRight; userId: string | null; invitedBy: string | null },
): Promise<ProjectShareRow> {
  const [row] = await db
    .insert(projectShares)
    .values({ ...share, email: share.email.toLowerCase() })
    .onConflictDoUpdate({
      target: [projectShares.projectId, projectShares.email],
      set: { right: share.right, userId: sql`coalesce(excluded.user_id, ${projectShares.userId})`, updatedAt: sql`now()` },
    })
    .returning();
  return row;
}

export async function deleteShareByEmail(db: Executor, projectId: string, email: string): Promise<void> {
  await db.delete(projectShares).where(and(eq(projectShares.projectId, projectId), eq(projectShares.email, email.toLowerCase())));
}

export async function insertAccessKey(
  db: Executor,
  key: Pick<ProjectAccessKeyRow, 'projectId' | 'label' | 'right' | 'keyHash' | 'hint' | 'createdBy'>,
): Promise<ProjectAccessKeyRow> {
  const [row] = await db.insert(projectAccessKeys).values(key).returning();
  return row;
}

/** Removes the invitation or access key with this id; what was removed, if anything. */
export async function deleteGrant(
  db: Executor,
  projectId: string,
  id: string,
): Promise<{ kind: 'invite'; row: ProjectShareRow } | { kind: 'access_key'; row: ProjectAccessKeyRow } | null> {
  const [share] = await db
    .delete(projectShares)
    .where(and(eq(projectShares.projectId, projectId), eq(projectShares.id, id)))
    .returning();
  if (share) return { kind: 'invite', row: share };
  const [key] = await db
    .delete(projectAccessKeys)
    .where(and(eq(projectAccessKeys.projectId, projectId), eq(projectAccessKeys.id, id)))
    .returning();
  return key ? { kind: 'access_key', row: key } : null;
}

/** Names an invitation's editor for investor relations, or no longer; the row, or undefined when there is none. */
export async function setInvestorRelations(db: Executor, projectId: string, id: string, investorRelations: boolean): Promise<ProjectShareRow | undefined> {
  const [row] = await db
    .update(projectShares)
    .set({ investorRelations, updatedAt: new Date() })
    .where(and(eq(projectShares.projectId, projectId), eq(projectShares.id, id)))
    .returning();
  return row;
}
