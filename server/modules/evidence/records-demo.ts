import type { EvidenceKind } from '@/lib/schemas/monitoring-evidence';
import type { ProductionBatchRow } from '@/server/db/schema';
import { attachToBatch, receiveArtefact, type ArtefactDeps } from '@/server/modules/artefacts/public';
import { findSite, findReactor, listBatches } from '@/server/modules/monitoring/public';
import { attachLinks, insertEvidence, listEvidence } from './records-repository';
import { demoPhoto } from './records-demo-photos';

/** The demo plant's batches that get evidence (issue 22 item 11): one complete, one without its lab analysis and with a photo taken far away. */
export const DEMO_COMPLETE_BATCH = 'DEMO-B1';
export const DEMO_INCOMPLETE_BATCH = 'DEMO-B2';
const FAR_OFFSET_DEG = 0.05;

const DEMO_FIGURES: Record<EvidenceKind, Record<string, unknown>> = {
  kiln_run_photo: { stage: 'full_run' },
  moisture_reading: { moisture_pct: 14.2, material: 'feedstock' },
  quenching: { medium: 'water', water_l: 320 },
  kiln_serial: { serial: 'PK-500-0042' },
  lab_analysis: {
    laboratory: 'Demo accredited laboratory',
    sample_id: 'S-DEMO-1',
    c_org_pct: 79.1,
    h_c_org: 0.29,
    contaminants: [
      { name: 'EBC-PAH (16)', group: 'pah', value: 1.9, unit: 'mg/kg' },
      { name: 'Pb', group: 'heavy_metal', value: 4.2, unit: 'mg/kg' },
    ],
  },
  sampling_record: { sampled_at: '', sampler: 'Demo operator', sample_id: 'S-DEMO-1' },
  application_site: { latitude: 0, longitude: 0, area_ha: 1.5 },
  delivery_note: { quantity_t: 1.2, recipient: 'Demo farm' },
};

/**
 * Gives the demo plant's two closed batches their evidence once: DEMO-B1 every record its methodology asks,
 * with photos taken at the site during the batch; DEMO-B2 the same without the lab analysis, and one kiln photo taken
 * about 5 km away. The photos go through the artefacts intake (hash, EXIF, checks). Nothing happens when the batches
 * do not exist yet or already have evidence. Answers the number of records made.
 */
export async function ensureDemoEvidence(deps: ArtefactDeps, monitoringId: string, userId: string): Promise<number> {
  const batches = await listBatches(deps.db, monitoringId);
  const complete = batches.find((batch) => batch.code === DEMO_COMPLETE_BATCH);
  const incomplete = batches.find((batch) => batch.code === DEMO_INCOMPLETE_BATCH);
  if (!complete || !incomplete) return 0;
  if ((await listEvidence(deps.db, monitoringId, { batchId: complete.id })).length > 0) return 0;
  const reactor = await findReactor(deps.db, complete.reactorId);
  const site = reactor && (await findSite(deps.db, reactor.siteId));
  if (!site) return 0;
  let made = 0;
  for (const [batch, far] of [
    [complete, false],
    [incomplete, true],
  ] as const) {
    made += await evidenceOf(deps, batch, userId, { latitude: site.latitude, longitude: site.longitude }, far);
  }
  return made;
}

async function evidenceOf(deps: ArtefactDeps, batch: ProductionBatchRow, userId: string, site: { latitude: number; longitude: number }, far: boolean): Promise<number> {
  const end = batch.endedAt ?? new Date(batch.startedAt.getTime() + 8 * 3_600_000);
  const during = (share: number) => new Date(batch.startedAt.getTime() + (end.getTime() - batch.startedAt.getTime()) * share);
  const kinds = (Object.keys(DEMO_FIGURES) as EvidenceKind[]).filter((kind) => !(far && kind === 'lab_analysis'));
  let seed = far ? 20 : 1;
  for (const kind of kinds) {
    const figures = { ...DEMO_FIGURES[kind] };
    if (kind === 'sampling_record') figures.sampled_at = during(0.9).toISOString();
    if (kind === 'application_site') Object.assign(figures, { latitude: site.latitude + 0.004, longitude: site.longitude + 0.004 });
    const record = await insertEvidence(deps.db, {
      monitoringId: batch.monitoringId,
      kind,
      createdBy: userId,
      batchId: batch.id,
      reactorId: null,
      periodStart: null,
      periodEnd: null,
      recordedAt: during(0.5),
      figures,
      notes: null,
    });
    const photos = kind === 'kiln_run_photo' ? 3 : kind === 'moisture_reading' ? 1 : 0;
    for (let index = 0; index < photos; index += 1) {
      const away = far && kind === 'kiln_run_photo' && index === 2 ? FAR_OFFSET_DEG : 0;
      const body = await demoPhoto((seed += 1), during(0.2 + index * 0.2), site.latitude + away, site.longitude);
      const fileName = `${batch.code.toLowerCase()}-${kind.replaceAll('_', '-')}-${index + 1}.jpg`;
      const artefact = await receiveArtefact(deps, {
        monitoringId: batch.monitoringId,
        uploadedBy: userId,
        source: 'desktop',
        fileName,
        declaredType: 'image/jpeg',
        body,
        batchId: batch.id,
        evidenceKind: kind,
      });
      await attachLinks(deps.db, record, [artefact.id], userId);
      await attachToBatch(deps, batch.monitoringId, artefact.id, batch.id);
    }
  }
  return kinds.length;
}
