import type { Executor } from '@/server/db/client';
import type { ArtefactFlagRow, ArtefactRow } from '@/server/db/schema';
import { attachToBatch, findArtefacts, flagsOf, listArtefacts } from '@/server/modules/artefacts/public';
import type { ModuleContext } from '../context';

/**
 * What the evidence records need of the artefacts module (issue22.md §2): its rows, its flags, and tagging an artefact
 * with a batch (which re-runs its checks against the batch). Built from `artefacts/public.ts` in records-register.ts.
 */
export interface ArtefactsPort {
  find(db: Executor, monitoringId: string, ids: string[]): Promise<ArtefactRow[]>;
  flags(db: Executor, monitoringId: string, ids: string[]): Promise<ArtefactFlagRow[]>;
  attachToBatch(monitoringId: string, artefactId: string, batchId: string): Promise<void>;
  /** The monitoring's latest artefacts, newest first. */
  latest(db: Executor, monitoringId: string, limit: number): Promise<ArtefactRow[]>;
}

/** The port over the artefacts module's public functions. */
export function artefactsPortOf(context: Pick<ModuleContext, 'db'>): ArtefactsPort {
  return {
    find: (db, monitoringId, ids) => (ids.length === 0 ? Promise.resolve([]) : findArtefacts(db, monitoringId, ids)),
    flags: (db, monitoringId, ids) => (ids.length === 0 ? Promise.resolve([]) : flagsOf(db, monitoringId, ids)),
    latest: (db, monitoringId, limit) => listArtefacts(db, monitoringId, { limit }),
    attachToBatch: async (monitoringId, artefactId, batchId) => {
      await attachToBatch({ db: context.db }, monitoringId, artefactId, batchId);
    },
  };
}
