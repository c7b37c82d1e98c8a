import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { artefactFlags, monitoringArtefacts, type ArtefactFlagKind, type ArtefactRow } from '@/server/db/schema';

/** The first artefact of the monitoring with these bytes (oldest first; the artefact itself when it is the first). */
export async function firstWithSha(executor: Executor, monitoringId: string, sha256: string): Promise<Pick<ArtefactRow, 'id' | 'fileName' | 'createdAt'> | undefined> {
  const [row] = await executor
    .select({ id: monitoringArtefacts.id, fileName: monitoringArtefacts.fileName, createdAt: monitoringArtefacts.createdAt })
    .from(monitoringArtefacts)
    .where(and(eq(monitoringArtefacts.monitoringId, monitoringId), eq(monitoringArtefacts.sha256, sha256)))
    .orderBy(asc(monitoringArtefacts.createdAt), asc(monitoringArtefacts.id))
    .limit(1);
  return row;
}

export interface HashedPhoto {
  id: string;
  perceptualHash: string;
  sha256: string;
  createdAt: Date;
}

/** Every other photo of the monitoring with a perceptual hash. */
export async function otherPerceptualHashes(executor: Executor, monitoringId: string, exceptId: string): Promise<HashedPhoto[]> {
  const rows = await executor
    .select({ id: monitoringArtefacts.id, perceptualHash: monitoringArtefacts.perceptualHash, sha256: monitoringArtefacts.sha256, createdAt: monitoringArtefacts.createdAt })
    .from(monitoringArtefacts)
    .where(and(eq(monitoringArtefacts.monitoringId, monitoringId), ne(monitoringArtefacts.id, exceptId), isNotNull(monitoringArtefacts.perceptualHash)));
  return rows as HashedPhoto[];
}

export interface NewFlag {
  kind: ArtefactFlagKind;
  detail: Record<string, unknown>;
}

/** The artefact's flags become exactly these (the checks ran again). */
export async function replaceFlags(executor: Executor, monitoringId: string, artefactId: string, flags: readonly NewFlag[]): Promise<void> {
  await executor.delete(artefactFlags).where(and(eq(artefactFlags.monitoringId, monitoringId), eq(artefactFlags.artefactId, artefactId)));
  if (flags.length === 0) return;
  await executor.insert(artefactFlags).values(flags.map((flag) => ({ monitoringId, artefactId, kind: flag.kind, detail: flag.detail })));
}

export async function setBatch(executor: Executor, monitoringId: string, artefactId: string, batchId: string | null): Promise<ArtefactRow | undefined> {
  const [row] = await executor
    .update(monitoringArtefacts)
    .set({ batchId })
    .where(and(eq(monitoringArtefacts.monitoringId, monitoringId), eq(monitoringArtefacts.id, artefactId)))
    .returning();
  return row;
}

export type ProcessedFields = Partial<Pick<ArtefactRow, 'state' | 'capturedAt' | 'latitude' | 'longitude' | 'hasCaptureData' | 'thumbnailPath' | 'perceptualHash' | 'processedAt'>>;

export async function updateProcessed(executor: Executor, monitoringId: string, artefactId: string, fields: ProcessedFields): Promise<ArtefactRow | undefined> {
  const [row] = await executor
    .update(monitoringArtefacts)
    .set(fields)
    .where(and(eq(monitoringArtefacts.monitoringId, monitoringId), eq(monitoringArtefacts.id, artefactId)))
    .returning();
  return row;
}
