import {
  type ActivityReport,
  AUDIT_ACTIONS,
  type DocumentActivity,
  type InvestorActivity,
  type NotOpenedInvestor,
  type RefusedAttempt,
  REPORT_CSV_COLUMNS,
} from '@/lib/schemas/audit';
import type { CsvRow } from '@/server/http/csv';

/** What the report reads of an audit entry. */
export interface TrailEntry {
  action: string;
  details: Record<string, unknown>;
  at: Date;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

interface DocumentTally {
  file_id: string;
  file_name: string;
  views: number;
  downloads: number;
  first: Date | null;
  last: Date | null;
  pages: Map<number, { views: number; seconds: number }>;
}

function tallyOf(documents: Map<string, DocumentTally>, details: Record<string, unknown>): DocumentTally | null {
  const fileId = text(details.file_id);
  if (!fileId) return null;
  let tally = documents.get(fileId);
  if (!tally) {
    tally = { file_id: fileId, file_name: text(details.file_name) ?? '', views: 0, downloads: 0, first: null, last: null, pages: new Map() };
    documents.set(fileId, tally);
  }
  return tally;
}

function pageOf(tally: DocumentTally, page: unknown) {
  const number = Number.isInteger(page) && (page as number) > 0 ? (page as number) : null;
  if (number === null) return null;
  let entry = tally.pages.get(number);
  if (!entry) tally.pages.set(number, (entry = { views: 0, seconds: 0 }));
  return entry;
}

function documentOf(tally: DocumentTally): DocumentActivity {
  const pages = [...tally.pages.entries()].sort(([a], [b]) => a - b).map(([page, value]) => ({ page, views: value.views, seconds: value.seconds }));
  return {
    file_id: tally.file_id,
    file_name: tally.file_name,
    views: tally.views,
    pages_viewed: pages.filter((page) => page.views > 0).length,
    total_seconds: pages.reduce((sum, page) => sum + page.seconds, 0),
    downloads: tally.downloads,
    first_viewed_at: tally.first?.toISOString() ?? null,
    last_viewed_at: tally.last?.toISOString() ?? null,
    pages,
  };
}

/** Adds one entry's page views, time and downloads to a document's tally. */
function addToDocument(documents: Map<string, DocumentTally>, entry: TrailEntry) {
  const tally = tallyOf(documents, entry.details);
  if (!tally) return;
  if (entry.action === AUDIT_ACTIONS.dataroomDownloaded) tally.downloads += 1;
  if (entry.action === AUDIT_ACTIONS.dataroomPageViewed) {
    tally.views += 1;
    tally.first ??= entry.at;
    tally.last = entry.at;
    const page = pageOf(tally, entry.details.page);
    if (page) page.views += 1;
  }
  if (entry.action === AUDIT_ACTIONS.dataroomPageTime) {
    const page = pageOf(tally, entry.details.page);
    if (page) page.seconds += count(entry.details.seconds);
  }
}

type InvestorTally = { activity: Omit<InvestorActivity, 'documents' | 'investor_name'>; documents: Map<string, DocumentTally> };

/**
 * The activity of each investor on an opportunity, added up entry by entry (oldest first): per document, page
 * views, distinct pages, time per page (the sum of `dataroom.page_time` seconds), downloads, first and last view; the
 * signature and the information requests. `documents` adds up every investor per document. A tally is kept between
 * reports and given only the entries appended since (requirements: the report does not grow with the trail).
 */
export function createReportTally() {
  const investors = new Map<string, InvestorTally>();
  const overall = new Map<string, DocumentTally>();
  const dataroom = createDataroomTally();
  return {
    /** The seq of the last entry added (0 before any), for the caller that feeds the tally what came since. */
    lastSeq: 0,
    add(entry: TrailEntry) {
      dataroom.add(entry);
      const investorId = text(entry.details.investor_id);
      if (!investorId || (entry.action === AUDIT_ACTIONS.informationReplied && entry.details.side !== 'investor')) return;
      let investor = investors.get(investorId);
      if (!investor) {
        const activity = {
          investor_id: investorId,
          signed_at: null,
          commitment_amount: null,
          currency: null,
          information_requests: 0,
          dataroom_requested_at: null,
        };
        investors.set(investorId, (investor = { activity, documents: new Map() }));
      }
      const { activity } = investor;
      if (entry.action === AUDIT_ACTIONS.commitmentSigned) {
        activity.signed_at = text(entry.details.signed_at) ?? entry.at.toISOString();
        activity.commitment_amount = typeof entry.details.commitment_amount === 'number' ? entry.details.commitment_amount : null;
        activity.currency = text(entry.details.currency);
      }
      if (entry.action === AUDIT_ACTIONS.informationRequested) activity.information_requests += 1;
      if (entry.action === AUDIT_ACTIONS.dataroomRequested) activity.dataroom_requested_at ??= entry.at.toISOString();
      addToDocument(investor.documents, entry);
      addToDocument(overall, entry);
    },
    investorIds: () => [...investors.keys()],
    /** The report's figures; the granted investors who have not opened yet are those of grants open at `now`. */
    result(names: ReadonlyMap<string, string>, now = new Date()): Omit<ActivityReport, 'opportunity_id' | 'opportunity_title' | 'verification'> {
      return {
        ...dataroom.result(names, now),
        investors: [...investors.values()].map(({ activity, documents }) => ({
          ...activity,
          investor_name: names.get(activity.investor_id) ?? '',
          documents: [...documents.values()].map(documentOf),
        })),
        documents: [...overall.values()].map(documentOf),
      };
    },
  };
}
export type ReportTally = ReturnType<typeof createReportTally>;

/** The report of a whole trail at once (oldest first). */
export function buildReport(entries: TrailEntry[], names: ReadonlyMap<string, string>, now = new Date()) {
  const tally = createReportTally();
  for (const entry of entries) tally.add(entry);
  return tally.result(names, now);
}

/** The report as CSV rows (REPORT_CSV_COLUMNS): one per investor and document, one for an investor with no document. */
export function reportRows(investors: InvestorActivity[]): CsvRow[] {
  const rows: CsvRow[] = [];
  for (const investor of investors) {
    const common = {
      investor_id: investor.investor_id,
      investor_name: investor.investor_name,
      signed_at: investor.signed_at,
      commitment_amount: investor.commitment_amount,
      currency: investor.currency,
      information_requests: investor.information_requests,
    };
    if (investor.documents.length === 0) rows.push(common);
    for (const document of investor.documents) {
      const { pages: _pages, ...figures } = document;
      rows.push({ ...common, ...figures, time_per_page: document.pages.map((page) => `${page.page}:${page.seconds}`).join(' ') });
    }
  }
  return rows.map((row) => Object.fromEntries(REPORT_CSV_COLUMNS.map((column) => [column, row[column]])));
}

/* ------------------------------------------------------------------ who has not opened, viewers over time, refusals (requirements) */

/**
 * What an entry is about, in words that read the same in English and French: the document and its page
 * (`plan.pdf · p. 2`), or the folder (`A. Technical`), or '' when it names neither.
 */
export function subjectOf(details: Record<string, unknown>, folderNames: ReadonlyMap<string, string>): string {
  const file = text(details.file_name);
  const page = Number.isInteger(details.page) ? ` · p. ${details.page as number}` : '';
  if (file) return `${file}${page}`;
  const folderId = text(details.folder_id);
  return text(details.folder_name) ?? (folderId ? (folderNames.get(folderId) ?? '') : '');
}

/** The folders' names the trail carries (grants and revocations name their folder), by id. */
export function folderNamesOf(entries: TrailEntry[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const entry of entries) {
    const id = text(entry.details.folder_id);
    const name = text(entry.details.folder_name);
    if (id && name) names.set(id, name);
  }
  return names;
}

/** Distinct investors who viewed a page, per day (UTC) and since the first view, from the viewers of each day. */
function viewersOverTime(days: ReadonlyMap<string, ReadonlySet<string>>): { date: string; viewers: number; cumulative: number }[] {
  const seen = new Set<string>();
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, viewers]) => {
      for (const id of viewers) seen.add(id);
      return { date, viewers: viewers.size, cumulative: seen.size };
    });
}

/** A grant still open: the investor and the folder. */
interface OpenGrant {
  investorId: string;
  folderName: string;
  grantedAt: Date;
}

/** The grants open at `now`, replayed from the trail's `dataroom.granted` and `dataroom.revoked` entries. */
function openGrantsOf(entries: TrailEntry[], now: Date): OpenGrant[] {
  const open = new Map<string, OpenGrant & { expiresAt: number | null }>();
  for (const entry of entries) {
    const investorId = text(entry.details.investor_id);
    const folderId = text(entry.details.folder_id);
    if (!investorId || !folderId) continue;
    const key = `${investorId}/${folderId}`;
    if (entry.action === AUDIT_ACTIONS.dataroomRevoked) open.delete(key);
    if (entry.action === AUDIT_ACTIONS.dataroomGranted) {
      const expires = text(entry.details.expires_at);
      const folderName = text(entry.details.folder_name) ?? '';
      open.set(key, { investorId, folderName, grantedAt: open.get(key)?.grantedAt ?? entry.at, expiresAt: expires ? Date.parse(expires) : null });
    }
  }
  return [...open.values()]
    .filter((grant) => grant.expiresAt === null || grant.expiresAt > now.getTime())
    .map(({ investorId, folderName, grantedAt }) => ({ investorId, folderName, grantedAt }));
}

/** Investors holding an open grant who have no page view in the trail, oldest grant first. */
function notOpened(grants: OpenGrant[], viewed: ReadonlySet<string>, names: ReadonlyMap<string, string>): NotOpenedInvestor[] {
  const waiting = new Map<string, NotOpenedInvestor>();
  for (const grant of [...grants].sort((a, b) => a.grantedAt.getTime() - b.grantedAt.getTime())) {
    if (viewed.has(grant.investorId)) continue;
    const row = waiting.get(grant.investorId);
    if (row) row.folders.push(grant.folderName);
    else
      waiting.set(grant.investorId, {
        investor_id: grant.investorId,
        investor_name: names.get(grant.investorId) ?? '',
        granted_at: grant.grantedAt.toISOString(),
        folders: [grant.folderName],
      });
  }
  return [...waiting.values()];
}

/** The refused attempts the trail recorded, newest first, each naming its document, page or folder. */
function refusedAttempts(entries: TrailEntry[], names: ReadonlyMap<string, string>, folderNames: ReadonlyMap<string, string>): RefusedAttempt[] {
  return entries
    .filter((entry) => entry.action === AUDIT_ACTIONS.dataroomRefused)
    .map((entry) => {
      const investorId = text(entry.details.investor_id) ?? '';
      return {
        at: entry.at.toISOString(),
        investor_id: investorId,
        investor_name: names.get(investorId) ?? '',
        attempt: text(entry.details.attempt) ?? '',
        reason: text(entry.details.reason) ?? '',
        subject: subjectOf(entry.details, folderNames),
      };
    })
    .reverse();
}

/**
 * Who has not opened yet, viewers per day and the refused attempts (requirements ), added up entry by entry
 * like the report's tally, so that a report kept between reads stays current with what was appended: the page views
 * leave only who viewed on which day; grants, revocations and refusals (few) are kept.
 */
export function createDataroomTally() {
  const folderNames = new Map<string, string>();
  const days = new Map<string, Set<string>>();
  const viewed = new Set<string>();
  const grants: TrailEntry[] = [];
  const refused: TrailEntry[] = [];
  return {
    add(entry: TrailEntry) {
      const folderId = text(entry.details.folder_id);
      const folderName = text(entry.details.folder_name);
      if (folderId && folderName) folderNames.set(folderId, folderName);
      const investorId = text(entry.details.investor_id);
      if (entry.action === AUDIT_ACTIONS.dataroomPageViewed && investorId) {
        viewed.add(investorId);
        const date = entry.at.toISOString().slice(0, 10);
        days.set(date, (days.get(date) ?? new Set<string>()).add(investorId));
      }
      if (entry.action === AUDIT_ACTIONS.dataroomGranted || entry.action === AUDIT_ACTIONS.dataroomRevoked) grants.push(entry);
      if (entry.action === AUDIT_ACTIONS.dataroomRefused) refused.push(entry);
    },
    result(names: ReadonlyMap<string, string>, now: Date): Pick<ActivityReport, 'not_opened' | 'viewers_over_time' | 'refused'> {
      return {
        not_opened: notOpened(openGrantsOf(grants, now), viewed, names),
        viewers_over_time: viewersOverTime(days),
        refused: refusedAttempts(refused, names, folderNames),
      };
    },
  };
}
