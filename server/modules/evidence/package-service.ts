import type { FileState, PackageEstimate, PackageQuery } from '@/lib/schemas/monitoring-package';
import type { MonitoringKpis } from '@/lib/schemas/monitoring-compute';
import type { Database } from '@/server/db/client';
import type { ProductionBatchRow, ReactorRow } from '@/server/db/schema';
import { csvCell } from '@/server/http/csv';
import { ApiError } from '@/server/http/errors';
import type { FileStore } from '@/server/storage';
import { accessToMonitoring, createChartsService, createComputeService, findBatch, listBatches, listReactors, listSites } from '@/server/modules/monitoring/public';
import type { Caller } from '@/server/modules/projects/public';
import { type ArtefactFlagRow, type ArtefactRow, artefactFlags, artefactsByIds, everyArtefact, storedBytes } from './package-artefacts';
import type { PackageContent } from './package-build';
import { createPathSet } from './package-manifest';
import { attachmentsOf, evidenceInScope, reviewsOf } from './package-repository';
import { MONITORING_NOT_FOUND } from './trail-service';

export const BATCH_NOT_FOUND = 'No batch of this monitoring has this id';
/** A ZIP without ZIP64 holds at most 4 GiB: a package that would weigh more is refused before it starts. */
export const MAX_PACKAGE_BYTES = 4 * 1024 ** 3 - 64 * 1024 ** 2;
/** What the package adds to its files, about: readings, records, report, lists, and each file's ZIP headers. */
const OVERHEAD_BYTES = 256 * 1024;
const PER_FILE_BYTES = 200;

const overlaps = (batch: ProductionBatchRow, from: Date, to: Date) => batch.startedAt < to && (batch.endedAt ?? new Date()) > from;
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50) || 'package';

/** Every field of the KPIs but the explanations, flattened (`temperature.mean_c`), for the CSV. */
function flatten(value: unknown, prefix = ''): [string, string][] {
  if (value === null || typeof value !== 'object') return [[prefix, value === null || value === undefined ? '' : String(value)]];
  return Object.entries(value).flatMap(([key, inner]) => (key === 'missing' ? [] : flatten(inner, prefix ? `${prefix}.${key}` : key)));
}

/** What a batch or a period holds, read once before the package is made (requirements R-22.26). */
export async function gatherScope(db: Database, query: PackageQuery, caller: Caller) {
  const { monitoring, project } = await accessToMonitoring(db, query.monitoring_id, caller, 'read', MONITORING_NOT_FOUND);
  let batch: ProductionBatchRow | null = null;
  let batches: ProductionBatchRow[];
  let from: Date;
  let to: Date;
  let reactors: ReactorRow[];
  const allReactors = async () => (await Promise.all((await listSites(db, monitoring.id)).map((site) => listReactors(db, monitoring.id, site.id)))).flat();
  if (query.batch_id) {
    batch = (await findBatch(db, monitoring.id, query.batch_id)) ?? null;
    if (!batch) throw new ApiError(404, BATCH_NOT_FOUND);
    batches = [batch];
    from = batch.startedAt;
    to = batch.endedAt ?? new Date();
    reactors = (await allReactors()).filter((reactor) => reactor.id === batch?.reactorId);
  } else {
    from = new Date(query.from as string);
    to = new Date(query.to as string);
    batches = (await listBatches(db, monitoring.id)).filter((candidate) => overlaps(candidate, from, to));
    reactors = await allReactors();
  }
  const evidence = await evidenceInScope(db, { monitoringId: monitoring.id, batchIds: batches.map((row) => row.id), period: batch ? undefined : { from, to } });
  const evidenceIds = evidence.map((row) => row.id);
  const [reviews, attachments] = await Promise.all([reviewsOf(db, monitoring.id, evidenceIds), attachmentsOf(db, monitoring.id, evidenceIds)]);
  const ids = new Set(attachments.map((row) => row.artefactId));
  for (const tagged of batches) for await (const row of everyArtefact(db, monitoring.id, tagged.id)) ids.add(row.id);
  const artefacts = (await artefactsByIds(db, monitoring.id, [...ids])).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  const flags = await artefactFlags(db, monitoring.id, [...ids]);
  return { monitoring, project, batch, batches, from, to, reactors, evidence, reviews, attachments, artefacts, flags };
}
export type PackageScope = Awaited<ReturnType<typeof gatherScope>>;

export function packageFileName(scope: Pick<PackageScope, 'project' | 'batch' | 'from' | 'to'>): string {
  const what = scope.batch ? slug(scope.batch.code) : `${scope.from.toISOString().slice(0, 10)}_to_${scope.to.toISOString().slice(0, 10)}`;
  return `${slug(scope.project.name)}_${what}_verifier-package.zip`;
}

export function estimateOf(scope: PackageScope): PackageEstimate {
  const files = scope.artefacts.reduce((sum, row) => sum + row.size + PER_FILE_BYTES + row.fileName.length * 2, 0);
  return { monitoring_id: scope.monitoring.id, file_name: packageFileName(scope), files: scope.artefacts.length, estimated_bytes: files + OVERHEAD_BYTES };
}

/** Refuses, before the first byte, a package a ZIP cannot hold. */
export function checkSize(estimate: PackageEstimate): void {
  if (estimate.estimated_bytes > MAX_PACKAGE_BYTES) {
    throw new ApiError(
      413,
      `This package would weigh about ${Math.round(estimate.estimated_bytes / 1024 ** 3)} GB, over the 4 GB a package holds: package a shorter period or one batch`,
    );
  }
}

/** The files of the package, its records and its KPIs, from what the scope holds. */
export async function contentOf(db: Database, storage: FileStore, scope: PackageScope, caller: Caller) {
  const charts = createChartsService(db);
  const compute = createComputeService(db);
  const [fromIso, toIso] = [scope.from.toISOString(), scope.to.toISOString()];
  const kpis: (MonitoringKpis & { reactor_name: string })[] = [];
  for (const reactor of scope.reactors) {
    kpis.push({ reactor_name: reactor.name, ...(await compute.kpis({ reactor_id: reactor.id, from: fromIso, to: toIso, permanence: 1, emissions_t: 0 }, caller)) });
  }
  const rows = kpis.map((one) => flatten(one));
  const columns = [...new Set(rows.flatMap((row) => row.map(([key]) => key)))];
  const kpisCsv = `${columns.join(',')}\r\n${rows.map((row) => `${columns.map((column) => csvCell(row.find(([key]) => key === column)?.[1])).join(',')}\r\n`).join('')}`;

  const kindOf = new Map<string, string>();
  for (const attachment of scope.attachments) {
    const record = scope.evidence.find((row) => row.id === attachment.evidenceId);
    if (record && !kindOf.has(attachment.artefactId)) kindOf.set(attachment.artefactId, record.kind);
  }
  const pathOf = createPathSet();
  const paths = new Map(scope.artefacts.map((row) => [row.id, pathOf(`files/${kindOf.get(row.id) ?? row.evidenceKind ?? 'untagged'}`, row.fileName)]));
  const readingPath = createPathSet();

  const files: PackageContent['files'] = scope.artefacts.map((row) => ({
    path: paths.get(row.id) as string,
    artefactId: row.id,
    recordedSha256: row.sha256,
    open: () => storedBytes(storage, row),
  }));
  const readings: PackageContent['readings'] = scope.reactors.map((reactor) => ({
    path: readingPath('readings', `${reactor.name}.csv`),
    open: async () => (await charts.csv({ reactor_id: reactor.id, parameter_ids: undefined, from: fromIso, to: toIso, width: 1000 }, caller)).body,
  }));
  return { kpis, kpisJson: `${JSON.stringify(kpis, null, 2)}\n`, kpisCsv, files, readings, paths, charts };
}

const fileView = (row: ArtefactRow, path: string | undefined, states: Map<string, FileState>, flags: ArtefactFlagRow[]) => ({
  artefact_id: row.id,
  path: path ?? null,
  file_name: row.fileName,
  content_type: row.contentType,
  size: row.size,
  recorded_sha256: row.sha256,
  state: states.get(row.id) ?? null,
  captured_at: row.capturedAt?.toISOString() ?? null,
  latitude: row.latitude,
  longitude: row.longitude,
  flags: flags.filter((flag) => flag.artefactId === row.id).map((flag) => ({ kind: flag.kind, detail: flag.detail })),
});

/** evidence/records.json: each record with its files (their flags and state) and every review; the files no record holds. */
export function recordsJson(scope: PackageScope, paths: Map<string, string>, states: Map<string, FileState>) {
  const byId = new Map(scope.artefacts.map((row) => [row.id, row]));
  const attached = new Set(scope.attachments.map((row) => row.artefactId));
  return {
    monitoring_id: scope.monitoring.id,
    batch: scope.batch
      ? { id: scope.batch.id, code: scope.batch.code, started_at: scope.batch.startedAt.toISOString(), ended_at: scope.batch.endedAt?.toISOString() ?? null }
      : null,
    from: scope.from.toISOString(),
    to: scope.to.toISOString(),
    records: scope.evidence.map((record) => ({
      id: record.id,
      kind: record.kind,
      batch_id: record.batchId,
      reactor_id: record.reactorId,
      period_start: record.periodStart?.toISOString() ?? null,
      period_end: record.periodEnd?.toISOString() ?? null,
      recorded_at: record.recordedAt.toISOString(),
      figures: record.figures,
      notes: record.notes,
      review_state: record.reviewState,
      files: scope.attachments
        .filter((row) => row.evidenceId === record.id && byId.has(row.artefactId))
        .map((row) => fileView(byId.get(row.artefactId) as ArtefactRow, paths.get(row.artefactId), states, scope.flags)),
      reviews: scope.reviews
        .filter((review) => review.evidenceId === record.id)
        .map((review) => ({ id: review.id, verdict: review.verdict, comment: review.comment, reviewer_id: review.reviewerId, created_at: review.createdAt.toISOString() })),
    })),
    unattached_files: scope.artefacts.filter((row) => !attached.has(row.id)).map((row) => fileView(row, paths.get(row.id), states, scope.flags)),
  };
}
