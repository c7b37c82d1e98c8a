import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { evidenceArtefacts, evidenceRecords, evidenceReviews, monitoringArtefacts, productionBatches, type ArtefactRow } from '@/server/db/schema';
import { containerNames, newObjectPath } from '@/server/storage';
import { LocalFileStore } from '@/server/storage/local-store';
import { recordAuditEvent } from '@/server/modules/audit/public';
import type { TestApp } from './app';

/*
 * The evidence a package is made of, written straight into the tables and the file store (the tests of the package
 * track do not depend on the routes of the other issue-22 tracks): a batch, artefacts whose bytes are stored, evidence
 * records holding them, and reviews; each artefact's hash appended to the monitoring trail as intake does.
 */

export const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

export function storeOf(t: TestApp): LocalFileStore {
  return new LocalFileStore(t.storageDir);
}

export async function addBatch(t: TestApp, monitoringId: string, reactorId: string, code: string, startedAt: string, endedAt: string | null) {
  const [row] = await t.database.db
    .insert(productionBatches)
    .values({ monitoringId, reactorId, code, startedAt: new Date(startedAt), endedAt: endedAt ? new Date(endedAt) : null, feedstock: 'wood chips' })
    .returning();
  return row;
}

/** An artefact stored as intake stores it: bytes in the monitoring container, its row, its trail entry. */
export async function addArtefact(
  t: TestApp,
  input: { monitoringId: string; uploadedBy: string; fileName: string; contentType: string; bytes: Uint8Array; batchId?: string | null; evidenceKind?: string | null },
): Promise<ArtefactRow> {
  const storagePath = newObjectPath(`artefacts/${input.monitoringId}`, input.fileName);
  await storeOf(t).put(containerNames(process.env).monitoring, storagePath, input.bytes, { contentType: input.contentType });
  const [row] = await t.database.db
    .insert(monitoringArtefacts)
    .values({
      monitoringId: input.monitoringId,
      uploadedBy: input.uploadedBy,
      source: 'desktop',
      fileName: input.fileName,
      contentType: input.contentType,
      size: input.bytes.byteLength,
      sha256: sha256(input.bytes),
      storagePath,
      batchId: input.batchId ?? null,
      evidenceKind: input.evidenceKind ?? null,
      state: 'ready',
    })
    .returning();
  await recordAuditEvent(t.database.db, {
    actorId: input.uploadedBy,
    action: 'artefact.received',
    targetType: 'monitoring',
    targetId: input.monitoringId,
    requestId: null,
    details: { artefact_id: row.id, sha256: row.sha256, size: row.size, file_name: row.fileName },
  });
  return row;
}

export async function addEvidence(
  t: TestApp,
  input: { monitoringId: string; kind: string; batchId?: string | null; recordedAt: string; artefactIds: string[]; createdBy: string; figures?: Record<string, unknown> },
) {
  const [record] = await t.database.db
    .insert(evidenceRecords)
    .values({
      monitoringId: input.monitoringId,
      kind: input.kind,
      batchId: input.batchId ?? null,
      recordedAt: new Date(input.recordedAt),
      figures: input.figures ?? {},
      createdBy: input.createdBy,
    })
    .returning();
  for (const artefactId of input.artefactIds) {
    await t.database.db.insert(evidenceArtefacts).values({ monitoringId: input.monitoringId, evidenceId: record.id, artefactId, attachedBy: input.createdBy });
  }
  return record;
}

export async function addReview(t: TestApp, monitoringId: string, evidenceId: string, reviewerId: string, verdict: 'approved' | 'issues' | 'rejected', comment: string | null) {
  await t.database.db.insert(evidenceReviews).values({ monitoringId, evidenceId, reviewerId, verdict, comment });
  await t.database.db.update(evidenceRecords).set({ reviewState: verdict }).where(eq(evidenceRecords.id, evidenceId));
}

/** Overwrites an artefact's stored bytes, as someone with access to the storage could. */
export async function tamper(t: TestApp, row: ArtefactRow, bytes: Uint8Array): Promise<void> {
  await storeOf(t).put(containerNames(process.env).monitoring, row.storagePath, bytes, { contentType: row.contentType });
}

export async function removeStored(t: TestApp, row: ArtefactRow): Promise<void> {
  await storeOf(t).delete(containerNames(process.env).monitoring, row.storagePath);
}
