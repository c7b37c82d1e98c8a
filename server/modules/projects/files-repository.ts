import { and, asc, eq } from 'drizzle-orm';
import { projectFiles, type ProjectFileRow } from '@/server/db/schema';
import type { Executor } from '@/server/db/client';

export async function listFiles(db: Executor, projectId: string): Promise<ProjectFileRow[]> {
  return db.select().from(projectFiles).where(eq(projectFiles.projectId, projectId)).orderBy(asc(projectFiles.uploadedAt), asc(projectFiles.id));
}

export async function findFile(db: Executor, projectId: string, fileId: string): Promise<ProjectFileRow | undefined> {
  const [row] = await db
    .select()
    .from(projectFiles)
    .where(and(eq(projectFiles.projectId, projectId), eq(projectFiles.id, fileId)))
    .limit(1);
  return row;
}

export async function fileIds(db: Executor, projectId: string): Promise<Set<string>> {
  const rows = await db.select({ id: projectFiles.id }).from(projectFiles).where(eq(projectFiles.projectId, projectId));
  return new Set(rows.map((row) => row.id));
}

export async function insertFile(db: Executor, file: Omit<ProjectFileRow, 'uploadedAt'>): Promise<ProjectFileRow> {
  const [row] = await db.insert(projectFiles).values(file).returning();
  return row;
}

export async function deleteFile(db: Executor, projectId: string, fileId: string): Promise<ProjectFileRow | undefined> {
  const [row] = await db
    .delete(projectFiles)
    .where(and(eq(projectFiles.projectId, projectId), eq(projectFiles.id, fileId)))
    .returning();
  return row;
}
