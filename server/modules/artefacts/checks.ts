import type { Database, Executor } from '@/server/db/client';
import type { ArtefactFlagRow, ArtefactRow } from '@/server/db/schema';
import { evidenceSettingsOf, findBatch, findReactor, findSite, listSites } from '@/server/modules/monitoring/public';
import { evaluateChecks, type CheckInputs } from './check-rules';
import { fileNameOf, firstWithSha, otherPerceptualHashes, replaceFlags } from './checks-repository';
import { hammingDistance } from './perceptual';
import { writeLogStep } from './repository';

async function sitesFor(db: Executor, artefact: ArtefactRow, batch: CheckInputs['batch'] & { reactorId: string }): Promise<CheckInputs['sites']> {
  if (batch) {
    const reactor = await findReactor(db, batch.reactorId);
    const site = reactor ? await findSite(db, reactor.siteId) : undefined;
    if (site) return [{ id: site.id, name: site.name, latitude: site.latitude, longitude: site.longitude }];
  }
  const sites = await listSites(db, artefact.monitoringId);
  return sites.map((site) => ({ id: site.id, name: site.name, latitude: site.latitude, longitude: site.longitude }));
}

async function nearestPhoto(db: Executor, artefact: ArtefactRow): Promise<CheckInputs['nearest']> {
  if (!artefact.perceptualHash) return undefined;
  let nearest: CheckInputs['nearest'];
  for (const other of await otherPerceptualHashes(db, artefact.monitoringId, artefact.id)) {
    if (other.sha256 === artefact.sha256) continue; // the same bytes: a duplicate, not a near one
    const distance = hammingDistance(artefact.perceptualHash, other.perceptualHash);
    if (!nearest || distance < nearest.distance) nearest = { id: other.id, distance };
  }
  return nearest;
}

/**
 * Runs R-22.7's checks on one artefact: its flags become what they find, and the log's `checks_run` step says what
 * each check found (never silent). Runs again whenever the artefact changes batch.
 */
export async function runChecks(db: Database, artefact: ArtefactRow): Promise<Pick<ArtefactFlagRow, 'kind' | 'detail'>[]> {
  const batchRow = artefact.batchId ? await findBatch(db, artefact.monitoringId, artefact.batchId) : undefined;
  const batch = batchRow ? { id: batchRow.id, code: batchRow.code, startedAt: batchRow.startedAt, endedAt: batchRow.endedAt, reactorId: batchRow.reactorId } : undefined;
  const settings = await evidenceSettingsOf(db, artefact.monitoringId);
  const firstId = await firstWithSha(db, artefact.monitoringId, artefact.sha256);
  // The first copy's name is read only when there is another first copy (a duplicate): rare, and off the look-up's path.
  const firstCopy = firstId && firstId !== artefact.id ? { id: firstId, fileName: (await fileNameOf(db, artefact.monitoringId, firstId)) ?? '' } : undefined;
  const { flags, results } = evaluateChecks({
    artefact,
    batch,
    sites: await sitesFor(db, artefact, batch as CheckInputs['batch'] & { reactorId: string }),
    settings: { timeToleranceHours: settings.timeToleranceHours, distanceToleranceM: settings.distanceToleranceM },
    firstCopy,
    nearest: await nearestPhoto(db, artefact),
  });
  await db.transaction(async (tx) => {
    await replaceFlags(tx, artefact.monitoringId, artefact.id, flags);
    await writeLogStep(tx, artefact.monitoringId, artefact.id, 'checks_run', { flags: flags.map((flag) => flag.kind), checks: results });
  });
  return flags;
}
