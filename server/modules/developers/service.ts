import {
  DEVELOPER_CSV_COLUMNS,
  type DeveloperDirectory,
  type DeveloperDirectoryQuery,
  type DeveloperEntry,
  type DeveloperPage,
  type DeveloperVisibility,
} from '@/lib/schemas/developers';
import type { Database } from '@/server/db/client';
import type { CompanyRow } from '@/server/db/schema';
import type { CurrentUser } from '@/server/http/context';
import { csvCell } from '@/server/http/csv';
import { ApiError } from '@/server/http/errors';
import {
  auditCompany,
  COMPANY_ACTIONS,
  directoryPage,
  directorySlice,
  findCompany,
  findMembership,
  memberCounts,
  membershipOfKind,
  projectCounts,
  requireAdmin,
  requireMember,
  updateCompany,
} from '@/server/modules/companies/public';
import { trackRecordOf } from './track-record';

/** Rows of the export read at a time: the CSV is written as the rows come, never held whole. */
const EXPORT_SLICE = 500;

const NOT_FOUND = 'No developer page with this id is shown to you';

/**
 * Who sees a developer's page: its members; investors when the company shows it to investors; OEMs (the
 * role, or a member of an OEM company) when it shows it to OEMs; staff. Anyone else hears of no such page.
 */
async function maySee(db: Database, user: CurrentUser, company: CompanyRow): Promise<boolean> {
  if (user.roles.includes('admin')) return true;
  if (await findMembership(db, company.id, user.id)) return true;
  if (company.showToInvestors && user.roles.includes('investor')) return true;
  if (company.showToOems && (user.roles.includes('oem') || Boolean(await membershipOfKind(db, user.id, 'oem')))) return true;
  return false;
}

async function pageOf(db: Database, company: CompanyRow): Promise<DeveloperPage> {
  return {
    company_id: company.id,
    legal_name: company.legalName,
    country: company.country,
    sectors: company.sectors,
    description: company.description,
    website: company.website,
    founded_year: company.foundedYear,
    show_to_investors: company.showToInvestors,
    show_to_oems: company.showToOems,
    track_record: await trackRecordOf(db, company.id),
  };
}

async function entriesOf(db: Database, rows: CompanyRow[]): Promise<DeveloperEntry[]> {
  const ids = rows.map((row) => row.id);
  const [members, projects] = await Promise.all([memberCounts(db, ids), projectCounts(db, ids)]);
  return rows.map((row) => ({
    company_id: row.id,
    legal_name: row.legalName,
    registration_number: row.registrationNumber,
    country: row.country,
    sectors: row.sectors,
    members: members.get(row.id) ?? 0,
    projects: projects.get(row.id) ?? 0,
    show_to_investors: row.showToInvestors,
    show_to_oems: row.showToOems,
    created_at: row.createdAt.toISOString(),
  }));
}

export function createDeveloperService(db: Database) {
  return {
    /** `GET /developer`: the caller's developer company's page, with its visibility. */
    async mine(user: CurrentUser): Promise<DeveloperPage> {
      return pageOf(db, (await requireMember(db, user.id, 'developer')).company);
    },

    async setVisibility(user: CurrentUser, input: DeveloperVisibility, requestId: string): Promise<DeveloperPage> {
      const { company } = await requireAdmin(db, user.id, 'developer');
      const updated = await updateCompany(db, company.id, { showToInvestors: input.show_to_investors, showToOems: input.show_to_oems });
      await auditCompany(db, company.id, user.id, requestId, COMPANY_ACTIONS.visibilityChanged, { ...input });
      return pageOf(db, updated);
    },

    async details(user: CurrentUser, companyId: string): Promise<DeveloperPage> {
      const company = await findCompany(db, companyId);
      if (!company || company.kind !== 'developer' || !(await maySee(db, user, company))) throw new ApiError(404, NOT_FOUND);
      return pageOf(db, company);
    },

    async directory(query: DeveloperDirectoryQuery): Promise<DeveloperDirectory> {
      const { rows, total } = await directoryPage(db, query.search || undefined, query.page, query.page_size);
      return { items: await entriesOf(db, rows), total, page: query.page, page_size: query.page_size };
    },

    /** The whole directory (the search applied) as CSV, streamed slice by slice; every cell neutralised. */
    exportCsv(search: string | undefined): ReadableStream<Uint8Array> {
      const encoder = new TextEncoder();
      let after: string | undefined;
      let started = false;
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (!started) {
            started = true;
            controller.enqueue(encoder.encode(`${DEVELOPER_CSV_COLUMNS.join(',')}\r\n`));
            return;
          }
          const rows = await directorySlice(db, search || undefined, after, EXPORT_SLICE);
          if (rows.length === 0) {
            controller.close();
            return;
          }
          after = rows[rows.length - 1].id;
          const lines = (await entriesOf(db, rows)).map((entry) =>
            DEVELOPER_CSV_COLUMNS.map((column) => csvCell(column === 'sectors' ? entry.sectors.join('; ') : entry[column])).join(','),
          );
          controller.enqueue(encoder.encode(`${lines.join('\r\n')}\r\n`));
        },
      });
    },
  };
}
