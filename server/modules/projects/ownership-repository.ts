import { and, desc, eq, sql } from 'drizzle-orm';
import { ownershipTransfers, projects, type OwnershipStatus, type OwnershipTransferRow, type ProjectRow } from '@/server/db/schema';
import type { Executor } from '@/server/db/client';

export interface TransferWithProject {
  transfer: OwnershipTransferRow;
  project: Pick<ProjectRow, 'id' | 'name' | 'ownerId'>;
}

const withProject = { transfer: ownershipTransfers, project: { id: projects.id, name: projects.name, ownerId: projects.ownerId } };

/** Inserts a pending transfer; undefined when the project already has one. */
export async function insertTransfer(db: Executor, transfer: Pick<OwnershipTransferRow, 'projectId' | 'fromUserId' | 'toEmail'>): Promise<OwnershipTransferRow | undefined> {
  const [row] = await db
    .insert(ownershipTransfers)
    .values({ ...transfer, toEmail: transfer.toEmail.toLowerCase() })
    .onConflictDoNothing({ target: ownershipTransfers.projectId, where: sql`${ownershipTransfers.status} = 'pending'` })
    .returning();
  return row;
}

export async function findTransfer(db: Executor, id: string): Promise<TransferWithProject | undefined> {
  const [row] = await db
    .select(withProject)
    .from(ownershipTransfers)
    .innerJoin(projects, eq(projects.id, ownershipTransfers.projectId))
    .where(eq(ownershipTransfers.id, id))
    .limit(1);
  return row;
}

export async function listPendingTo(db: Executor, email: string): Promise<TransferWithProject[]> {
  return db
    .select(withProject)
    .from(ownershipTransfers)
    .innerJoin(projects, eq(projects.id, ownershipTransfers.projectId))
    .where(and(eq(ownershipTransfers.toEmail, email.toLowerCase()), eq(ownershipTransfers.status, 'pending')))
    .orderBy(desc(ownershipTransfers.createdAt));
}

export async function listPendingFrom(db: Executor, userId: string): Promise<TransferWithProject[]> {
  return db
    .select(withProject)
    .from(ownershipTransfers)
    .innerJoin(projects, eq(projects.id, ownershipTransfers.projectId))
    .where(and(eq(ownershipTransfers.fromUserId, userId), eq(ownershipTransfers.status, 'pending')))
    .orderBy(desc(ownershipTransfers.createdAt));
}

/** Moves a pending transfer to its outcome; undefined when it was no longer pending. */
export async function decideTransfer(db: Executor, id: string, status: Exclude<OwnershipStatus, 'pending'>, decidedBy: string): Promise<OwnershipTransferRow | undefined> {
  const [row] = await db
    .update(ownershipTransfers)
    .set({ status, decidedBy, decidedAt: sql`now()` })
    .where(and(eq(ownershipTransfers.id, id), eq(ownershipTransfers.status, 'pending')))
    .returning();
  return row;
}
