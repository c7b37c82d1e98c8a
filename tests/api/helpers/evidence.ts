import { randomBytes, randomUUID } from 'node:crypto';
import { artefactFlags, monitoringArtefacts, productionBatches, type ArtefactFlagKind } from '@/server/db/schema';
import type { TestApp } from './app';
import { ok } from './monitoring';

// Evidence tests' records: a batch and artefacts written straight to the database (their own tracks' routes make them
// in the product), and the requests of the evidence routes.

export async function insertBatch(t: TestApp, monitoringId: string, reactorId: string, code = `B-${randomUUID().slice(0, 6)}`): Promise<string> {
  const [row] = await t.database.db
    .insert(productionBatches)
    .values({ monitoringId, reactorId, code, startedAt: new Date('2026-11-10T06:00:00Z'), endedAt: new Date('2026-11-10T18:00:00Z'), feedstock: 'wood chips' })
    .returning({ id: productionBatches.id });
  return row.id;
}

/** Where and when a photo was taken (the test plant's yard is at -0.3031, 36.08; its batches run 06:00–18:00 UTC on 10 November). */
export const AT_SITE = { capturedAt: new Date('2026-11-10T12:00:00Z'), latitude: -0.3031, longitude: 36.08 };
export const FAR_AWAY = { capturedAt: new Date('2026-11-10T12:00:00Z'), latitude: -0.35, longitude: 36.08 };

/** A processed photo of the monitoring, taken where and when `capture` says (flags written as the checks found them). */
export async function insertArtefact(t: TestApp, monitoringId: string, capture: Partial<typeof AT_SITE> = AT_SITE, flags: ArtefactFlagKind[] = []): Promise<string> {
  const sha256 = randomBytes(32).toString('hex');
  const [row] = await t.database.db
    .insert(monitoringArtefacts)
    .values({
      monitoringId,
      source: 'desktop',
      fileName: `kiln-${sha256.slice(0, 6)}.jpg`,
      contentType: 'image/jpeg',
      size: 1234,
      sha256,
      storagePath: `test/${sha256}`,
      state: 'ready',
      hasCaptureData: true,
      ...capture,
    })
    .returning({ id: monitoringArtefacts.id });
  for (const kind of flags) await t.database.db.insert(artefactFlags).values({ monitoringId, artefactId: row.id, kind, detail: { reason: kind } });
  return row.id;
}

export const FIGURES = {
  kiln_run_photo: { stage: 'full_run' },
  moisture_reading: { moisture_pct: 14.5, material: 'feedstock' },
  quenching: { medium: 'water', water_l: 300 },
  kiln_serial: { serial: 'PK-500-0042' },
  lab_analysis: { laboratory: 'Eurofins', c_org_pct: 78.4, h_c_org: 0.31, contaminants: [{ name: 'EBC-PAH (16)', group: 'pah', value: 2.1, unit: 'mg/kg' }] },
  sampling_record: { sampled_at: '2026-11-10T17:00:00Z', sampler: 'A. Mwangi', sample_id: 'S-0042' },
  application_site: { latitude: -0.31, longitude: 36.07, area_ha: 2 },
  delivery_note: { quantity_t: 1.8, recipient: 'Nakuru farm' },
} as const;

export type Kind = keyof typeof FIGURES;

/** Creates a record of the kind on the batch, as the token's holder. */
export function createRecord(t: TestApp, token: string, monitoringId: string, batchId: string, kind: Kind, extra: Record<string, unknown> = {}) {
  return ok<{ id: string; review_state: string }>(t, '/monitoring/evidences', {
    token,
    json: { monitoring_id: monitoringId, batch_id: batchId, kind, recorded_at: '2026-11-10T12:00:00Z', figures: FIGURES[kind], ...extra },
  });
}
