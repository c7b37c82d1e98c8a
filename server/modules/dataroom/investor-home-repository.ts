import { and, count, eq, gt, isNull, max, or } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { dataroomGrants, dataroomRequests } from '@/server/db/schema';

export interface OpenRoom {
  opportunityId: string;
  folders: number;
  lastGrantedAt: Date;
}

/** The data rooms open to an investor now: folders granted, neither revoked nor expired (the investor home, requirements ). */
export async function openRoomsOf(db: Database, userId: string, now = new Date()): Promise<OpenRoom[]> {
  const rows = await db
    .select({ opportunityId: dataroomRequests.opportunityId, folders: count(dataroomGrants.folderId), lastGrantedAt: max(dataroomGrants.grantedAt) })
    .from(dataroomRequests)
    .innerJoin(dataroomGrants, eq(dataroomGrants.requestId, dataroomRequests.id))
    .where(and(eq(dataroomRequests.investorId, userId), isNull(dataroomGrants.revokedAt), or(isNull(dataroomGrants.expiresAt), gt(dataroomGrants.expiresAt, now))))
    .groupBy(dataroomRequests.opportunityId)
    .limit(50);
  return rows.map((row) => ({ opportunityId: row.opportunityId, folders: row.folders, lastGrantedAt: row.lastGrantedAt ?? new Date(0) }));
}
