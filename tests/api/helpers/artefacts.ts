import type { Artefact, ArtefactList, UploadLogList } from '@/lib/schemas/monitoring-artefacts';
import { productionBatches } from '@/server/db/schema';
import type { TestApp } from './app';
import { ok } from './monitoring';

/** Uploads a file as evidence through `POST /monitoring/artefacts` (multipart), answering the response. */
export function uploadArtefact(
  t: TestApp,
  token: string | undefined,
  data: { monitoring_id: string; batch_id?: string | null; evidence_kind?: string | null },
  bytes: Uint8Array,
  name: string,
  type: string,
): Promise<Response> {
  const form = new FormData();
  form.set('data', JSON.stringify(data));
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return t.request('/monitoring/artefacts', { method: 'POST', token, body: form });
}

export async function uploadOk(
  t: TestApp,
  token: string,
  data: Parameters<typeof uploadArtefact>[2],
  bytes: Uint8Array,
  name = 'photo.jpg',
  type = 'image/jpeg',
): Promise<Artefact> {
  const response = await uploadArtefact(t, token, data, bytes, name, type);
  if (response.status !== 200) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Artefact;
}

export const artefactOf = (t: TestApp, token: string, id: string) => ok<Artefact>(t, `/monitoring/artefacts?artefact_id=${id}`, { token });
export const artefactsOf = (t: TestApp, token: string, query: string) => ok<ArtefactList>(t, `/monitoring/artefacts?${query}`, { token });
export const logsOf = (t: TestApp, token: string, query: string) => ok<UploadLogList>(t, `/monitoring/mobile-upload-logs?${query}`, { token });

/**
 * A production batch written straight to its table (the batches track's routes make them in the product).
 * FOR THE LEAD: once batches land, this may open one through their route instead.
 */
export async function insertBatch(
  t: TestApp,
  monitoringId: string,
  reactorId: string,
  startedAt: string,
  endedAt: string | null,
  code = `B-${Math.random().toString(36).slice(2, 8)}`,
): Promise<string> {
  const [row] = await t.database.db
    .insert(productionBatches)
    .values({ monitoringId, reactorId, code, startedAt: new Date(startedAt), endedAt: endedAt ? new Date(endedAt) : null, feedstock: 'wood chips' })
    .returning({ id: productionBatches.id });
  return row.id;
}
