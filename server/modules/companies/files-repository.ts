import { and, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '@/server/db/client';
import { companyFiles, type CompanyFileRow } from '@/server/db/schema';

export async function listFiles(db: Executor, companyId: string): Promise<CompanyFileRow[]> {
  return db.select().from(companyFiles).where(eq(companyFiles.companyId, companyId)).orderBy(desc(companyFiles.uploadedAt));
}

export async function findFile(db: Executor, companyId: string, id: string): Promise<CompanyFileRow | undefined> {
  const [row] = await db
    .select()
    .from(companyFiles)
    .where(and(eq(companyFiles.companyId, companyId), eq(companyFiles.id, id)))
    .limit(1);
  return row;
}

export async function findLogo(db: Executor, companyId: string): Promise<CompanyFileRow | undefined> {
  const [row] = await db
    .select()
    .from(companyFiles)
    .where(and(eq(companyFiles.companyId, companyId), eq(companyFiles.purpose, 'logo')))
    .orderBy(desc(companyFiles.uploadedAt))
    .limit(1);
  return row;
}

/** Stores a file's row; a new logo replaces the old one, whose row is returned so that its bytes can go. */
export async function insertFile(db: Database, row: Omit<CompanyFileRow, 'id' | 'uploadedAt'>): Promise<{ file: CompanyFileRow; replaced: CompanyFileRow[] }> {
  return db.transaction(async (tx) => {
    const replaced =
      row.purpose === 'logo'
        ? await tx
            .delete(companyFiles)
            .where(and(eq(companyFiles.companyId, row.companyId), eq(companyFiles.purpose, 'logo')))
            .returning()
        : [];
    const [file] = await tx.insert(companyFiles).values(row).returning();
    return { file, replaced };
  });
}

export async function deleteFile(db: Executor, companyId: string, id: string): Promise<CompanyFileRow | undefined> {
  const [row] = await db
    .delete(companyFiles)
    .where(and(eq(companyFiles.companyId, companyId), eq(companyFiles.id, id)))
    .returning();
  return row;
}
