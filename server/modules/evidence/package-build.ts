import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { type FileState, type Manifest, MANIFEST_FORMAT } from '@/lib/schemas/monitoring-package';
import type { AnchorKey } from '@/server/modules/audit/public';
import {
  MANIFEST_CSV,
  MANIFEST_JSON,
  MANIFEST_SIGNATURE,
  manifestCsv,
  manifestJson,
  PUBLIC_KEY_FILE,
  README_FILE,
  SHA256SUMS,
  sha256Sums,
  sortedEntries,
} from './package-manifest';
import { publicKeyPem, signManifest } from './package-signature';
import { chunksOf, createZipWriter } from './package-zip';

/** A stored file of the package: where it goes, the SHA-256 recorded on arrival, and how to read it. */
export interface PackageFile {
  path: string;
  artefactId: string;
  recordedSha256: string;
  open(): Promise<Readable | null>;
}

/** What goes in a package, gathered before the first byte (package-service.ts). */
export interface PackageContent {
  head: Omit<Manifest, 'format' | 'files' | 'key_id' | 'created_at'>;
  createdAt: Date;
  readme: string;
  readings: { path: string; open(): Promise<ReadableStream<Uint8Array>> }[];
  kpis: { json: string; csv: string };
  files: PackageFile[];
  /** evidence/records.json, given what each stored file turned out to be. */
  records(states: Map<string, FileState>): unknown;
  report(counts: Record<FileState, number>): Promise<Uint8Array>;
  key: AnchorKey;
}

export interface PackageResult {
  manifestSha256: string;
  files: number;
  states: Record<FileState, number>;
}

/**
 * The package's bytes, made as they are read (requirements ): the readme, each reactor's readings, the KPIs,
 * every photo and document (each hashed while it passes, and compared with the hash recorded on arrival), the
 * evidence records with their reviews, the period report; then manifest.json, manifest.csv and SHA256SUMS listing
 * every file before them, the detached signature of manifest.json and the public key that checks it.
 */
export async function* packageBytes(content: PackageContent, onDone?: (result: PackageResult) => Promise<void>): AsyncGenerator<Uint8Array> {
  const zip = createZipWriter(content.createdAt);
  zip.add(README_FILE, content.readme);
  yield* zip.take();

  for (const readings of content.readings) {
    const file = zip.open(readings.path);
    for await (const chunk of chunksOf(await readings.open())) {
      file.push(chunk);
      yield* zip.take();
    }
    file.close();
    yield* zip.take();
  }
  zip.add('kpis/kpis.json', content.kpis.json);
  zip.add('kpis/kpis.csv', content.kpis.csv);
  yield* zip.take();

  const states = new Map<string, FileState>();
  for (const stored of content.files) {
    const source = await stored.open();
    if (!source) {
      states.set(stored.artefactId, 'missing');
      continue;
    }
    const file = zip.open(stored.path);
    for await (const chunk of chunksOf(source)) {
      file.push(chunk);
      yield* zip.take();
    }
    states.set(stored.artefactId, file.close().sha256 === stored.recordedSha256 ? 'intact' : 'altered');
    yield* zip.take();
  }
  const counts: Record<FileState, number> = { intact: 0, altered: 0, missing: 0 };
  for (const state of states.values()) counts[state] += 1;

  zip.add('evidence/records.json', `${JSON.stringify(content.records(states), null, 2)}\n`);
  zip.add('report/period-report.pdf', await content.report(counts));
  yield* zip.take();

  const listed = sortedEntries(zip.entries());
  const manifest: Manifest = { format: MANIFEST_FORMAT, ...content.head, created_at: content.createdAt.toISOString(), key_id: content.key.id, files: listed };
  const manifestBytes = new TextEncoder().encode(manifestJson(manifest));
  zip.add(MANIFEST_JSON, manifestBytes);
  zip.add(MANIFEST_CSV, manifestCsv(listed));
  // SHA256SUMS also covers the two manifests: `sha256sum -c` then checks everything the signature vouches for.
  zip.add(SHA256SUMS, sha256Sums(zip.entries()));
  zip.add(MANIFEST_SIGNATURE, signManifest(content.key, manifestBytes));
  zip.add(PUBLIC_KEY_FILE, publicKeyPem(content.key));
  zip.end();
  yield* zip.take();
  await onDone?.({ manifestSha256: createHash('sha256').update(manifestBytes).digest('hex'), files: listed.length, states: counts });
}
