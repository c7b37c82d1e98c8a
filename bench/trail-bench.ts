// `/report` and `/audit` over an opportunity whose trail holds 100,000 entries (requirements ): both verify the
// chain incrementally (the verified head is kept) and the report keeps its tally, so neither grows with the trail.
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { AUDIT_ACTIONS, OPPORTUNITY_TARGET } from '@/lib/schemas/audit';
import type { Database } from '@/server/db/client';
import { auditEvents } from '@/server/db/schema';
import { entryHash } from '@/server/modules/audit/chain';

export const TRAIL_ENTRIES = 100_000;
const BATCH = 1000;
const INVESTORS = 40;
const PAGES = 50;

/**
 * Appends TRAIL_ENTRIES entries to the opportunity's chain, chained and hashed as the trail writes them (page views
 * and time on page of INVESTORS investors over a 50-page document), in batches of one insert each.
 */
export async function seedLongTrail(db: Database, opportunityId: string, fileId: string): Promise<void> {
  const chain = and(eq(auditEvents.targetType, OPPORTUNITY_TARGET), eq(auditEvents.targetId, opportunityId));
  const [last] = await db.select().from(auditEvents).where(chain).orderBy(desc(auditEvents.seq)).limit(1);
  let seq = last?.seq ?? 0;
  let prevHash = last?.hash ?? null;
  const investors = Array.from({ length: INVESTORS }, () => randomUUID());
  const start = Date.now() - TRAIL_ENTRIES * 1000;
  for (let done = 0; done < TRAIL_ENTRIES; done += BATCH) {
    const rows = [];
    for (let index = done; index < Math.min(TRAIL_ENTRIES, done + BATCH); index += 1) {
      seq += 1;
      const viewing = index % 2 === 0;
      const investor = investors[index % INVESTORS];
      const details: Record<string, unknown> = { investor_id: investor, file_id: fileId, file_name: 'bench.pdf', page: (index % PAGES) + 1 };
      if (!viewing) details.seconds = 12.5;
      const fields = {
        targetType: OPPORTUNITY_TARGET,
        targetId: opportunityId,
        seq,
        actorId: investor,
        action: viewing ? AUDIT_ACTIONS.dataroomPageViewed : AUDIT_ACTIONS.dataroomPageTime,
        requestId: `bench-${index}`,
        details,
        at: new Date(start + index * 1000),
        prevHash,
      };
      const hash = entryHash(fields);
      rows.push({ ...fields, hash });
      prevHash = hash;
    }
    await db.insert(auditEvents).values(rows);
  }
}
