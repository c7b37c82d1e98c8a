import { type ActivityReport, type AuditQuery, type AuditTrail, OPPORTUNITY_TARGET } from '@/lib/schemas/audit';
import type { Database } from '@/server/db/client';
import { ApiError } from '@/server/http/errors';
import { chainEntries, listAuditChain, verifyAuditChain } from '@/server/modules/audit/public';
import { type Caller, findPeople } from '@/server/modules/projects/public';
import { sideOf } from './access';
import { buildReport } from './report';

/** The developer side (anyone with access to the project) and staff; an investor gets 403, anyone else 404. */
async function requireDeveloperOrStaff(db: Database, opportunityId: string, caller: Caller) {
  const found = await sideOf(db, opportunityId, caller);
  if (found.side === 'investor') throw new ApiError(403, 'The audit trail and the activity report are for the developer and staff');
  return found;
}

/** An opportunity's audit trail with its verification, and the investors' activity built from it. */
export function createActivityService(db: Database) {
  return {
    async trail(query: AuditQuery, caller: Caller): Promise<AuditTrail> {
      const { publication } = await requireDeveloperOrStaff(db, query.opportunity_id, caller);
      const [{ rows, total }, verification] = await Promise.all([
        listAuditChain(db, OPPORTUNITY_TARGET, publication.id, query.page, query.page_size),
        verifyAuditChain(db, OPPORTUNITY_TARGET, publication.id),
      ]);
      const people = await findPeople(
        db,
        rows.map((row) => row.actorId),
      );
      return {
        opportunity_id: publication.id,
        items: rows.map((row) => ({
          seq: row.seq,
          action: row.action,
          actor_id: row.actorId,
          actor_name: (row.actorId && people.get(row.actorId)?.name) || '',
          details: row.details,
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
      const verification = await verifyAuditChain(db, OPPORTUNITY_TARGET, publication.id);
      const entries = await chainEntries(db, OPPORTUNITY_TARGET, publication.id);
      const people = await findPeople(
        db,
        entries.map((entry) => (typeof entry.details.investor_id === 'string' ? entry.details.investor_id : null)),
      );
      const names = new Map([...people.values()].map((person) => [person.id, person.name]));
      return { opportunity_id: publication.id, opportunity_title: publication.title, ...buildReport(entries, names), verification };
    },
  };
}
