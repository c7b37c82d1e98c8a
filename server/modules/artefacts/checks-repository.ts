import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '@/server/db/client';
import { preparedStatement } from '@/server/db/prepared';
import { artefactFlags, monitoringArtefacts, type ArtefactFlagKind, type ArtefactRow } from '@/server/db/schema';

const firstIdWithSha = preparedStatement((db) =>
  db
    .select({ id: monitoringArtefacts.id })
    .from(monitoringArtefacts)
    .where(and(eq(monitoringArtefacts.monitoringId, sql.placeholder('monitoringId')), eq(monitoringArtefacts.sha256, sql.placeholder('sha256'))))
    .orderBy(asc(monitoringArtefacts.createdAt), asc(monitoringArtefacts.id))
    .limit(1)
    .prepare('first_artefact_with_sha'),
);

/**
 * The id of the first artefact of the monitoring with these bytes (oldest first; the artefact itself when it is the
 * first). The duplicate look-up: a prepared statement whose filter and order are the index
 * `monitoring_artefacts_sha_idx` (monitoring, hash, time, id), so it reads one index entry (an index-only scan, no sort).
 */
export async function firstWithSha(db: Database, monitoringId: string, sha256: string): Promise<string | undefined> {
  const [row] = await firstIdWithSha(db).execute({ monitoringId, sha256 });
  return row?.id;
}

/** An artefact's file name (the first copy named in a duplicate's flag). */
export async function fileNameOf(executor: Executor, monitoringId: string, artefactId: string): Promise<string | undefined> {
  const [row] = await executor
    .select({ fileName: monitoringArtefacts.fileName })
    .from(monitoringArtefacts)
    .where(and(eq(monitoringArtefacts.monitoringId, monitoringId), eq(monitoringArtefacts.id, artefactId)));
  return row?.fileName;
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
