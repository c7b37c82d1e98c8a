import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { templateSnapshots, type TemplateSnapshotRow } from '@/server/db/schema';

/* Template snapshots: one immutable row per template id and version. */

export async function findSnapshot(db: Database, snapshotId: string): Promise<TemplateSnapshotRow | undefined> {
  const [row] = await db.select().from(templateSnapshots).where(eq(templateSnapshots.id, snapshotId)).limit(1);
  return row;
}

export async function findSnapshotOfVersion(db: Database, templateId: string, version: number): Promise<TemplateSnapshotRow | undefined> {
  const [row] = await db
    .select()
    .from(templateSnapshots)
    .where(and(eq(templateSnapshots.templateId, templateId), eq(templateSnapshots.version, version)))
    .limit(1);
  return row;
}

/** Stores a snapshot unless one of the same template id and version is there (a concurrent first use). */
export async function insertSnapshotIfMissing(db: Database, snapshot: typeof templateSnapshots.$inferInsert): Promise<void> {
  await db.insert(templateSnapshots).values(snapshot).onConflictDoNothing();
}
