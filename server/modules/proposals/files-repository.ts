import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { proposalFiles, type ProposalFileRow } from '@/server/db/schema';

export async function listProposalFiles(db: Executor, proposalId: string): Promise<ProposalFileRow[]> {
  return db.select().from(proposalFiles).where(eq(proposalFiles.proposalId, proposalId)).orderBy(desc(proposalFiles.uploadedAt));
}

export async function countProposalFiles(db: Executor, proposalId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(proposalFiles).where(eq(proposalFiles.proposalId, proposalId));
  return row?.n ?? 0;
}

export async function findProposalFile(db: Executor, proposalId: string, id: string): Promise<ProposalFileRow | undefined> {
  const [row] = await db
    .select()
    .from(proposalFiles)
    .where(and(eq(proposalFiles.proposalId, proposalId), eq(proposalFiles.id, id)))
    .limit(1);
  return row;
}

export async function insertProposalFile(db: Executor, row: Omit<ProposalFileRow, 'uploadedAt'>): Promise<ProposalFileRow> {
  const [file] = await db.insert(proposalFiles).values(row).returning();
  return file;
}

export async function deleteProposalFile(db: Executor, proposalId: string, id: string): Promise<ProposalFileRow | undefined> {
  const [row] = await db
    .delete(proposalFiles)
    .where(and(eq(proposalFiles.proposalId, proposalId), eq(proposalFiles.id, id)))
    .returning();
  return row;
}
