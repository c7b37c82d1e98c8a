import { createHash } from 'node:crypto';
import type { FileCheck, VerifyFiles, VerifyFilesQuery } from '@/lib/schemas/monitoring-package';
import type { Database } from '@/server/db/client';
import type { FileStore } from '@/server/storage';
import { accessToMonitoring } from '@/server/modules/monitoring/public';
import type { Caller } from '@/server/modules/projects/public';
import { type ArtefactRow, everyArtefact, storedBytes } from './package-artefacts';
import { MONITORING_NOT_FOUND } from './trail-service';

/** The SHA-256 of the bytes storage holds for the artefact now, read as a stream (memory flat); null when gone. */
export async function storedSha256(storage: FileStore, row: ArtefactRow): Promise<string | null> {
  const stream = await storedBytes(storage, row);
  if (!stream) return null;
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Uint8Array);
  return hash.digest('hex');
}

/** One artefact hashed again: intact when storage still holds the bytes it arrived with. */
export async function checkArtefact(storage: FileStore, row: ArtefactRow): Promise<FileCheck> {
  const actual = await storedSha256(storage, row);
  return {
    artefact_id: row.id,
    file_name: row.fileName,
    size: row.size,
    expected_sha256: row.sha256,
    actual_sha256: actual,
    state: actual === null ? 'missing' : actual === row.sha256 ? 'intact' : 'altered',
  };
}

/**
 * "Verify files" (requirements ): every artefact of the monitoring, its bytes read again from storage and
 * hashed, one at a time, against the SHA-256 the server computed on arrival: intact, altered or missing. Anyone who
 * may read the project; anyone else 404.
 */
export function createVerifyService(db: Database, storage: FileStore) {
  return {
    async files(query: VerifyFilesQuery, caller: Caller): Promise<VerifyFiles> {
      const { monitoring } = await accessToMonitoring(db, query.monitoring_id, caller, 'read', MONITORING_NOT_FOUND);
      const files: FileCheck[] = [];
      for await (const row of everyArtefact(db, monitoring.id)) files.push(await checkArtefact(storage, row));
      const count = (state: FileCheck['state']) => files.filter((file) => file.state === state).length;
      return { monitoring_id: monitoring.id, checked_at: new Date().toISOString(), files, intact: count('intact'), altered: count('altered'), missing: count('missing') };
    },
  };
}
export type VerifyService = ReturnType<typeof createVerifyService>;
