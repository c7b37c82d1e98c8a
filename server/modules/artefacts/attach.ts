import type { ArtefactRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { findBatch } from '@/server/modules/monitoring/public';
import { runChecks } from './checks';
import { setBatch } from './checks-repository';
import type { ArtefactDeps } from './intake';
import { findArtefact, writeLogStep } from './repository';

/**
 * Tags an artefact with a batch (or none), runs its checks again against that batch and writes the log's `attached`
 * step. 404 when the artefact or the batch is not the monitoring's. The caller has checked the right to manage.
 */
export async function attachToBatch(deps: Pick<ArtefactDeps, 'db'>, monitoringId: string, artefactId: string, batchId: string | null): Promise<ArtefactRow> {
  const artefact = await findArtefact(deps.db, monitoringId, artefactId);
  if (!artefact) throw new ApiError(404, 'This file does not exist in this monitoring', { code: 'artefact_not_found' });
  const batch = batchId ? await findBatch(deps.db, monitoringId, batchId) : null;
  if (batchId && !batch) throw new ApiError(404, 'This batch does not exist in this monitoring', { code: 'batch_not_found' });
  const updated = (await setBatch(deps.db, monitoringId, artefactId, batchId)) ?? artefact;
  const flags = await runChecks(deps.db, updated);
  await writeLogStep(deps.db, monitoringId, artefactId, 'attached', { batch_id: batchId, batch_code: batch?.code ?? null, flags: flags.map((flag) => flag.kind) });
  return updated;
}
