import { MONITORING_TARGET, type PackageEstimate, type PackageQuery } from '@/lib/schemas/monitoring-package';
import type { Database } from '@/server/db/client';
import type { Logger } from '@/server/logger';
import type { FileStore } from '@/server/storage';
import { recordAuditEvent } from '@/server/modules/audit/public';
import type { Caller } from '@/server/modules/projects/public';
import { type PackageContent, packageBytes } from './package-build';
import { packageReadme } from './package-readme';
import { checkSize, contentOf, estimateOf, gatherScope, packageFileName, type PackageScope, recordsJson } from './package-service';
import { packageKey } from './package-key';
import { zipStream } from './package-zip';
import { periodReportPdf, type ReportInput } from './report-pdf';
import { AUDIT_ACTIONS } from '@/lib/schemas/audit';

/** The action the trail records once a package's last byte is made. */
export const PACKAGE_ACTION = AUDIT_ACTIONS.packageDownloaded;

const shown = (value: unknown) => (value === null || value === undefined ? 'not computed' : typeof value === 'number' ? String(Number(value.toFixed(4))) : String(value));

export interface PackageDeps {
  db: Database;
  storage: FileStore;
  logger: Logger;
  /** The public address of the key that checks the signatures (APP_ORIGIN + the route). */
  publicKeyUrl: string;
  env?: Record<string, string | undefined>;
}

/**
 * The verifier package of a batch or a period (requirements ): gathered and refused (404, 413) before the first
 * byte, then streamed as it is made; the trail records `package.downloaded` with the manifest's SHA-256 once the
 * last byte is made.
 */
export function createPackageDownloads(deps: PackageDeps) {
  const { db, storage } = deps;

  async function reportOf(scope: PackageScope, content: Awaited<ReturnType<typeof contentOf>>, caller: Caller, counts: ReportInput['files'], createdAt: Date) {
    const reactors: ReportInput['reactors'] = [];
    for (const [index, reactor] of scope.reactors.entries()) {
      const kpis = content.kpis[index];
      const chart = await content.charts.chart(
        { reactor_id: reactor.id, parameter_ids: undefined, from: scope.from.toISOString(), to: scope.to.toISOString(), width: 300 },
        caller,
      );
      const series = chart.series.find((one) => one.unit === '°C') ?? chart.series[0];
      reactors.push({
        name: reactor.name,
        kpis: [
          ['Biochar (t)', shown(kpis.biochar_t)],
          ['CO2 removed (t)', shown(kpis.co2_removed_t)],
          ['C_org', shown(kpis.c_org)],
          ['Uptime', shown(kpis.uptime)],
          ['Temperature compliant', shown(kpis.temperature?.compliant)],
          ['Moisture compliant', shown(kpis.moisture?.compliant)],
        ],
        series: series ? { name: series.name, unit: series.unit, ...series.points } : null,
      });
    }
    const checklist: Record<string, number> = {};
    for (const record of scope.evidence) checklist[record.kind] = (checklist[record.kind] ?? 0) + 1;
    const names = new Map(scope.artefacts.map((row) => [row.id, row.fileName]));
    const kinds = new Map(scope.evidence.map((row) => [row.id, row.kind]));
    return periodReportPdf({
      projectName: scope.project.name,
      scope: scope.batch ? `batch ${scope.batch.code}` : 'period',
      from: scope.from.toISOString(),
      to: scope.to.toISOString(),
      createdAt: createdAt.toISOString(),
      reactors,
      checklist,
      flags: scope.flags.map((flag) => ({ file: names.get(flag.artefactId) ?? flag.artefactId, kind: flag.kind })),
      reviews: scope.reviews.map((review) => ({
        record: kinds.get(review.evidenceId) ?? review.evidenceId,
        verdict: review.verdict,
        comment: review.comment ?? '',
        at: review.createdAt.toISOString().slice(0, 16),
      })),
      files: counts,
    });
  }

  return {
    async estimate(query: PackageQuery, caller: Caller): Promise<PackageEstimate> {
      return estimateOf(await gatherScope(db, query, caller));
    },

    async download(query: PackageQuery, caller: Caller, requestId: string | null): Promise<{ name: string; size: number; body: ReadableStream<Uint8Array> }> {
      const scope = await gatherScope(db, query, caller);
      const estimate = estimateOf(scope);
      checkSize(estimate);
      const content = await contentOf(db, storage, scope, caller);
      const key = packageKey(deps.env);
      const createdAt = new Date();
      const what = scope.batch ? `batch ${scope.batch.code}` : `${scope.from.toISOString()} to ${scope.to.toISOString()}`;
      const built: PackageContent = {
        head: {
          monitoring_id: scope.monitoring.id,
          project_name: scope.project.name,
          scope: { batch_id: scope.batch?.id ?? null, batch_code: scope.batch?.code ?? null, from: scope.from.toISOString(), to: scope.to.toISOString() },
        },
        createdAt,
        readme: packageReadme({ projectName: scope.project.name, scope: what, keyId: key.id, publicKeyUrl: deps.publicKeyUrl }),
        readings: content.readings,
        kpis: { json: content.kpisJson, csv: content.kpisCsv },
        files: content.files,
        records: (states) => recordsJson(scope, content.paths, states),
        report: (counts) => reportOf(scope, content, caller, counts, createdAt),
        key,
      };
      const chunks = packageBytes(built, async (result) => {
        await recordAuditEvent(db, {
          actorId: caller.user.id,
          action: PACKAGE_ACTION,
          targetType: MONITORING_TARGET,
          targetId: scope.monitoring.id,
          requestId,
          details: {
            batch_id: scope.batch?.id ?? null,
            from: scope.from.toISOString(),
            to: scope.to.toISOString(),
            files: result.files,
            manifest_sha256: result.manifestSha256,
            ...result.states,
          },
        });
      });
      return {
        name: packageFileName(scope),
        size: estimate.estimated_bytes,
        body: zipStream(chunks, (error) => deps.logger.error({ err: error, monitoringId: scope.monitoring.id }, 'a verifier package failed while streaming')),
      };
    },
  };
}
export type PackageDownloads = ReturnType<typeof createPackageDownloads>;
