import type { ChainVerification } from '@/lib/schemas/audit';
import { OPPORTUNITY_TARGET } from '@/lib/schemas/audit';
import type { Database } from '@/server/db/client';
import { chainEntriesAfter, chainEntryAt } from '@/server/modules/audit/public';
import { createReportTally, type ReportTally } from './report';

/** Opportunities whose report tally is kept in memory (the least recently read go first). */
export const REPORT_TALLIES_KEPT = 500;

interface Kept {
  tally: ReportTally;
  /** The hash of the entry `tally.lastSeq`, to notice that the trail changed under the tally. */
  lastHash: string | null;
}

/**
 * The report's tally of each opportunity, kept between reads (requirements ): a read adds only the entries
 * appended since the last one, so its cost follows what is new, not the length of the trail. A tally is started
 * afresh when the chain does not verify, is shorter than the tally, or the entry it stopped at changed. Reads of
 * one opportunity take turns, so an entry is never added twice.
 */
export function createReportTallies(db: Database) {
  const kept = new Map<string, Kept>();
  const turns = new Map<string, Promise<unknown>>();

  async function current(opportunityId: string, verification: ChainVerification): Promise<ReportTally> {
    let entry = kept.get(opportunityId);
    kept.delete(opportunityId);
    if (entry && (!verification.valid || entry.tally.lastSeq > verification.length)) entry = undefined;
    if (entry && entry.tally.lastSeq > 0 && (await chainEntryAt(db, OPPORTUNITY_TARGET, opportunityId, entry.tally.lastSeq))?.hash !== entry.lastHash) entry = undefined;
    entry ??= { tally: createReportTally(), lastHash: null };
    for (const row of await chainEntriesAfter(db, OPPORTUNITY_TARGET, opportunityId, entry.tally.lastSeq)) {
      entry.tally.add(row);
      entry.tally.lastSeq = row.seq;
      entry.lastHash = row.hash;
    }
    if (verification.valid) {
      kept.set(opportunityId, entry);
      if (kept.size > REPORT_TALLIES_KEPT) kept.delete(kept.keys().next().value as string);
    }
    return entry.tally;
  }

  return {
    /** The opportunity's tally, brought up to date. */
    tallyOf(opportunityId: string, verification: ChainVerification): Promise<ReportTally> {
      const previous = turns.get(opportunityId) ?? Promise.resolve();
      const next = previous.catch(() => undefined).then(() => current(opportunityId, verification));
      turns.set(opportunityId, next);
      void next
        .finally(() => {
          if (turns.get(opportunityId) === next) turns.delete(opportunityId);
        })
        .catch(() => undefined);
      return next;
    },
  };
}
