import { and, desc, eq, inArray, lt, notInArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import {
  artefactFlags,
  artefactLogSteps,
  monitoringArtefacts,
  type ArtefactFlagKind,
  type ArtefactFlagRow,
  type ArtefactLogStepRow,
  type ArtefactRow,
  type UploadStep,
} from '@/server/db/schema';

export type NewArtefact = typeof monitoringArtefacts.$inferInsert;

export async function insertArtefact(executor: Executor, artefact: NewArtefact): Promise<ArtefactRow> {
  const [row] = await executor.insert(monitoringArtefacts).values(artefact).returning();
  return row;
}

/** Writes one step of an artefact's log; a step written again (processing run twice) keeps its latest time and detail. */
export async function writeLogStep(
  executor: Executor,
  monitoringId: string,
  artefactId: string,
  step: UploadStep,
  detail: Record<string, unknown>,
  at = new Date(),
): Promise<void> {
  await executor
    .insert(artefactLogSteps)
    .values({ monitoringId, artefactId, step, at, detail })
    .onConflictDoUpdate({ target: [artefactLogSteps.monitoringId, artefactLogSteps.artefactId, artefactLogSteps.step], set: { at, detail } });
}

export async function findArtefacts(executor: Executor, monitoringId: string, ids: readonly string[]): Promise<ArtefactRow[]> {
  if (ids.length === 0) return [];
  return executor
    .select()
    .from(monitoringArtefacts)
    .where(and(eq(monitoringArtefacts.monitoringId, monitoringId), inArray(monitoringArtefacts.id, [...ids])));
}

export async function findArtefact(executor: Executor, monitoringId: string, id: string): Promise<ArtefactRow | undefined> {
  const [row] = await findArtefacts(executor, monitoringId, [id]);
  return row;
}

/** An artefact by its id alone (routes that name only the artefact). */
export async function findArtefactById(executor: Executor, id: string): Promise<ArtefactRow | undefined> {
  const [row] = await executor.select().from(monitoringArtefacts).where(eq(monitoringArtefacts.id, id));
  return row;
}

export interface ArtefactFilter {
  batchId?: string | null;
  contentTypes?: readonly string[];
  /** Only those with at least one flag (true) or none (false). */
  flagged?: boolean;
  uploadedBy?: string;
  /** Keyset paging: artefacts created before this one. */
  before?: { createdAt: Date; id: string };
  limit?: number;
}

export async function listArtefacts(executor: Executor, monitoringId: string, filter: ArtefactFilter = {}): Promise<ArtefactRow[]> {
  const conditions: SQL[] = [eq(monitoringArtefacts.monitoringId, monitoringId)];
  if (filter.batchId) conditions.push(eq(monitoringArtefacts.batchId, filter.batchId));
  if (filter.contentTypes?.length) conditions.push(inArray(monitoringArtefacts.contentType, [...filter.contentTypes]));
  if (filter.uploadedBy) conditions.push(eq(monitoringArtefacts.uploadedBy, filter.uploadedBy));
  if (filter.before) {
    const { createdAt, id } = filter.before;
    conditions.push(or(lt(monitoringArtefacts.createdAt, createdAt), and(eq(monitoringArtefacts.createdAt, createdAt), lt(monitoringArtefacts.id, id))) as SQL);
  }
  if (filter.flagged !== undefined) {
    const flagged = executor.select({ id: artefactFlags.artefactId }).from(artefactFlags).where(eq(artefactFlags.monitoringId, monitoringId));
    conditions.push(filter.flagged ? inArray(monitoringArtefacts.id, flagged) : notInArray(monitoringArtefacts.id, flagged));
  }
  return executor
    .select()
    .from(monitoringArtefacts)
    .where(and(...conditions))
    .orderBy(desc(monitoringArtefacts.createdAt), desc(monitoringArtefacts.id))
    .limit(filter.limit ?? 100);
}

export async function flagsOf(executor: Executor, monitoringId: string, ids: readonly string[]): Promise<ArtefactFlagRow[]> {
  if (ids.length === 0) return [];
  return executor
    .select()
    .from(artefactFlags)
    .where(and(eq(artefactFlags.monitoringId, monitoringId), inArray(artefactFlags.artefactId, [...ids])));
}

export async function logOf(executor: Executor, monitoringId: string, ids: readonly string[]): Promise<ArtefactLogStepRow[]> {
  if (ids.length === 0) return [];
  return executor
    .select()
    .from(artefactLogSteps)
    .where(and(eq(artefactLogSteps.monitoringId, monitoringId), inArray(artefactLogSteps.artefactId, [...ids])))
    .orderBy(artefactLogSteps.at);
}

export type { ArtefactFlagKind };
