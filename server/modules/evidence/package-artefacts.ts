import type { Readable } from 'node:stream';
import type { Executor } from '@/server/db/client';
import type { FileStore } from '@/server/storage';
import { type ArtefactFlagRow, type ArtefactRow, findArtefacts, flagsOf, listArtefacts, openArtefact } from '@/server/modules/artefacts/public';

/** The package track's reads of artefacts, through the artefacts module's public surface only. */

const PAGE = 500;

/** Every artefact of the monitoring (of one batch, when named), newest first, read a page at a time. */
export async function* everyArtefact(db: Executor, monitoringId: string, batchId?: string): AsyncGenerator<ArtefactRow> {
  let before: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const rows = await listArtefacts(db, monitoringId, { batchId, before, limit: PAGE });
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return;
    before = { createdAt: last.createdAt, id: last.id };
  }
}

/** The artefacts of these ids, a page of ids at a time. */
export async function artefactsByIds(db: Executor, monitoringId: string, ids: readonly string[]): Promise<ArtefactRow[]> {
  const rows: ArtefactRow[] = [];
  for (let start = 0; start < ids.length; start += PAGE) rows.push(...(await findArtefacts(db, monitoringId, ids.slice(start, start + PAGE))));
  return rows;
}

export async function artefactFlags(db: Executor, monitoringId: string, ids: readonly string[]): Promise<ArtefactFlagRow[]> {
  const rows: ArtefactFlagRow[] = [];
  for (let start = 0; start < ids.length; start += PAGE) rows.push(...(await flagsOf(db, monitoringId, ids.slice(start, start + PAGE))));
  return rows;
}

/** The stored bytes of an artefact as a stream, or null when storage no longer holds them. */
export async function storedBytes(storage: FileStore, row: ArtefactRow): Promise<Readable | null> {
  return (await openArtefact(storage, row))?.stream ?? null;
}

export type { ArtefactFlagRow, ArtefactRow };
