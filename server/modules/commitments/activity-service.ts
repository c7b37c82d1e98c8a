import { type ActivityReport, type AuditQuery, type AuditTrail, OPPORTUNITY_TARGET } from '@/lib/schemas/audit';
import type { Database } from '@/server/db/client';
import { ApiError } from '@/server/http/errors';
import type { CsvRow } from '@/server/http/csv';
import { type AuditTrailService, chainEntries, chainPage, stableJson } from '@/server/modules/audit/public';
import { type Caller, findPeople } from '@/server/modules/projects/public';
import { sideOf } from './access';
import { withoutPersonalData } from './convert';
import { folderNamesOf, subjectOf } from './report-reach';
import { createReportTallies } from './report-cache';

/** `<opportunity>-audit-trail-<YYYY-MM-DD>.csv`: the title in lower-case ASCII words joined by hyphens. */
export function trailFileName(title: string, at: Date): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'opportunity'}-audit-trail-${at.toISOString().slice(0, 10)}.csv`;
}

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
      // Entries name their folder (grants, revocations, refusals carry folder_name): the page's own rows suffice.
      const folders = folderNamesOf(rows);
      return {
        opportunity_id: publication.id,
        items: rows.map((row) => ({
          seq: row.seq,
          action: row.action,
          actor_id: row.actorId,
          actor_name: (row.actorId && people.get(row.actorId)?.name) || '',
          acted_by_name: actedBy(row.details) ? (people.get(actedBy(row.details) ?? '')?.name ?? '') : null,
          details: investorData ? row.details : withoutPersonalData(row.details),
          subject: subjectOf(row.details, folders),
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

    /** The whole trail as CSV rows (TRAIL_CSV_COLUMNS), and the file's name: the opportunity's and the date (requirements ). */
    async trailCsv(opportunityId: string, caller: Caller): Promise<{ rows: CsvRow[]; name: string }> {
      const { publication, investorData } = await requireDeveloperOrStaff(db, opportunityId, caller);
      const entries = await chainEntries(db, OPPORTUNITY_TARGET, publication.id);
      const investorIds = entries.map((entry) => (typeof entry.details.investor_id === 'string' ? entry.details.investor_id : null));
      const people = await findPeople(db, [...entries.map((entry) => entry.actorId), ...investorIds]);
      const folders = folderNamesOf(entries);
      const rows = entries.map((entry, index) => ({
        seq: entry.seq,
        created_at: entry.at.toISOString(),
        action: entry.action,
        actor_id: entry.actorId,
        actor_name: (entry.actorId && people.get(entry.actorId)?.name) || '',
        investor_name: (investorIds[index] && people.get(investorIds[index])?.name) || '',
        subject: subjectOf(entry.details, folders),
        details: stableJson(investorData ? entry.details : withoutPersonalData(entry.details)),
        hash: entry.hash,
      }));
      return { rows, name: trailFileName(publication.title, new Date()) };
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
