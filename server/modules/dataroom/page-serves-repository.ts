import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { dataroomPageServes } from '@/server/db/schema';

/** Time on a page may exceed the time since it was served by this much (the report leaves after the answer). */
export const PAGE_TIME_SLACK_S = 2;
/** Reports of time on page one viewer may send per window (per instance), beyond which 429 (requirements ). */
export const PAGE_TIME_REPORTS_PER_WINDOW = 120;
export const PAGE_TIME_WINDOW_S = 60;
/** Less than this left to record is nothing left: the report is refused. */
const MIN_SECONDS = 0.1;

/** Notes that a page was served to a viewer now: the time on it counts from here, afresh. */
export async function recordServe(db: Database, viewerId: string, fileId: string, page: number): Promise<void> {
  await db
    .insert(dataroomPageServes)
    .values({ viewerId, fileId, page, servedAt: sql`now()`, secondsRecorded: 0 })
    .onConflictDoUpdate({
      target: [dataroomPageServes.viewerId, dataroomPageServes.fileId, dataroomPageServes.page],
      set: { servedAt: sql`now()`, secondsRecorded: 0 },
    });
}

export type PageTimeTaken = { taken: number } | { refused: 'page_not_served' | 'nothing_left' };

/**
 * Takes up to `seconds` of a served page's time, in one statement under the row's lock: at most the time from its
 * serving to now — or to the end of the grant, when it ended (`grantEnd`) — less what was already recorded since,
 * plus PAGE_TIME_SLACK_S. Answers the seconds taken, or why none: the page was never served to this viewer, or its
 * time is used up.
 */
export async function takePageTime(db: Database, viewerId: string, fileId: string, page: number, seconds: number, grantEnd: Date | null): Promise<PageTimeTaken> {
  const until = grantEnd ? sql`least(now(), ${grantEnd.toISOString()}::timestamptz)` : sql`now()`;
  const result = await db.execute(sql`
    with target as (
      select viewer_id, file_id, page,
        least(${seconds}::double precision, extract(epoch from (${until} - served_at)) + ${PAGE_TIME_SLACK_S} - seconds_recorded) as taken
      from dataroom_page_serves
      where viewer_id = ${viewerId}::uuid and file_id = ${fileId}::uuid and page = ${page}
      for update
    )
    update dataroom_page_serves s set seconds_recorded = s.seconds_recorded + t.taken
    from target t
    where s.viewer_id = t.viewer_id and s.file_id = t.file_id and s.page = t.page and t.taken >= ${MIN_SECONDS}
    returning t.taken`);
  const [row] = (result as unknown as { rows: { taken: unknown }[] }).rows;
  if (row) return { taken: Math.round(Number(row.taken) * 10) / 10 };
  const [served] = await db
    .select({ page: dataroomPageServes.page })
    .from(dataroomPageServes)
    .where(and(eq(dataroomPageServes.viewerId, viewerId), eq(dataroomPageServes.fileId, fileId), eq(dataroomPageServes.page, page)))
    .limit(1);
  return { refused: served ? 'nothing_left' : 'page_not_served' };
}
