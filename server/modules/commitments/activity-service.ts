import { type ActivityReport, type AuditQuery, type AuditTrail, OPPORTUNITY_TARGET } from '@/lib/schemas/audit';
import type { Database } from '@/server/db/client';
import { ApiError } from '@/server/http/errors';
import { type AuditTrailService, chainPage } from '@/server/modules/audit/public';
import { type Caller, findPeople } from '@/server/modules/projects/public';
import { sideOf } from './access';
import { withoutPersonalData } from './convert';
import { createReportTallies } from './report-cache';

/** The developer side (anyone with access to the project) and staff; an investor gets 403, anyone else 404. */
async function requireDeveloperOrStaff(db: Database, opportunityId: string, caller: Caller) {
  const found = await sideOf(db, opportunityId, caller);
  if (found.side === 'investor') throw new ApiError(403, 'The audit trail and the activity report are for the developer and staff');
  return found;
}

/** An opportunity's audit trail with its verification, and the investors' activity built from it. */
export function createActivityService(db: Database, audit: AuditTrailService) {
  const tallies = createReportTallies(db);
  return {
    async trail(query: AuditQuery, caller: Caller): Promise<AuditTrail> {
      const { publication, investorData } = await requireDeveloperOrStaff(db, query.opportunity_id, caller);
      // The page by position and the length from the verification: neither counts nor walks the whole trail.
      const [rows, verification] = await Promise.all([
        chainPage(db, OPPORTUNITY_TARGET, publication.id, query.page, query.page_size),
        audit.verify(OPPORTUNITY_TARGET, publication.id),
      ]);
      const total = verification.length;
      const actedBy = (details: Record<string, unknown>) => (typeof details.acted_by === 'string' ? details.acted_by : null);
      const people = await findPeople(db, [...rows.map((row) => row.actorId), ...rows.map((row) => actedBy(row.details))]);
      return {
        opportunity_id: publication.id,
        items: rows.map((row) => ({
          seq: row.seq,
          action: row.action,
          actor_id: row.actorId,
          actor_name: (row.actorId && people.get(row.actorId)?.name) || '',
          acted_by_name: actedBy(row.details) ? (people.get(actedBy(row.details) ?? '')?.name ?? '') : null,
          details: investorData ? row.details : withoutPersonalData(row.details),
          created_at: row.at.toISOString(),
          prev_hash: row.prevHash,
          hash: row.hash,
        })),
        total,
        page: query.page,
        page_size: query.page_size,
        verification,
      };
    },

    async report(opportunityId: string, caller: Caller): Promise<ActivityReport> {
      const { publication } = await requireDeveloperOrStaff(db, opportunityId, caller);
      const verification = await audit.verify(OPPORTUNITY_TARGET, publication.id);
      const tally = await tallies.tallyOf(publication.id, verification);
      const people = await findPeople(db, tally.investorIds());
      const names = new Map([...people.values()].map((person) => [person.id, person.name]));
      return { opportunity_id: publication.id, opportunity_title: publication.title, ...tally.result(names), verification };
    },
  };
}
