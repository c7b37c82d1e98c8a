import type { InvestorHome } from '@/lib/schemas/investors';
import type { Database } from '@/server/db/client';
import { signedByInvestor } from '@/server/modules/commitments/public';
import { openRoomsOf } from '@/server/modules/dataroom/public';
import type { InvestorsService } from '@/server/modules/investors/public';
import { listedTitles, publishedSince, savedByInvestor } from '@/server/modules/opportunities/public';
import { threadsOfInvestor } from '@/server/modules/questions/public';

/**
 * The investor home (requirements ): the opportunities an activated investor saved, their questions, the
 * commitments they signed and the data rooms open to them, each marked new when it changed since the previous visit.
 */
export function createInvestorHomeService({ db, investors }: { db: Database; investors: Pick<InvestorsService, 'recordVisit'> }) {
  return {
    async home(userId: string): Promise<InvestorHome> {
      const previous = await investors.recordVisit(userId);
      const isNew = (at: Date | null) => at !== null && (previous === null || at > previous);
      const [saved, threads, signed, rooms, published] = await Promise.all([
        savedByInvestor(db, userId),
        threadsOfInvestor(db, userId),
        signedByInvestor(db, userId),
        openRoomsOf(db, userId),
        previous ? publishedSince(db, previous) : Promise.resolve(0),
      ]);
      // Threads, commitments and data rooms name publications: their titles come from the listed opportunities, or stay
      // unnamed (a thread on an opportunity no longer listed is left out, as are its data rooms).
      const titles = await listedTitles(db, [...threads.map((row) => row.opportunityId), ...signed.map((row) => row.publicationId), ...rooms.map((row) => row.opportunityId)]);
      return {
        previous_visit_at: previous?.toISOString() ?? null,
        saved: saved.map((row) => ({ opportunity_id: row.opportunityId, title: row.title, at: row.publishedAt.toISOString(), is_new: isNew(row.publishedAt) })),
        questions: threads
          .filter((row) => titles.has(row.opportunityId))
          .map((row) => ({
            opportunity_id: row.opportunityId,
            request_id: row.requestId,
            title: titles.get(row.opportunityId) ?? '',
            at: row.lastAt.toISOString(),
            is_new: isNew(row.lastDeveloperAt),
            messages: row.messages,
            awaiting_reply: row.lastSide === 'investor',
          })),
        commitments: signed.map((row) => ({
          opportunity_id: row.publicationId,
          title: titles.get(row.publicationId) ?? '',
          at: row.signedAt.toISOString(),
          is_new: false,
          amount: row.amount,
          currency: row.currency,
        })),
        datarooms: rooms
          .filter((row) => titles.has(row.opportunityId))
          .map((row) => ({
            opportunity_id: row.opportunityId,
            title: titles.get(row.opportunityId) ?? '',
            at: row.lastGrantedAt.toISOString(),
            is_new: isNew(row.lastGrantedAt),
            folders: row.folders,
          })),
        new_opportunities: published,
      };
    },
  };
}
