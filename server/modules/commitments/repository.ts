import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { type CommitmentSignatureRow, commitmentSignatures } from '@/server/db/schema';

export type NewSignature = typeof commitmentSignatures.$inferInsert;

export async function insertSignature(db: Executor, values: NewSignature): Promise<CommitmentSignatureRow | undefined> {
  const [row] = await db.insert(commitmentSignatures).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findSignature(db: Executor, id: string): Promise<CommitmentSignatureRow | undefined> {
  const [row] = await db.select().from(commitmentSignatures).where(eq(commitmentSignatures.id, id));
  return row;
}

export async function findSignatureOf(db: Executor, publicationId: string, investorId: string): Promise<CommitmentSignatureRow | undefined> {
  const [row] = await db
    .select()
    .from(commitmentSignatures)
    .where(and(eq(commitmentSignatures.publicationId, publicationId), eq(commitmentSignatures.investorId, investorId)));
  return row;
}

export async function listSignatures(db: Executor, publicationId: string): Promise<CommitmentSignatureRow[]> {
  return db.select().from(commitmentSignatures).where(eq(commitmentSignatures.publicationId, publicationId)).orderBy(asc(commitmentSignatures.signedAt));
}

/** Whether the investor has signed the opportunity's commitment terms. */
export async function hasSigned(db: Executor, publicationId: string, investorId: string): Promise<boolean> {
  return Boolean(await findSignatureOf(db, publicationId, investorId));
}
